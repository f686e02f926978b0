// `npm run openapi`: writes docs/openapi.json from the app's zod schemas (scripts/openapi.ts, loaded through
// Vite's module runner for TypeScript and the '@/' alias). `-- --check` only says whether the file is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'docs/openapi.json');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const { module } = await runnerImport(path.join(root, 'scripts/openapi.ts'), {
  root,
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': path.join(root, 'src') } },
});
const text = module.openApiText(version);
const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('docs/openapi.json is out of date: run npm run openapi');
    process.exit(1);
  }
  console.log('docs/openapi.json is current');
} else if (current === text) {
  console.log('docs/openapi.json is current');
} else {
  fs.writeFileSync(target, text);
  console.log(`docs/openapi.json written: ${Object.keys(JSON.parse(text).paths).length} paths`);
}
