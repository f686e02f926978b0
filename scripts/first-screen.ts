/**
 * Builds index.html's one inline script from its readable source (src/app/firstScreenScript.ts): types
 * stripped and every `FIRST_SCREEN.<name>` replaced by its value (FIRST_SCREEN_SCRIPT_NAMES, each from
 * its one definition) by Oxc's transformer, then minified by Oxc's minifier, both as Vite ships them.
 * The build (scripts/prerender.ts) puts the result in the page and its hash into the policy
 * (deploy/headers/app.conf); tests/hosting.node.test.ts checks that the committed policy carries this hash.
 *
 * The output must run in old in-app browsers, as ES5. Oxc cannot lower to ES5, so the source is written
 * in ES5 (eslint.config.js holds it there) and nothing here may add newer syntax: the minifier only
 * renames and drops whitespace (its compressor would write ES2015 where it is shorter), and its printer's
 * backquoted strings (`x`, shorter to gzip) are written back as quoted ones. tests/first-screen-script.test.ts
 * parses the result as ES5.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, parseSync, transformWithOxc } from 'vite';
import { REPO_ROOT } from './hosting.ts';
import { FIRST_SCREEN_SCRIPT_NAMES } from '../src/app/firstScreen.ts';

export const FIRST_SCREEN_SOURCE = join(REPO_ROOT, 'src', 'app', 'firstScreenScript.ts');

/** The name the source reads its values under. */
const NAMESPACE = 'FIRST_SCREEN';

/** A JavaScript string literal in double quotes, safe in any engine (U+2028/9 escaped for pre-ES2019 ones). */
const quoted = (text: string) => JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of an ESTree AST, depth first. */
function* walk(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (node && typeof node === 'object') {
    if (typeof (node as AstNode).type === 'string') yield node as AstNode;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* walk(value);
  }
}

/**
 * The minified code with each no-substitution template literal written as a quoted string, and the
 * `export {}` the transformer adds (the source imports a type) dropped: an inline classic script.
 */
function asEs5Script(code: string): string {
  const { program, errors } = parseSync('first-screen.js', code, { sourceType: 'module' });
  if (errors.length > 0) throw new Error(`the minified first-screen script does not parse: ${errors[0]!.message}`);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(program)) {
    if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      if (quasis.length !== 1 || quasis[0]!.value.cooked === null) throw new Error('the first-screen script has a template literal with substitutions: ES5 has none');
      edits.push({ start: node.start, end: node.end, text: quoted(quasis[0]!.value.cooked) });
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration && (node.specifiers as unknown[]).length === 0 && !node.source) {
      edits.push({ start: node.start, end: node.end, text: '' });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out.trim();
}

/** Compiles and minifies the script (see above). */
export async function compileFirstScreenScript(source = readFileSync(FIRST_SCREEN_SOURCE, 'utf8')): Promise<string> {
  const define = Object.fromEntries(Object.entries(FIRST_SCREEN_SCRIPT_NAMES).map(([name, value]) => [`${NAMESPACE}.${name}`, JSON.stringify(value)]));
  const compiled = await transformWithOxc(source, FIRST_SCREEN_SOURCE, { lang: 'ts', sourceType: 'module', define });
  const minified = await minify('first-screen.js', compiled.code, { module: true, compress: false, mangle: { toplevel: true } });
  if (minified.errors.length > 0) throw new Error(`minifying the first-screen script: ${minified.errors[0]!.message}`);
  const script = asEs5Script(minified.code);
  // A name read but not defined would throw in the page (and the visitor would get no drawn screen).
  const unknown = new RegExp(`\\b${NAMESPACE}\\.(\\w+)`).exec(script);
  if (unknown) throw new Error(`the first-screen script reads ${unknown[0]}, which FIRST_SCREEN_SCRIPT_NAMES lacks`);
  if (script.includes('</')) throw new Error('the first-screen script contains "</", which would end its <script> element');
  return script;
}

let built: Promise<string> | undefined;
/** The script as the build puts it into index.html (compiled once per process). */
export function firstScreenScript(): Promise<string> {
  return (built ??= compileFirstScreenScript());
}

/** The CSP source for an inline script: 'sha256-<base64>'. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The CSP source of the first-screen script as built. */
export async function firstScreenScriptHash(): Promise<string> {
  return scriptHash(await firstScreenScript());
}
