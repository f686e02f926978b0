export declare const COMPILE_HINT: string;
export declare const DOM_CLIENT_MODULE: string;
export declare const START_MODULES: readonly string[];
export declare const START_LAZY_PARTS: readonly string[];
export declare const IDLE_START_MODULES: readonly string[];
export declare const SIGNED_IN_MODULES: readonly string[];
export declare const BLOCK_FOLDERS: readonly string[];
