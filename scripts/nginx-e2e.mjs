// Serves a build under real nginx with the shipped locations and headers (deploy/site.conf and
// deploy/headers/), proxying the sandbox API to `vite preview --mode e2e`: the browser suite's
// production-like server (Playwright project `nginx`, started by playwright.config.ts).
//
//   node scripts/nginx-e2e.mjs [--port 4174] [--upstream 127.0.0.1:4173] [--root dist-e2e]
//                              [--ready-path /.well-known/x] [--stop-with-stdin] [--tls] [--bench]
//
// --tls serves HTTPS with HTTP/2, as deploy/nginx.conf does on 443, with a certificate made for this run
// (openssl; the browser must be told to accept it: Chromium's --ignore-certificate-errors). --bench serves
// the bench's static copies (/bench/, written by scripts/bench-signed-in.mjs) without the app's headers: each
// is the reference drawn from HTML and CSS alone, whose inline stylesheet the app's policy would refuse.
//
// --ready-path answers 204 on this server only (the shipped config answers 404 there), so a test runner
// waiting for it never mistakes another run's server on the same port for this one.
// nginx runs in the foreground as this process's child, with its config, pid and temp files in a fresh
// temp directory (no system config is read or written), and the directory is removed when it stops.
// SIGTERM/SIGINT stop it; with --stop-with-stdin so does the end of stdin, so nginx never outlives a test
// runner that was killed outright (Playwright holds the other end of the pipe). nginx: NGINX_PATH, else
// /usr/sbin/nginx, else `nginx` on PATH.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const INSTALL_NAME = 'bystrye-zaimy'; // what deploy/ is called on a host (/etc/nginx/bystrye-zaimy/)

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4174' },
    upstream: { type: 'string', default: '127.0.0.1:4173' },
    root: { type: 'string', default: 'dist-e2e' },
    'ready-path': { type: 'string', default: '' },
    'stop-with-stdin': { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
    bench: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`[nginx-e2e] ${message}`);
  process.exit(1);
}

function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const nginx = findNginx();
if (!nginx) {
  fail('nginx not found. Install Debian\'s package: sudo apt-get update && sudo apt-get install -y nginx (or set NGINX_PATH).');
}

/** nginx -V writes its build report to stderr. */
function nginxInfo() {
  const r = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  return `${r.stdout ?? ''}${r.stderr ?? ''}`;
}

/** The mime.types next to the nginx build's own nginx.conf (Debian: /etc/nginx/mime.types). */
function mimeTypes() {
  const conf = /--conf-path=(\S+)/.exec(nginxInfo())?.[1];
  const candidates = [conf && join(dirname(conf), 'mime.types'), '/etc/nginx/mime.types'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) fail(`mime.types not found (looked at ${candidates.join(', ')}); reinstall nginx.`);
  return found;
}

/** deploy/site.conf's Brotli module (`brotli_static`), loaded by the main config as a Debian host's does. */
function brotliModule() {
  const dir = /--modules-path=(\S+)/.exec(nginxInfo())?.[1] ?? '/usr/lib/nginx/modules';
  const path = join(dir, 'ngx_http_brotli_static_module.so');
  if (!existsSync(path)) fail("nginx's Brotli module not found: sudo apt-get install -y libnginx-mod-http-brotli-static");
  return path;
}

/** The sandbox's API prefixes, read from the source of truth so the proxy list cannot drift. */
function apiPrefixes() {
  const src = readFileSync(join(REPO, 'sandbox/node-adapter.ts'), 'utf8');
  const block = /export const API_PREFIXES = \[([^\]]*)\]/.exec(src)?.[1];
  const prefixes = block ? [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
  if (!prefixes.includes('/api/') || !prefixes.includes('/__sandbox/') || prefixes.some((p) => !/^\/[\w/-]+$/.test(p))) {
    fail(`could not read API_PREFIXES from sandbox/node-adapter.ts (got ${JSON.stringify(prefixes)})`);
  }
  return prefixes;
}

const root = resolve(REPO, values.root);
if (!existsSync(join(root, 'index.html'))) fail(`${root}/index.html is missing: run \`npm run build:e2e\` first.`);
if (!/^\d+$/.test(values.port)) fail(`bad --port ${values.port}`);
if (!/^[\w.-]+:\d+$/.test(values.upstream)) fail(`bad --upstream ${values.upstream}`);
if (values['ready-path'] && !/^\/[\w./-]+$/.test(values['ready-path'])) fail(`bad --ready-path ${values['ready-path']}`);

const prefix = mkdtempSync(join(tmpdir(), 'bz-nginx-'));
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  rmSync(prefix, { recursive: true, force: true });
}
let child = null;
process.on('exit', () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  cleanup();
});

const locations = apiPrefixes()
  .map((p) => `    location ^~ ${p} { proxy_pass http://${values.upstream}; }`)
  .join('\n');
/** A certificate for this run only (loopback names), in the temp prefix: HTTPS with HTTP/2 as on the host. */
function tlsListen() {
  const key = join(prefix, 'tls.key');
  const cert = join(prefix, 'tls.crt');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  } catch {
    fail('openssl could not make a certificate for --tls (Debian: sudo apt-get install -y openssl).');
  }
  return `listen 127.0.0.1:${values.port} ssl http2;\n    ssl_certificate ${cert};\n    ssl_certificate_key ${key};`;
}
const template = readFileSync(join(REPO, 'e2e/nginx/nginx.conf'), 'utf8');
const conf = template
  .replaceAll('@PREFIX@', prefix)
  .replaceAll('@ROOT@', root)
  .replaceAll('@LISTEN@', values.tls ? tlsListen() : `listen 127.0.0.1:${values.port};`)
  .replaceAll('@MIME_TYPES@', mimeTypes())
  .replaceAll('@LOAD_MODULES@', `load_module ${brotliModule()};`)
  // As root the workers would switch to an unprivileged user that may not read the checkout or write
  // the temp prefix; the server listens on loopback only.
  .replaceAll('@USER@', process.getuid?.() === 0 ? 'user root;' : '')
  .replaceAll('@API_LOCATIONS@', locations)
  .replaceAll('@READY_LOCATION@', values['ready-path'] ? `    location = ${values['ready-path']} { return 204; }` : '')
  .replaceAll('@BENCH_LOCATION@', values.bench ? '    location ^~ /bench/ { add_header Cache-Control "no-cache"; }' : '');
if (/@[A-Z_]+@/.test(conf)) fail(`unfilled value in e2e/nginx/nginx.conf: ${/@[A-Z_]+@/.exec(conf)[0]}`);

for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, 'tmp', d), { recursive: true });
symlinkSync(join(REPO, 'deploy'), join(prefix, INSTALL_NAME), 'dir');
writeFileSync(join(prefix, 'nginx.conf'), conf);

const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
try {
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
} catch {
  fail('nginx -t failed on the test config (above).');
}

child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
console.log(`[nginx-e2e] ${nginx} serving ${root} on ${values.tls ? 'https' : 'http'}://127.0.0.1:${values.port}/ (API from ${values.upstream}), prefix ${prefix}`);

let stopping = false;
function stop() {
  stopping = true;
  // On a signal the whole process group usually got it already; make sure nginx did.
  if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
if (values['stop-with-stdin']) {
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
child.on('exit', (code, signal) => {
  cleanup();
  if (!stopping) {
    console.error(
      `[nginx-e2e] nginx exited (${signal ?? code}). If port ${values.port} is taken by another test run, ` +
        'give this one other ports: E2E_NGINX_PORT=... E2E_PREVIEW_PORT=... npm run test:e2e',
    );
  }
  process.exit(stopping ? 0 : (code ?? 1));
});
