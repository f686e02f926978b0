/**
 * Every text file of a build, also gzipped at the highest level beside it (`app.js` → `app.js.gz`), which
 * nginx sends as it is (`gzip_static on` in deploy/site.conf) to a browser that accepts gzip. Without it nginx
 * compressed each response itself at its default level 1: the signed-in Loans tab's start came to about 15 %
 * more bytes than the size check counts (gzip -9), on every first visit. A file whose gzip is not smaller
 * gets none. Run last, after every file of the build is written; anything that rewrites a file afterwards (a
 * test playing a new deploy) runs it again, or nginx would send the old file's bytes.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** What nginx may compress (deploy/site.conf `gzip_types`, with HTML always) and what the build writes of it. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Writes `<file>.gz` beside each text file under `dir` (its folders too, but for dot-folders); returns how many. */
export function precompress(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue; // .vite/ (the manifest) and .well-known/ are not served compressed
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const raw = readFileSync(path);
    const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length < raw.length) {
      writeFileSync(`${path}.gz`, gz);
      written += 1;
    } else {
      rmSync(`${path}.gz`, { force: true });
    }
  }
  return written;
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bz-precompress',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved;
    },
    // After every other plugin's closeBundle (the first screens in index.html, then /sw.js).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const n = precompress(resolve(config.root, config.build.outDir));
        config.logger.info(`[bz-precompress] ${n} files gzipped beside themselves for nginx's gzip_static`);
      },
    },
  };
}
