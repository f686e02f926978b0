import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the fault matrix at the end of a run: each screen (and call) against the seven faults, with
 * the count of checks made in each cell, and the total. Cells come from the tests' 'fault-matrix'
 * annotations (e2e/faults.ts recordCell); a failed test's cells up to the failure are still printed,
 * marked with ✗. Prints nothing when no fault test ran.
 */
const FAULTS = ['http500', 'server', 'timeout', 'network', 'malformed', 'schema', 'session', 'silent'] as const;
const LABEL: Record<string, string> = {
  http500: 'HTTP 500',
  server: 'code≠0',
  timeout: 'timeout',
  network: 'offline',
  malformed: 'bad JSON',
  schema: 'schema',
  session: '301',
  silent: 'silent',
};

export default class FaultMatrixReporter implements Reporter {
  private readonly rows = new Map<string, Map<string, number>>();
  private readonly failed = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const a of result.annotations.length ? result.annotations : test.annotations) {
      if (a.type !== 'fault-matrix' || !a.description) continue;
      const { screen, fault, checks } = JSON.parse(a.description) as { screen: string; fault: string; checks: number };
      const row = this.rows.get(screen) ?? new Map<string, number>();
      row.set(fault, (row.get(fault) ?? 0) + checks);
      this.rows.set(screen, row);
      if (result.status !== 'passed') this.failed.add(screen);
    }
  }

  onEnd(): void {
    if (this.rows.size === 0) return;
    const used = FAULTS.filter((f) => [...this.rows.values()].some((r) => r.has(f)));
    const names = [...this.rows.keys()];
    const w = Math.max(...names.map((n) => n.length + 2), 'screen · call'.length);
    const cw = Math.max(...used.map((f) => LABEL[f]!.length)) + 2;
    const line = (cells: string[], first: string) => first.padEnd(w) + cells.map((c) => c.padStart(cw)).join('') + 'total'.padStart(7);
    const out: string[] = ['', 'Fault matrix (checks per screen × fault)', line(used.map((f) => LABEL[f]!), 'screen · call')];
    let total = 0;
    const colTotals = new Map<string, number>();
    for (const name of names) {
      const row = this.rows.get(name)!;
      const sum = [...row.values()].reduce((a, b) => a + b, 0);
      total += sum;
      for (const [f, n] of row) colTotals.set(f, (colTotals.get(f) ?? 0) + n);
      const label = (this.failed.has(name) ? '✗ ' : '  ') + name;
      out.push(label.padEnd(w) + used.map((f) => String(row.get(f) ?? '–').padStart(cw)).join('') + String(sum).padStart(7));
    }
    out.push('total'.padEnd(w) + used.map((f) => String(colTotals.get(f) ?? 0).padStart(cw)).join('') + String(total).padStart(7));
    out.push(`${names.length} screen·call rows, ${total} checks${this.failed.size ? `, ${this.failed.size} rows with a failure (✗)` : ''}`);
    console.log(out.join('\n'));
  }
}
