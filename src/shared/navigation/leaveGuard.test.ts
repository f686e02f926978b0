import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bridge from '@/shared/navigation/navBridge';
import { installLeaveGuard, pathOfHash, requestLeave, setLeaveGuard } from '@/shared/navigation/leaveGuard';

installLeaveGuard(window);

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'go';
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('leave guard: taps on in-app links (tab bar, menu rows)', () => {
  it('holds a tap on an in-app link while a form would lose changes, and leaves through the router on "leave"', () => {
    const go = vi.spyOn(bridge, 'navigateOutside').mockImplementation(() => {});
    const asked: (() => void)[] = [];
    const off = setLeaveGuard({ shouldBlock: (to) => to === '/pages/home/my', ask: (proceed) => asked.push(proceed) });
    const reactSawIt = vi.fn();
    const a = link('#/pages/home/my');
    a.addEventListener('click', reactSawIt);

    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reactSawIt).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();

    asked[0]!();
    expect(go).toHaveBeenCalledWith('/pages/home/my');
    off();
  });

  it('lets other taps through: a link the guard allows, an external link, a new-tab tap, no guard at all', () => {
    const off = setLeaveGuard({ shouldBlock: (to) => to === '/pages/home/my', ask: () => {} });
    for (const [href, init] of [
      ['#/pages/dialogs/ver', {}],
      ['https://example.org/#/pages/home/my', {}],
      ['#/pages/home/my', { ctrlKey: true }],
    ] as const) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link(href).dispatchEvent(event);
      expect(event.defaultPrevented, href).toBe(false);
    }
    off();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('#/pages/home/my').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('asks before navigations the app starts for the borrower, and not without a guard', () => {
    const go = vi.fn();
    const asked: (() => void)[] = [];
    const off = setLeaveGuard({ shouldBlock: () => true, ask: (p) => asked.push(p) });
    requestLeave('/', go);
    expect(go).not.toHaveBeenCalled();
    asked[0]!();
    expect(go).toHaveBeenCalledOnce();
    off();
    requestLeave('/', go);
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('reads the path of a hash', () => {
    expect(pathOfHash('#/pages/home/my?x=1')).toBe('/pages/home/my');
    expect(pathOfHash('')).toBe('/');
    expect(pathOfHash('#/')).toBe('/');
  });
});
