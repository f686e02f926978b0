import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectMonitoringLazily, reportError, reportErrorShown, resetMonitoring, type MonitoringReport, type MonitoringSink } from './report';

afterEach(() => resetMonitoring());

describe('the error SDK, fetched at the first report', () => {
  it('is not fetched while nothing is reported; the first report fetches it once and every report reaches it in order', async () => {
    const got: MonitoringReport[] = [];
    let resolve: (sink: MonitoringSink) => void = () => {};
    const get = vi.fn(() => new Promise<MonitoringSink>((r) => (resolve = r)));
    connectMonitoringLazily(get);
    expect(get).not.toHaveBeenCalled();

    reportErrorShown('network');
    reportError(new Error('boom'), 'uncaught');
    expect(get).toHaveBeenCalledTimes(1);
    resolve((r) => got.push(r));
    await vi.waitFor(() => expect(got).toHaveLength(2));
    reportErrorShown('timeout');
    expect(got.map((r) => (r.kind === 'shown' ? r.what : r.source))).toEqual(['network', 'uncaught', 'timeout']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a fetch that fails (offline) keeps the reports, and the next report tries again', async () => {
    const got: MonitoringReport[] = [];
    const get = vi
      .fn<() => Promise<MonitoringSink>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue((r) => got.push(r));
    connectMonitoringLazily(get);
    reportErrorShown('network');
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    reportErrorShown('offline');
    await vi.waitFor(() => expect(got.map((r) => (r.kind === 'shown' ? r.what : ''))).toEqual(['network', 'offline']));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('what was reported before monitoring started is sent when it starts', async () => {
    const got: MonitoringReport[] = [];
    reportError(new Error('early'), 'rejection');
    connectMonitoringLazily(async () => (r) => got.push(r));
    await vi.waitFor(() => expect(got).toHaveLength(1));
  });
});
