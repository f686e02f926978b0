/**
 * Which built chunks get V8's compile hint (scripts/compile-hints.ts). The e2e build's own chunks are
 * checked by the size check (scripts/size-check.mjs).
 */
import { describe, expect, it } from 'vitest';
import { compileHintsPlugin, startupChunks, type ChunkInfo } from '../scripts/compile-hints';

const bundle = (): Record<string, ChunkInfo & { code?: string; source?: string }> => ({
  'index.js': { type: 'chunk', isEntry: true, facadeModuleId: '/app/src/main.tsx', imports: ['react.js', 'i18n.js'], code: 'import"./react.js";' },
  'react.js': { type: 'chunk', imports: [], code: 'export const r=1;' },
  'i18n.js': { type: 'chunk', imports: ['react.js'], code: 'export const i=1;' },
  'later.js': { type: 'chunk', facadeModuleId: '/app/src/app/later.ts', imports: ['http.js'], code: 'export default 1;' },
  'http.js': { type: 'chunk', imports: [], code: 'export const h=1;' },
  // A start module that is no chunk's facade (it sits inside a chunk with others): found by its modules.
  'analytics.js': { type: 'chunk', facadeModuleId: null, moduleIds: ['/app/src/features/analytics/start.ts'], imports: [], code: 'var sd;' },
  'LoginPage.js': { type: 'chunk', facadeModuleId: '/app/src/features/auth/screens/LoginPage.tsx', imports: ['forms.js', 'react.js'], code: 'x' },
  'forms.js': { type: 'chunk', imports: [], code: 'y' },
  'index.css': { type: 'asset', source: 'body{}' },
});

describe('compile hints', () => {
  it('marks the entry, the start modules and what they import statically, and nothing that waits for a tap', () => {
    expect([...startupChunks(bundle())].sort()).toEqual(['analytics.js', 'http.js', 'i18n.js', 'index.js', 'later.js', 'react.js']);
  });

  it("puts V8's magic comment on the first line of those chunks, once, and leaves the others as they were", () => {
    const plugin = compileHintsPlugin();
    const b = bundle();
    const hook = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    hook.handler({}, b);
    hook.handler({}, b);
    // The line V8 looks for (explicit compile hints): any other spelling is an ordinary comment.
    expect(b['index.js']!.code).toBe('//# allFunctionsCalledOnLoad\nimport"./react.js";');
    expect(b['analytics.js']!.code).toBe('//# allFunctionsCalledOnLoad\nvar sd;');
    expect(b['LoginPage.js']!.code).toBe('x');
    expect(b['forms.js']!.code).toBe('y');
    expect(b['index.css']!.source).toBe('body{}');
  });
});
