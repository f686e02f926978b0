import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { DevPanel } from './DevPanel';
import { createDb } from './db';
import { SCENARIOS } from './domain/scenarios';
import { collectorOf } from './routes/analytics';
import { monitoringOf } from './routes/monitoring';
import type { SaEvent } from './domain/analytics';

describe('DevPanel', () => {
  it('shows the last SMS code, switches the scenario, resets the sandbox', async () => {
    const user = userEvent.setup();
    const db = createDb({ persist: false });
    render(<DevPanel db={db} />);

    const toggle = screen.getByRole('button', { name: 'Sandbox' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close sandbox panel' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No code sent yet')).toBeInTheDocument();

    act(() => {
      db.sendCode('77011234567');
      db.commit();
    });
    expect(screen.getByText(db.lastCode('77011234567')!)).toBeInTheDocument();
    expect(screen.getByText('for +7 701 123 45 67')).toBeInTheDocument();

    const select = screen.getByLabelText('Scenario (everyone)');
    expect(select).toHaveValue('approve');
    // One option per scenario, in the list's order.
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([...SCENARIOS]);
    await user.selectOptions(select, 'payout_fail');
    expect(db.getScenario()).toBe('payout_fail');

    await user.click(screen.getByRole('button', { name: 'Reset sandbox' }));
    expect(db.getScenario()).toBe('approve');
    expect(db.lastSent()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Sandbox reset');
  });

  it('has no serious or critical axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const db = createDb({ persist: false });
    const { container } = render(
      <main>
        <h1>App</h1>
        <DevPanel db={db} />
      </main>,
    );
    const check = async () => {
      // jsdom cannot compute colours; contrast is covered by the browser suite.
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    expect(await check()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    expect(await check()).toEqual([]);
  });

  it('lists the analytics events the collectors received, newest first, with their properties', async () => {
    const user = userEvent.setup();
    const db = createDb({ persist: false });
    render(<DevPanel db={db} />);
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    expect(screen.getByText('No event received yet')).toBeInTheDocument();

    const ev = (name: string, props: Record<string, unknown>, id: number): SaEvent => ({
      type: 'track',
      event: name,
      distinct_id: 'U000007',
      time: 1_700_000_000_000 + id,
      _track_id: id,
      properties: { $lib: 'js', channel: 'tiktok_spring', ...props },
    });
    const page = ev('$pageview', { page_path: '/pages/login/login' }, 1);
    const signedIn = ev('signed_in', { is_new: true, screen: '/pages/login/login' }, 2);
    act(() => {
      collectorOf(db).add('events', null, { transport: 'batch', events: [page, signedIn] }, 1_700_000_000_000);
      // The same event by beacon to the behaviour server: one row, both ways named.
      collectorOf(db).add('behaviour', 'bz', { transport: 'single', events: [signedIn] }, 1_700_000_000_000);
    });
    const list = screen.getByRole('list', { name: 'Analytics events, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('signed_in');
    expect(rows[0]).toHaveTextContent('collector, beacon bz');
    expect(rows[1]).toHaveTextContent('$pageview');
    await user.click(within(rows[0]!).getByText('signed_in'));
    expect(within(rows[0]!).getByText('channel').nextSibling).toHaveTextContent('tiktok_spring');
    expect(within(rows[0]!).getByText('distinct_id').nextSibling).toHaveTextContent('U000007');
    expect(within(rows[0]!).queryByText('$lib')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear events' }));
    expect(screen.getByText('No event received yet')).toBeInTheDocument();
  });

  it('lists the error reports the sandbox collected, newest first, with their route and tags', async () => {
    const user = userEvent.setup();
    const db = createDb({ persist: false });
    render(<DevPanel db={db} />);
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    expect(screen.getByText('No error report received yet')).toBeInTheDocument();
    act(() => {
      monitoringOf(db).add([
        { at: 1_700_000_000_000, kind: 'error', title: 'TypeError: x is undefined', tags: { route: '/pages/home/my', source: 'uncaught' }, release: 'bystrye-zaimy@1.1.7', raw: {} },
        { at: 1_700_000_001_000, kind: 'csp', title: 'connect-src blocked https://evil.example/', tags: { directive: 'connect-src' }, release: null, raw: {} },
      ]);
    });
    const rows = within(screen.getByRole('list', { name: 'Error reports, newest first' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('csp connect-src blocked https://evil.example/');
    expect(rows[1]).toHaveTextContent('TypeError: x is undefined');
    await user.click(within(rows[1]!).getByText('TypeError: x is undefined', { exact: false }));
    expect(within(rows[1]!).getByText('route').nextSibling).toHaveTextContent('/pages/home/my');
    expect(within(rows[1]!).getByText('release').nextSibling).toHaveTextContent('bystrye-zaimy@1.1.7');

    await user.click(screen.getByRole('button', { name: 'Clear error reports' }));
    expect(screen.getByText('No error report received yet')).toBeInTheDocument();
  });

  it('renders nothing when the sandbox is not running', () => {
    const { container } = render(<DevPanel />);
    expect(container).toBeEmptyDOMElement();
  });
});
