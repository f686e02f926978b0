/**
 * The part of the Sensors Data web SDK (sa-sdk-javascript, ES module build) this app uses. The package
 * ships typings for its UMD build only.
 */
declare module 'sa-sdk-javascript/dist/web/sensorsdata.es6.js' {
  export interface SaEventData {
    type: string;
    event?: string;
    distinct_id: string;
    properties: Record<string, unknown>;
    [key: string]: unknown;
  }
  export interface SaSendData {
    origin_data: SaEventData;
    data: SaEventData;
    server_url: string | string[];
    callback?: unknown;
  }
  export interface SaInterceptorContext {
    cancellationToken: { stop(): void; cancel(): void };
  }
  export interface SaPlugin {
    plugin_name?: string;
    plugin_version?: string;
    init(sdk: Sensors, options?: unknown): void;
  }
  export interface SaStore {
    isSupport(...args: unknown[]): boolean;
  }
  export interface Sensors {
    init(para: Record<string, unknown>): void;
    use(plugin: SaPlugin, options?: unknown): unknown;
    track(event: string, properties?: Record<string, unknown>, callback?: () => void): void;
    quick(what: 'autoTrack', properties?: Record<string, unknown>): void;
    login(id: string): void;
    logout(changeId?: boolean): void;
    identify(id: string, save?: boolean): void;
    /** Its public calls (track, login, page views…) do nothing until enableSDK(); its batch timer keeps running. */
    disableSDK(): void;
    enableSDK(): void;
    registerPage(properties: Record<string, unknown>): void;
    registerPropertyPlugin(plugin: { properties: (data: SaEventData) => void; isMatchedWithFilter?: (data: SaEventData) => boolean }): void;
    registerInterceptor(
      stage: 'sendDataStage',
      interceptor: { send: { priority: number; entry: (data: SaSendData, ctx: SaInterceptorContext) => SaSendData } },
    ): void;
    kit: { encodeTrackData(data: SaEventData | string): string };
    store: { readObjectVal(key: string): SaEventData | null; saveObjectVal(key: string, value: SaEventData): void; getDistinctId(): string };
    _: {
      base64Encode(text: string): string;
      /** The SDK's stores; each asks `isSupport()` (a test write, read and delete) before its reads and writes. */
      cookie: SaStore;
      localStorage: SaStore;
      sessionStorage: SaStore;
      /** The batch sender's class: `send()` posts the waiting events, called by its timer every send_interval. */
      BatchSend: { prototype: { send(this: unknown): unknown } };
    };
    para: Record<string, unknown>;
    lib_version: string;
  }
  const sensors: Sensors;
  export default sensors;
}

declare module 'sa-sdk-javascript/dist/web/plugin/session-event/index.es6.js' {
  import type { SaPlugin } from 'sa-sdk-javascript/dist/web/sensorsdata.es6.js';
  const sessionEvent: SaPlugin;
  export default sessionEvent;
}
