import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { ROUTE_LIST, type ScreenName } from '@/config/paths';
import { NAMESPACES } from '@/lib/i18n';
import { CORE_NAMESPACES, DECIDED_NAMESPACES, GROUP_SCREENS, SERVICING_NAMESPACES, textGroupOf, type ExtraGroup } from '@/lib/textGroups';
import { textsOf } from '@/app/routes/table';

/**
 * The extra text groups (a loan's servicing, a decided application: src/lib/textGroups.ts) load only with the
 * screens and blocks that wait for them (src/app/routes/table.ts `textsOf`, a block's `deferredBlock(…, { texts })`).
 * A module that reads one and is reached without that wait shows raw keys. So the app's import graph is walked
 * from every place code starts loading (a route's screen, every dynamic import): each module reached through
 * static imports that reads an extra group's texts must be reached only from starts that wait for that group.
 */
const root = join(__dirname, '..');
const EXTRA_GROUPS = Object.keys(GROUP_SCREENS) as ExtraGroup[];

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
  for (const m of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][^'"]*['"])/g)) for (const n of m[1]!.matchAll(/['"](\w+)['"]/g)) found.add(n[1]!);
  for (const m of code.matchAll(/['"`](\w+):[\w.]/g)) found.add(m[1]!);
  for (const m of code.matchAll(/\bns[:=]\s*\{?\s*['"](\w+)['"]/g)) found.add(m[1]!);
  for (const m of code.matchAll(/existingKey\(\s*['"](\w+)['"]/g)) found.add(m[1]!);
  return [...found].filter((ns) => (NAMESPACES as readonly string[]).includes(ns));
}

/** An import specifier of `from` as a file of src/, or null (a package, a stylesheet, a JSON file). */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? `src/${spec.slice(2)}` : spec.startsWith('.') ? normalize(join(dirname(from), spec)) : null;
  if (base === null) return null;
  for (const f of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base]) if (/\.tsx?$/.test(f) && existsSync(join(root, f))) return relative(root, join(root, f));
  return null;
}

interface Module {
  statics: string[];
  /** Dynamic imports, with the groups their block waits for (`deferredBlock(() => import(…), { texts: [...] })`). */
  dynamics: { target: string; waits: ExtraGroup[] }[];
  reads: Set<ExtraGroup>;
}

function parse(file: string): Module {
  const code = readFileSync(join(root, file), 'utf8');
  const statics = [...code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => resolve(file, m[1]!));
  // A dynamic import this walk cannot follow (a computed path) would hide what it loads: none may exist.
  if (/\bimport\(\s*(?!['"])/.test(code)) throw new Error(`${file}: an import() of a computed path`);
  const dynamics = [...code.matchAll(/import\(['"]([^'"]+)['"]\)/g)].flatMap((m) => {
    const target = resolve(file, m[1]!);
    if (!target) return [];
    // The block's needs: the object literal after the import, within the same deferredBlock call.
    const call = /^(?:\.then\((?:[^()]|\([^()]*\))*\))?\s*,\s*(\{[^}]*\})/.exec(code.slice(m.index + m[0].length));
    const texts = call && /deferredBlock\(\s*\(\)\s*=>\s*$/.test(code.slice(0, m.index)) ? /texts:\s*\[([^\]]*)\]/.exec(call[1]!) : null;
    const waits = texts ? [...texts[1]!.matchAll(/'(\w+)'/g)].map((w) => w[1] as ExtraGroup) : [];
    return [{ target, waits }];
  });
  // The route table's titles are data, read by the shell for the route on screen: the next test holds them. A module
  // that names another page by its title (pageTitleKey: a message's link) may read any group's texts.
  if (/(?<!function )\bpageTitleKey\(/.test(code)) return { statics: statics.filter((s): s is string => s !== null), dynamics, reads: new Set(EXTRA_GROUPS) };
  const reads = new Set((file === 'src/config/paths.ts' ? [] : namespacesRead(code)).map(textGroupOf).filter((g): g is ExtraGroup => (EXTRA_GROUPS as string[]).includes(g)));
  return { statics: statics.filter((s): s is string => s !== null), dynamics, reads };
}

const files = appFiles('src');
const graph = new Map(files.map((f) => [f, parse(f)]));

/** What a start reaches through static imports; with `dynamic`, through the blocks and dialogs it loads too. */
function closure(start: string, { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    const f = todo.pop()!;
    if (seen.has(f) || !graph.has(f)) continue;
    seen.add(f);
    todo.push(...graph.get(f)!.statics, ...(dynamic ? graph.get(f)!.dynamics.map((d) => d.target) : []));
  }
  return seen;
}

const screenFile = (screen: ScreenName) => {
  const [feature, name] = screen.split('/');
  return feature === 'app' ? `src/app/routes/${name}.tsx` : `src/features/${feature}/screens/${name}.tsx`;
};

/**
 * Every start with the groups that are surely loaded when it renders: a route's screen, its `textsOf`; a
 * dynamic import, its block's own and those every start that reaches its importer waits for (it renders inside
 * that screen or block). The entry (src/main.tsx) waits for none.
 */
function starts(): Map<string, Set<ExtraGroup>> {
  const waits = new Map<string, Set<ExtraGroup>>([['src/main.tsx', new Set()]]);
  for (const r of ROUTE_LIST) waits.set(screenFile(r.screen), new Set(textsOf(r.screen)));
  // A route's screen imported dynamically elsewhere as well (a dialog from a form) keeps only what both wait for.
  // Until nothing changes (each pass can only add starts or narrow their groups).
  for (let changed = true; changed; ) {
    const before = JSON.stringify([...waits].map(([k, v]) => [k, [...v].sort()]));
    for (const [start, groups] of [...waits]) {
      for (const f of closure(start)) {
        for (const d of graph.get(f)!.dynamics) {
          const inherited = new Set([...groups, ...d.waits]);
          const known = waits.get(d.target);
          waits.set(d.target, known ? new Set([...known].filter((g) => inherited.has(g))) : inherited);
        }
      }
    }
    changed = JSON.stringify([...waits].map(([k, v]) => [k, [...v].sort()])) !== before;
  }
  return waits;
}

describe('text groups', () => {
  it('every namespace is in one group, and the groups name only namespaces the app has', () => {
    for (const ns of [...CORE_NAMESPACES, ...SERVICING_NAMESPACES, ...DECIDED_NAMESPACES]) expect(NAMESPACES).toContain(ns);
    expect(NAMESPACES.filter((ns) => textGroupOf(ns) === 'main').length).toBeGreaterThan(10);
  });

  it('a module that reads an extra group is reached only from screens and blocks that wait for it', () => {
    expect(files.length).toBeGreaterThan(200);
    const all = starts();
    const wrong: string[] = [];
    for (const [start, groups] of all) {
      for (const f of closure(start)) for (const g of graph.get(f)!.reads) if (!groups.has(g)) wrong.push(`${f} reads ${g}, reached from ${start}`);
    }
    expect(wrong).toEqual([]);
    // The walk sees what it must: the decided cards as a block that waits for their texts, whose modules read all
    // three namespaces; the Loans tab's screen reaching none of them; a loan's page reading both groups.
    const decided = 'src/features/loan-application/components/decided/index.tsx';
    expect([...(all.get(decided) ?? [])]).toEqual(['decided']);
    const decidedReads = [...closure(decided)].flatMap((f) => namespacesRead(readFileSync(join(root, f), 'utf8')));
    for (const ns of DECIDED_NAMESPACES) expect(decidedReads, ns).toContain(ns);
    const loansTab = closure(screenFile('loan-application/LoansTab'));
    expect(loansTab.size).toBeGreaterThan(5);
    expect([...loansTab].filter((f) => graph.get(f)!.reads.size > 0)).toEqual([]);
    const loanPage = [...closure(screenFile('repayment/LoanPage'))].flatMap((f) => [...graph.get(f)!.reads]);
    expect(new Set(loanPage)).toEqual(new Set(['servicing', 'decided']));
    // A message's link names its page by the page's title: the messages page may show any group's texts.
    expect([...closure(screenFile('messages/MessagesPage'))].filter((f) => graph.get(f)!.reads.size === EXTRA_GROUPS.length)).not.toEqual([]);
  });

  it('a route whose title is an extra group’s text waits for that group', () => {
    const titled = ROUTE_LIST.filter((r) => r.title && textGroupOf(r.title.split(':')[0]!) !== 'main' && textGroupOf(r.title.split(':')[0]!) !== 'core');
    expect(titled.length).toBeGreaterThan(0);
    for (const r of titled) expect(textsOf(r.screen), r.path).toContain(textGroupOf(r.title!.split(':')[0]!));
  });

  it('a screen waits only for the groups that it, or what it loads, reads', () => {
    const needless: string[] = [];
    for (const screen of new Set(ROUTE_LIST.map((r) => r.screen))) {
      // What the screen can show: its imports, and the blocks and dialogs it loads, with what those load.
      const read = new Set([...closure(screenFile(screen), { dynamic: true })].flatMap((f) => [...graph.get(f)!.reads]));
      const titled = ROUTE_LIST.filter((r) => r.screen === screen && r.title).map((r) => textGroupOf(r.title!.split(':')[0]!));
      for (const g of textsOf(screen)) if (!read.has(g) && !titled.includes(g)) needless.push(`${screen} waits for ${g}`);
    }
    expect(needless).toEqual([]);
    // Named screens as well as whole features: a loan's page waits for the decided texts, paying it does not.
    expect(textsOf('repayment/LoanPage')).toEqual(['servicing', 'decided']);
    expect(textsOf('repayment/RepaymentPage')).toEqual(['servicing']);
    expect(textsOf('repayment/MyLoansPage')).toEqual(['servicing']);
    expect(textsOf('hardship/HardshipPage')).toEqual(['decided']);
    expect(textsOf('loan-application/LoansTab')).toEqual([]);
  });
});
