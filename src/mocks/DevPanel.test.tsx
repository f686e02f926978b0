import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { DevPanel } from './DevPanel';
import { createDb } from './db';

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
    expect(screen.getAllByRole('option')).toHaveLength(9);
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

  it('renders nothing when the sandbox is not running', () => {
    const { container } = render(<DevPanel />);
    expect(container).toBeEmptyDOMElement();
  });
});
