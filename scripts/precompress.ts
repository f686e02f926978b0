/**
 * Every text file of a build, also compressed at the highest level beside it: Brotli (`app.js.br`) and gzip
 * (`app.js.gz`), which nginx sends as they are (`brotli_static on` and `gzip_static on` in deploy/site.conf): Brotli
 * to a browser that accepts it (every current one over HTTPS), gzip to one that takes only gzip. Without them
 * nginx compressed each response itself with gzip at its default level 1: the signed-in Loans tab's start came to
 * 247.4 kB of JavaScript, against 221.7 kB at gzip -9 (what the size check counts) and 196.0 kB with Brotli. A
 * file whose compressed form is not smaller gets none. Run last, after every file of the build is written;
 * anything that rewrites a file afterwards (a test playing a new deploy) runs it again, or nginx would send the
 * old file's bytes.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** What nginx may compress (deploy/site.conf `gzip_types`, with HTML always) and what the build writes of it. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Writes `<file>.br` and `<file>.gz` beside each text file under `dir` (its folders too, but for dot-folders); returns how many files. */
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
    const forms: Array<[string, Buffer]> = [
      ['.gz', gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })],
      [
        '.br',
        brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ],
    ];
    for (const [ext, packed] of forms) {
      if (packed.length < raw.length) writeFileSync(`${path}${ext}`, packed);
      else rmSync(`${path}${ext}`, { force: true });
    }
    written += 1;
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
        config.logger.info(`[bz-precompress] ${n} files compressed beside themselves (Brotli, gzip) for nginx's brotli_static and gzip_static`);
      },
    },
  };
}
