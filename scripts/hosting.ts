/**
 * Reads the shipped hosting config (deploy/) the way nginx does, so the tests, `vite preview` and the
 * docs never restate a header: vite.config.ts serves these header sets in preview,
 * tests/hosting.node.test.ts checks the policy against .env.production, e2e/hosting.spec.ts compares what
 * real nginx sends with them. Node only (fs); no dependency.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_DIR = join(REPO_ROOT, 'deploy');
/** deploy/ is installed as /etc/nginx/<INSTALL_NAME>/; includes name files under it. */
export const INSTALL_NAME = 'bystrye-zaimy';

/** The header sets of deploy/headers/ that locations include. */
export type HeaderSet = 'app' | 'legal' | 'assets';

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
  /** File the directive was read from, relative to deploy/. */
  file: string;
}

type Token = { kind: 'word'; value: string } | { kind: '{' | '}' | ';' };

function tokenize(text: string, file: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push({ kind: c });
      i += 1;
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        value += text[i];
        i += 1;
      }
      if (i >= text.length) throw new Error(`${file}: unterminated ${c} string`);
      i += 1;
      tokens.push({ kind: 'word', value });
    } else {
      let value = '';
      while (i < text.length && !/[\s{};#]/.test(text[i]!)) {
        value += text[i];
        i += 1;
      }
      tokens.push({ kind: 'word', value });
    }
  }
  return tokens;
}

function parseBlock(tokens: Token[], pos: { i: number }, file: string, nested: boolean): Directive[] {
  const out: Directive[] = [];
  while (pos.i < tokens.length) {
    const t = tokens[pos.i]!;
    if (t.kind === '}') {
      if (!nested) throw new Error(`${file}: unexpected }`);
      pos.i += 1;
      return out;
    }
    if (t.kind !== 'word') throw new Error(`${file}: unexpected ${t.kind}`);
    const words: string[] = [];
    while (pos.i < tokens.length && tokens[pos.i]!.kind === 'word') {
      words.push((tokens[pos.i] as { value: string }).value);
      pos.i += 1;
    }
    const end = tokens[pos.i];
    pos.i += 1;
    const [name, ...args] = words as [string, ...string[]];
    if (end?.kind === ';') out.push({ name, args, file });
    else if (end?.kind === '{') out.push({ name, args, file, block: parseBlock(tokens, pos, file, true) });
    else throw new Error(`${file}: directive ${name} is not terminated`);
  }
  if (nested) throw new Error(`${file}: missing }`);
  return out;
}

/** Parses one file of deploy/ (path relative to deploy/), without following includes. */
export function parseConf(relPath: string): Directive[] {
  const text = readFileSync(join(DEPLOY_DIR, relPath), 'utf8');
  return parseBlock(tokenize(text, relPath), { i: 0 }, relPath, false);
}

/** `include bystrye-zaimy/x.conf` -> 'x.conf'; includes outside deploy/ are refused. */
export function includeTarget(d: Directive): string {
  const target = d.args[0] ?? '';
  if (d.args.length !== 1 || !target.startsWith(`${INSTALL_NAME}/`) || target.includes('*')) {
    throw new Error(`${d.file}: include ${target} does not name one file of deploy/ as ${INSTALL_NAME}/...`);
  }
  return target.slice(INSTALL_NAME.length + 1);
}

/** The directives with every include replaced by the included file's directives (recursively). */
export function expandIncludes(directives: Directive[], seen: string[] = []): Directive[] {
  return directives.flatMap((d) => {
    if (d.name === 'include') {
      const rel = includeTarget(d);
      if (seen.includes(rel)) throw new Error(`include cycle: ${[...seen, rel].join(' -> ')}`);
      return expandIncludes(parseConf(rel), [...seen, rel]);
    }
    return [d.block ? { ...d, block: expandIncludes(d.block, seen) } : d];
  });
}

export interface AddHeader {
  name: string;
  value: string;
  always: boolean;
}

/** The add_header lines of a directive list (includes expanded), in order. */
export function addHeaders(directives: Directive[]): AddHeader[] {
  return expandIncludes(directives)
    .filter((d) => d.name === 'add_header')
    .map((d) => {
      const [name, value, flag, ...rest] = d.args;
      if (!name || value === undefined || rest.length > 0 || (flag !== undefined && flag !== 'always')) {
        throw new Error(`${d.file}: add_header ${d.args.join(' ')}`);
      }
      return { name, value, always: flag === 'always' };
    });
}

/**
 * A header set (deploy/headers/<set>.conf with its includes) as name -> value. Every line must carry
 * `always` (security headers go on error responses too) and no header may appear twice (nginx would
 * send both, and two policies are both enforced).
 */
export function headerSet(set: HeaderSet): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of addHeaders(parseConf(`headers/${set}.conf`))) {
    if (!h.always) throw new Error(`headers/${set}.conf: add_header ${h.name} lacks 'always'`);
    const key = Object.keys(out).find((k) => k.toLowerCase() === h.name.toLowerCase());
    if (key) throw new Error(`headers/${set}.conf: ${h.name} is added twice`);
    out[h.name] = h.value;
  }
  return out;
}

/** deploy/site.conf's Cache-Control for the hashed assets (`location /assets/`, a file found only): they never change. */
export const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable';

/** Which header set a path gets from deploy/site.conf (mirrored by vite preview). */
export function headerSetForPath(pathname: string): HeaderSet {
  if (pathname.startsWith('/assets/') && !pathname.includes('/.')) return 'assets';
  if (pathname.startsWith('/legal/') && !pathname.includes('/.')) return 'legal';
  return 'app';
}

/** A Content-Security-Policy as directive -> sources (directive names lower-cased). */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (out.has(name.toLowerCase())) throw new Error(`CSP directive ${name} appears twice`);
    out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** A Permissions-Policy (structured header) as feature -> allow-list members ('self', origins unquoted). */
export function parsePermissionsPolicy(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of policy.matchAll(/([a-z-]+)=(\*|\(([^)]*)\))/g)) {
    const members = m[2] === '*' ? ['*'] : (m[3] ?? '').split(/\s+/).filter(Boolean).map((s) => s.replace(/^"|"$/g, ''));
    out.set(m[1]!, members);
  }
  return out;
}

/**
 * The app policy's inline-script hash (deploy/headers/app.conf, `script-src 'self' 'sha256-…'`) set to
 * `hash`, in the file's text: the one place the hash is kept. Exactly one such source must be there.
 */
export function withAppScriptHash(conf: string, hash: string): string {
  if (!/^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash)) throw new Error(`not a CSP hash source: ${hash}`);
  const source = /(script-src 'self' )'sha256-[A-Za-z0-9+/]+=*'/g;
  const found = conf.match(source)?.length ?? 0;
  if (found !== 1) throw new Error(`headers/app.conf: expected one "script-src 'self' 'sha256-…'", found ${found}`);
  return conf.replace(source, `$1${hash}`);
}

/**
 * Writes the first-screen script's hash into deploy/headers/app.conf when it is not there (the build
 * does, scripts/prerender.ts); whether the file changed.
 */
export function writeAppScriptHash(hash: string): boolean {
  const file = join(DEPLOY_DIR, 'headers', 'app.conf');
  const conf = readFileSync(file, 'utf8');
  const updated = withAppScriptHash(conf, hash);
  if (updated === conf) return false;
  writeFileSync(file, updated);
  return true;
}

/** Debian's nginx (or NGINX_PATH), or null when it is not installed. */
export function findNginx(): string | null {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The mime.types beside the nginx build's own nginx.conf (Debian: /etc/nginx/mime.types). */
export function nginxMimeTypes(nginx: string): string {
  const r = spawnSync(nginx, ['-V'], { encoding: 'utf8' }); // the build report goes to stderr
  const conf = /--conf-path=(\S+)/.exec(`${r.stdout ?? ''}${r.stderr ?? ''}`)?.[1];
  const candidates = [conf ? join(dirname(conf), 'mime.types') : '', '/etc/nginx/mime.types'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`mime.types not found (looked at ${candidates.join(', ')}); reinstall nginx.`);
  return found;
}

/** The Brotli module deploy/site.conf needs (`brotli_static`), as a host's main config loads it, or null. */
export const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';
export function nginxBrotliModule(nginx: string): string | null {
  const r = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const dir = /--modules-path=(\S+)/.exec(`${r.stdout ?? ''}${r.stderr ?? ''}`)?.[1] ?? '/usr/lib/nginx/modules';
  const path = join(dir, BROTLI_MODULE);
  return existsSync(path) ? path : null;
}

export const BROTLI_MISSING =
  "nginx's Brotli module not found (deploy/site.conf sends the build's .br files with `brotli_static`): install Debian's " +
  'package with `sudo apt-get update && sudo apt-get install -y libnginx-mod-http-brotli-static`.';

export const NGINX_MISSING =
  "nginx not found. The browser suite serves the build with deploy/ under real nginx and never skips: install Debian's " +
  'package with `sudo apt-get update && sudo apt-get install -y nginx` (or set NGINX_PATH).';

/** A port nothing listens on now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
