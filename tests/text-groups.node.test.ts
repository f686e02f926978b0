import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_LIST } from '@/config/paths';
import { NAMESPACES } from '@/lib/i18n';
import { CORE_NAMESPACES, SERVICING_FEATURES, SERVICING_NAMESPACES, textGroupOf } from '@/lib/textGroups';
import { textsOf } from '@/app/routes/table';

/**
 * The servicing texts (a loan's repayment and extension, the messages, the content pages: src/lib/textGroups.ts)
 * load only with the screens of the features that read them (src/app/routes/table.ts `textsOf`). A module anywhere
 * else that read them would show raw keys on a page that did not wait for them; the features cannot import each
 * other (eslint.config.js), so reading them outside those folders is the one way to get it wrong.
 */
const root = join(__dirname, '..');
const SERVICING_DIRS = SERVICING_FEATURES.map((f) => `src/features/${f}/`);

function appFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return path === 'src/mocks' ? [] : appFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The namespaces a module's code names: useTranslation('ns' | [...]), 'ns:key', { ns: 'ns' }, existingKey('ns', …). */
function namespacesRead(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) for (const n of m[1]!.matchAll(/'(\w+)'/g)) found.add(n[1]!);
  for (const m of code.matchAll(/['`](\w+):[\w.]/g)) found.add(m[1]!);
  for (const m of code.matchAll(/\bns:\s*'(\w+)'/g)) found.add(m[1]!);
  for (const m of code.matchAll(/existingKey\(\s*'(\w+)'/g)) found.add(m[1]!);
  return [...found].filter((ns) => (NAMESPACES as readonly string[]).includes(ns));
}

describe('text groups', () => {
  it('every namespace is in one group, and the groups name only namespaces the app has', () => {
    for (const ns of [...CORE_NAMESPACES, ...SERVICING_NAMESPACES]) expect(NAMESPACES).toContain(ns);
    expect(NAMESPACES.filter((ns) => textGroupOf(ns) === 'main').length).toBeGreaterThan(10);
  });

  it('the servicing texts are read only by the servicing features’ modules (route titles aside)', () => {
    const files = appFiles('src');
    expect(files.length).toBeGreaterThan(200);
    const outside = files
      .filter((f) => !SERVICING_DIRS.some((d) => f.startsWith(d)) && f !== 'src/config/paths.ts')
      .flatMap((f) => namespacesRead(readFileSync(join(root, f), 'utf8')).filter((ns) => textGroupOf(ns) === 'servicing').map((ns) => `${f}: ${ns}`));
    expect(outside).toEqual([]);
    // The check sees a servicing feature's own reads (so it would see them elsewhere).
    const inside = files.filter((f) => SERVICING_DIRS.some((d) => f.startsWith(d))).flatMap((f) => namespacesRead(readFileSync(join(root, f), 'utf8')));
    for (const ns of SERVICING_NAMESPACES) expect(inside, ns).toContain(ns);
  });

  it('a route whose title is a servicing text waits for that group', () => {
    const titled = ROUTE_LIST.filter((r) => r.title && textGroupOf(r.title.split(':')[0]!) === 'servicing');
    expect(titled.length).toBeGreaterThan(0);
    for (const r of titled) expect(textsOf(r.screen), r.path).toBe('servicing');
  });

  it('the screens of the servicing features wait for it; the others do not', () => {
    for (const r of ROUTE_LIST) {
      const servicing = SERVICING_FEATURES.some((f) => r.screen.startsWith(`${f}/`));
      expect(textsOf(r.screen), `${r.path} (${r.screen})`).toBe(servicing ? 'servicing' : true);
    }
  });
});

