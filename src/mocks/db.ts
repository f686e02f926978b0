export interface SandboxDb {
  reset(): void;
}

export function createDb(_opts: { persist: boolean }): SandboxDb {
  return { reset() {} };
}
