import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLocale } from '@/lib/i18n';
import { manifestHref, registerServiceWorker, SW_POLICY, SW_URL, workerUrl, type RegisterDeps } from '@/app/sw/register';
import { mountUpdatePrompt } from '@/app/sw/updatePrompt';

/** A ServiceWorkerContainer with the parts the app uses; `controller` as the page starts. */
function fakeContainer(controlled: boolean, register = vi.fn(async () => registration)) {
  const target = new EventTarget() as EventTarget & { controller: unknown; register: typeof register };
  target.controller = controlled ? {} : null;
  target.register = register;
  return target;
}
const registration = { update: vi.fn(async () => undefined) };

function deps(container: ReturnType<typeof fakeContainer> | undefined, onNewVersion = vi.fn()): RegisterDeps & { onNewVersion: ReturnType<typeof vi.fn> } {
  return { container: container as unknown as ServiceWorkerContainer, doc: document, win: window, onNewVersion };
}

beforeAll(async () => {
  await initI18n({ locale: 'ru' });
});

afterEach(async () => {
  document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove());
  registration.update.mockClear();
  await setLocale('ru');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app, bypassing the HTTP cache for its checks', async () => {
    const container = fakeContainer(false);
    await registerServiceWorker(deps(container));
    expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: '/', updateViaCache: 'none' });
  });

  it('says nothing on the first visit (no worker before), and offers the new version when a deploy takes over a controlled page', async () => {
    const first = deps(fakeContainer(false));
    await registerServiceWorker(first);
    first.container!.dispatchEvent(new Event('controllerchange'));
    expect(first.onNewVersion).not.toHaveBeenCalled();
    // The same page, still open at the next deploy.
    first.container!.dispatchEvent(new Event('controllerchange'));
    expect(first.onNewVersion).toHaveBeenCalledTimes(1);

    const returning = deps(fakeContainer(true));
    await registerServiceWorker(returning);
    returning.container!.dispatchEvent(new Event('controllerchange'));
    expect(returning.onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version when the borrower comes back to the page and when the network is back', async () => {
    // A page of its own (listeners of the other tests' registrations stay on jsdom's document).
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden', querySelector: () => null });
    const win = new EventTarget();
    await registerServiceWorker({ ...deps(fakeContainer(true)), doc: doc as unknown as Document, win: win as unknown as Window });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update, 'a page put away is not checked').not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('without workers, or when the browser refuses one, the app goes on from the network', async () => {
    await expect(registerServiceWorker(deps(undefined))).resolves.toBeUndefined();
    const refused = fakeContainer(false, vi.fn(async () => Promise.reject(new DOMException('blocked', 'SecurityError'))));
    await expect(registerServiceWorker(deps(refused))).resolves.toBeUndefined();
  });

  it('when the browser answers a registration with nothing (blocked by an automation setting), a returning network throws nothing', async () => {
    // Listeners kept to be called directly, so what they throw reaches the test.
    const listeners: Record<string, () => void> = {};
    const target = { addEventListener: (type: string, cb: () => void) => void (listeners[type] = cb) };
    const doc = { ...target, visibilityState: 'visible', querySelector: () => null };
    const nothing = fakeContainer(false, vi.fn(async () => undefined as unknown as typeof registration));
    await registerServiceWorker({ ...deps(nothing), doc: doc as unknown as Document, win: target as unknown as Window });
    expect(() => listeners.online?.()).not.toThrow();
    expect(() => listeners.visibilitychange?.()).not.toThrow();
  });

  it('points the install manifest at the page\'s language and follows a switch', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestHref('ru');
    document.head.append(link);
    await registerServiceWorker(deps(undefined));
    expect(link.getAttribute('href')).toBe('/manifest-ru.webmanifest');
    await setLocale('kz');
    expect(link.getAttribute('href')).toBe('/manifest-kz.webmanifest');
  });
});

describe('workerUrl under Trusted Types', () => {
  it('names the worker through its own policy, which refuses any other script', () => {
    const rules: Array<{ name: string; createScriptURL: (u: string) => string }> = [];
    const win = {
      trustedTypes: {
        createPolicy: (name: string, r: { createScriptURL: (u: string) => string }) => {
          rules.push({ name, ...r });
          return { createScriptURL: (u: string) => ({ trusted: r.createScriptURL(u) }) };
        },
      },
    };
    expect(workerUrl(win)).toEqual({ trusted: SW_URL });
    expect(rules.map((r) => r.name)).toEqual([SW_POLICY]);
    expect(() => rules[0]!.createScriptURL('/mockServiceWorker.js')).toThrow(TypeError);
    expect(() => rules[0]!.createScriptURL('https://evil.example/sw.js')).toThrow(TypeError);
    expect(workerUrl({})).toBe(SW_URL);
  });
});

describe('the update prompt', () => {
  it.each([
    ['ru', 'Доступна новая версия', 'Обновить', 'Позже'],
    ['kz', 'Жаңа нұсқа қолжетімді', 'Жаңарту', 'Кейінірек'],
  ] as const)('in %s: says a new version is there; a tap reloads, «later» hides it', async (locale, title, reloadLabel, laterLabel) => {
    await setLocale(locale);
    const reload = vi.fn();
    const user = userEvent.setup();
    mountUpdatePrompt(reload);
    expect(screen.getByRole('status')).toHaveTextContent(title);
    await user.click(screen.getByRole('button', { name: reloadLabel }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: laterLabel }));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('follows a language switch while it is up', async () => {
    mountUpdatePrompt(vi.fn());
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия');
    await setLocale('kz');
    expect(screen.getByRole('status')).toHaveTextContent('Жаңа нұсқа қолжетімді');
    expect(screen.getByRole('button', { name: 'Жаңарту' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Кейінірек' }));
  });
});
