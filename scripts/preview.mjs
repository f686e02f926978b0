// The production e2e build served for a bench: `vite preview --mode e2e` on a port of the bench's own,
// in its own process group (stopped whole at exit), built first if missing.
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpsGet } from 'node:https';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A `stop` for a server started in its own process group (the whole group), also called when this process exits. */
function stopWithProcess(server) {
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  return stop;
}

/** Starts the preview on `port`; resolves with its base URL once it answers, and a `stop`. */
export async function startPreview(port) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: sudo apt-get install -y chromium`);
  if (!existsSync('dist-e2e/index.html')) execSync('npx vite build --mode e2e --outDir dist-e2e', { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['vite', 'preview', '--mode', 'e2e', '--outDir', 'dist-e2e', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = stopWithProcess(server);
  // Up to a minute: on a busy shared machine the server can take that long to answer its first request.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('preview server did not start');
}

/**
 * The same build behind real nginx as it ships (deploy/site.conf: HTTPS with HTTP/2, the build's own .br and .gz files),
 * the API proxied to the preview at `upstreamPort` (scripts/nginx-e2e.mjs --tls --bench: a certificate for this
 * run, which the browser must accept with --ignore-certificate-errors; the bench's static copies without the
 * app's headers). Resolves with its base URL once it answers, and a `stop`.
 */
export async function startNginxTls(port, upstreamPort) {
  const server = spawn('node', ['scripts/nginx-e2e.mjs', '--port', String(port), '--upstream', `127.0.0.1:${upstreamPort}`, '--tls', '--bench'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = stopWithProcess(server);
  const base = `https://127.0.0.1:${port}`;
  const answers = () =>
    new Promise((resolve) => {
      const req = httpsGet(`${base}/`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) break;
    if (await answers()) return { base, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('nginx did not start (sudo apt-get install -y nginx openssl)');
}

let phoneSeq = 0;
/** A fresh sandbox borrower at `stage` (7707 + 7 digits, new per call and per process), signed in. */
export async function seedBorrower(base, stage) {
  phoneSeq += 1;
  const phone = `7707${String(((Date.now() % 100_000) * 100 + ((process.pid + phoneSeq) % 100)) % 10_000_000).padStart(7, '0')}`;
  const res = await fetch(`${base}/__sandbox/control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'seed', phone, stage }),
  });
  const body = await res.json();
  const token = body.token ?? body.data?.token;
  if (!res.ok || !token) throw new Error(`sandbox seed failed: ${res.status} ${JSON.stringify(body)}`);
  return { phone, token };
}
