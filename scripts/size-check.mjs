// Fails when the JavaScript needed for the first route (entry + its static imports + the Loans tab
// chunk and its static imports) exceeds the budget, gzip. Prints the figure either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 135;
const dir = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));

const seen = new Set();
function walk(key) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) walk(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('No entry chunk in the manifest');
walk(entry);
const firstRoute = Object.keys(manifest).find((k) => /features\/loan-application\/screens\/LoansTab/.test(k));
if (!firstRoute) throw new Error('Loans tab chunk not found in the manifest');
walk(firstRoute);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} kB  ${file}`);
const kb = total / 1024;
console.log(`First-route JavaScript: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error(`Size check failed: ${kb.toFixed(1)} kB > ${BUDGET_KB} kB`);
  process.exit(1);
}
