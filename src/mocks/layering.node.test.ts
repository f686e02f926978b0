/**
 * Keeps the sandbox's shape true as it grows: the lending table is the only place an order changes phase,
 * and createOrder the only place an order record is built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
/** Assignments to a phase (`.phase =`, `.phase +=`…), not comparisons. */
const PHASE_ASSIGNMENT = /\.phase\s*(?:[-+*/]?=)(?!=)/;

describe('sandbox layering', () => {
  it('handlers never assign a phase themselves', () => {
    const routes = sources(path.join(ROOT, 'routes'));
    expect(routes.length).toBeGreaterThan(5);
    const offenders = routes.filter((f) => PHASE_ASSIGNMENT.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('nothing outside the lending module assigns a phase', () => {
    const offenders = sources(ROOT)
      .filter((f) => rel(f) !== 'domain/lending.ts')
      .filter((f) => PHASE_ASSIGNMENT.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('the grep would see an assignment', () => {
    expect(PHASE_ASSIGNMENT.test("failed.phase = 'payout_in_progress';")).toBe(true);
    expect(PHASE_ASSIGNMENT.test('order.phase=x')).toBe(true);
    expect(PHASE_ASSIGNMENT.test("order.phase === 'repaid'")).toBe(false);
    expect(PHASE_ASSIGNMENT.test("order.phase !== 'repaid'")).toBe(false);
  });

  it('one builder of order records: createOrder', () => {
    const builders = sources(ROOT)
      .filter((f) => /\bcontractNo:\s*`/.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(builders).toEqual(['domain/lending.ts']);
  });
});
