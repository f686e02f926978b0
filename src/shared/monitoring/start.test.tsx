import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { connectAnalytics, resetAnalytics, type EventProps, type FunnelEvent } from '@/shared/analytics/track';
import { setMarketingConsent } from '@/stores/marketingConsentChange';
import { ApiError } from '@/lib/api-error';
import { ErrorState } from '@/shared/ui/ErrorState';
import { connectMonitoring, reportError, resetMonitoring, type MonitoringReport } from './report';
import { listenForErrors, routeClock, sendVital, sourceOf, type VitalMetric } from './start';

afterEach(() => {
  resetAnalytics();
  resetMonitoring();
  window.location.hash = '';
});

function analytics(): Array<[FunnelEvent, EventProps]> {
  const sent: Array<[FunnelEvent, EventProps]> = [];
  connectAnalytics((e, p) => sent.push([e, p]));
  return sent;
}

function monitoring(): MonitoringReport[] {
  const got: MonitoringReport[] = [];
  connectMonitoring((r) => got.push(r));
  return got;
}

const inp: VitalMetric = {
  name: 'INP',
  value: 231.6,
  rating: 'needs-improvement',
  navigationType: 'navigate',
  attribution: { interactionTarget: 'main>div.Slider_root>input[type="range"]', interactionTime: 5000, interactionType: 'pointer' },
};

describe('speed measurements', () => {
  it('go to the analytics as web_vital events with the route the interaction happened on and its element', () => {
    setMarketingConsent('given');
    const sent = analytics();
    window.location.hash = '#/pages/login/login';
    let now = 0;
    const routeAt = routeClock(window, () => now);
    now = 4000;
    window.location.hash = '#/pages/home/my';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    now = 9000;
    window.location.hash = '#/pages/personal/material';
    window.dispatchEvent(new HashChangeEvent('hashchange'));

    sendVital(inp, routeAt, 'low');
    sendVital({ name: 'CLS', value: 0.012345, rating: 'good', navigationType: 'navigate', attribution: { largestShiftTime: 100 } }, routeAt, 'low');
    expect(sent).toEqual([
      ['web_vital', { metric: 'INP', value: 232, rating: 'needs-improvement', route: '/pages/home/my', navigation: 'navigate', device_class: 'low', element: 'main>div.Slider_root>input[type="range"]', interaction: 'pointer' }],
      ['web_vital', { metric: 'CLS', value: 0.0123, rating: 'good', route: '/pages/login/login', navigation: 'navigate', device_class: 'low' }],
    ]);
  });

  it('are not sent while the marketing consent is withdrawn', () => {
    const sent = analytics();
    setMarketingConsent('withdrawn');
    sendVital(inp, () => '/', 'mid');
    setMarketingConsent('given');
    sendVital(inp, () => '/', 'mid');
    expect(sent).toHaveLength(1);
  });
});

describe('errors', () => {
  it('uncaught errors and unhandled rejections are reported with their source; a failed chunk as such', () => {
    const got = monitoring();
    listenForErrors(window);
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    const chunk = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: chunk });
    window.dispatchEvent(rejection);
    // Another origin's script: nothing to report.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    // A chunk that failed and reached the route's boundary (src/lib/lazyChunk.ts announces it).
    const stale = new TypeError('Importing a module script failed.');
    window.dispatchEvent(new CustomEvent('bz-chunk-error', { detail: stale }));
    expect(got.map((r) => r.kind === 'error' && [r.error, r.source])).toEqual([
      [boom, 'uncaught'],
      [chunk, 'chunk'],
      [stale, 'chunk'],
    ]);
    expect(sourceOf('x', 'rejection')).toBe('rejection');
  });

  it('wait in memory until the sender is connected, then go to it with the route they happened on', () => {
    window.location.hash = '#/pages/home/my';
    const e = new Error('early');
    reportError(e, 'uncaught');
    const got = monitoring();
    expect(got).toEqual([{ kind: 'error', error: e, source: 'uncaught', route: '#/pages/home/my' }]);
  });

  it('an error state shown to a borrower is reported once by its kind, never its text', () => {
    const got = monitoring();
    listenForErrors(window);
    const network = new ApiError('network', '/api/order/list');
    const { rerender } = render(<ErrorState error={network} />);
    rerender(<ErrorState error={network} retrying />);
    render(<ErrorState error={new ApiError('server', '/api/order/list', { code: 1002, serverMessage: 'Айгерим, no' })} />);
    render(<ErrorState />);
    expect(got.map((r) => r.kind === 'shown' && r.what)).toEqual(['network', 'server:1002', 'generic']);
  });
});
