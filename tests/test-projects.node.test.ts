/**
 * Vitest runs two projects (vite.config.ts, `test.projects`): `*.node.test.ts` in plain Node, every other
 * test in jsdom with tests/setup.ts. Vitest itself is asked which files each project takes, so a test file
 * that no project matches (it would never run) or that both match (it would run twice) fails here.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = join(__dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-e2e', 'test-results', 'playwright-report', 'bench-results']);

function testFilesOnDisk(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return SKIPPED_DIRS.has(d.name) || d.name.startsWith('dist-e2e') ? [] : testFilesOnDisk(join(dir, d.name));
    return /\.test\.[cm]?[jt]sx?$/.test(d.name) ? [relative(root, join(dir, d.name))] : [];
  });
}

async function filesByProject(): Promise<{ file: string; project: string }[]> {
  // The run this test is part of must not leak into the listing (Vitest marks its workers by env).
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json'], {
    cwd: root,
    env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const listed = JSON.parse(stdout) as { file: string; projectName?: string }[];
  return listed.map((l) => ({ file: relative(root, l.file), project: l.projectName ?? '' }));
}

it('puts every test file in exactly one project: *.node.test.ts in node, the rest in jsdom', async () => {
  const onDisk = testFilesOnDisk().sort();
  const listed = await filesByProject();
  expect(onDisk.length).toBeGreaterThan(100);
  // Each file once: none left out, none in both projects.
  expect(listed.map((l) => l.file).sort()).toEqual(onDisk);
  for (const { file, project } of listed) expect(project, file).toBe(/\.node\.test\.tsx?$/.test(file) ? 'node' : 'jsdom');
}, 60_000);
