/**
 * Every animation runs on the compositor: keyframes may change `transform` and `opacity` only. Any other
 * property (a gradient's position, a width, a colour) is repainted on the main thread each frame, which a
 * cheap phone starting the app cannot spare (docs/decisions.md, "The first screen and speed").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** The properties each @keyframes block of a stylesheet sets, by animation name. */
function keyframeProperties(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    // The block runs to the brace that closes the one after the name.
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (depth > 0 && i < text.length) {
      if (text[i] === '{') depth += 1;
      else if (text[i] === '}') depth -= 1;
      i += 1;
    }
    const props = new Set([...text.slice(start, i - 1).matchAll(/([\w-]+)\s*:/g)].map((p) => p[1]!.toLowerCase()));
    found.set(m[1]!, props);
  }
  return found;
}

describe('animations', () => {
  it('reads the properties a keyframes block sets', () => {
    const css = '@keyframes a { from { opacity: 0 } to { opacity: 1; transform: none } } .x { color: red }\n@keyframes b { 50% { background-position: 0 0 } }';
    expect(keyframeProperties(css)).toEqual(new Map([['a', new Set(['opacity', 'transform'])], ['b', new Set(['background-position'])]]));
  });

  it('animate transform and opacity only, in every stylesheet of the app', () => {
    const files = cssFiles('src');
    expect(files.length).toBeGreaterThan(10);
    const offending: string[] = [];
    let blocks = 0;
    for (const f of files) {
      for (const [name, props] of keyframeProperties(readFileSync(f, 'utf8'))) {
        blocks += 1;
        for (const p of props) if (p !== 'transform' && p !== 'opacity') offending.push(`${f} @keyframes ${name}: ${p}`);
      }
    }
    expect(blocks).toBeGreaterThanOrEqual(5);
    expect(offending).toEqual([]);
  });
});
