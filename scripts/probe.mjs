// `npm run contract:probe -- --base <API URL> --token <test token> [--lang kz]`: calls every read-only
// endpoint of that API with the app's own client and prints, per endpoint, ok or the field the app would
// reject, and the code answered (scripts/probe.ts). Exits 1 when an answer differs or fails, 0 otherwise.
// It never calls a write. The token is a test borrower's (from a login on that API); it is not printed.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: { base: { type: 'string' }, token: { type: 'string', default: '' }, lang: { type: 'string', default: 'ru' } },
});
if (!values.base || !/^https?:\/\//.test(values.base)) {
  console.error('usage: npm run contract:probe -- --base <API URL, e.g. https://staging-api.example.kz/> --token <test token> [--lang ru|kz]');
  process.exit(2);
}
if (!values.token) console.warn('no --token: endpoints that need a session answer code 301');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module } = await runnerImport(path.join(root, 'scripts/probe.ts'), {
  root,
  configFile: false,
  mode: 'production',
  logLevel: 'error',
  resolve: { alias: { '@': path.join(root, 'src') } },
});
const rows = await module.probe({ base: values.base, token: values.token, lang: values.lang === 'kz' ? 'kz' : 'ru' });
console.log(module.formatTable(rows));
process.exit(rows.some((r) => r.status === 'differs' || r.status === 'error') ? 1 : 0);
