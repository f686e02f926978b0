import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { APP_KEYS } from '@/lib/storage';
import { useDrafts } from '@/stores/drafts';
import { useSession } from '@/stores/session';

beforeEach(() => {
  useDrafts.getState().clearAll();
  useDrafts.getState().claim('77011234567');
});

function NameForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  useFormDraft('test-form', form, { fields: ['name'] });
  return <input aria-label="name" {...form.register('name')} />;
}

const stored = () => localStorage.getItem(APP_KEYS.drafts) ?? '';

// Typing writes nothing to storage at once (the write waits for a pause); these prove what was typed still
// lands when the page goes before that pause: checked synchronously, so no timer has had its turn.
describe('useFormDraft: what was typed lands when the page goes', () => {
  it('at pagehide (a reload or a tab closed right after typing)', () => {
    render(<NameForm />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Айгерим Нурланова' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toContain('Айгерим Нурланова');
  });

  it('when the page is hidden (the app sent to the background, where a phone may end it)', () => {
    render(<NameForm />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ерлан Сапаров' } });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    expect(stored()).toContain('Ерлан Сапаров');
  });

  it('when the form goes away (the session ends and the app leaves for sign-in)', () => {
    const { unmount } = render(<NameForm />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Нурлан' } });
    unmount();
    expect(stored()).toContain('Нурлан');
  });

  it('and after a pause, with the page still open', async () => {
    render(<NameForm />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Дана' } });
    expect(stored()).not.toContain('Дана');
    await expect.poll(stored).toContain('Дана');
  });
});

describe('useFormDraft after the session ends', () => {
  it('drops a write still pending when the form, opened signed in, goes after a sign-out (even with drafts owned by nobody)', () => {
    // A session from before drafts were bound to the borrower: the drafts name no owner.
    useDrafts.getState().clearAll();
    useSession.getState().setSession('tok', '77011234567');
    const { unmount } = render(<NameForm />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Личный текст' } });
    // Another tab signs out: the session here ends and the drafts are cleared, then the app leaves the form.
    useSession.getState().reset();
    useDrafts.getState().clearAll();
    unmount();
    expect(stored()).not.toContain('Личный текст');
  });
});

it('drops it also in the moment before this tab hears of another tab\'s sign-out (the token already gone from storage)', () => {
  useDrafts.getState().clearAll();
  useSession.getState().setSession('tok', '77011234567');
  render(<NameForm />);
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ещё личный текст' } });
  // The other tab signed out: storage has neither token nor drafts; this tab's store still has the session.
  localStorage.removeItem('token');
  localStorage.removeItem(APP_KEYS.drafts);
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).not.toContain('Ещё личный текст');
  useSession.getState().reset();
});
