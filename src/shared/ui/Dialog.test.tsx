import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

function Harness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Выйти
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Выйти из аккаунта?"
        dismissible={dismissible}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Отмена
            </Button>
            <Button onClick={() => setOpen(false)}>Выйти</Button>
          </>
        }
      >
        Черновики анкеты останутся на устройстве.
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  // Modal by the platform (showModal): the page behind inert, Tab kept inside, the page not scrolling. jsdom
  // has none of it; e2e/forms.spec.ts checks them in Chromium.
  it('opens as a labelled dialog in the document body, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));

    const dialog = screen.getByRole('dialog', { name: 'Выйти из аккаунта?' });
    expect(dialog).toHaveAccessibleDescription('Черновики анкеты останутся на устройстве.');
    expect(dialog.parentElement).toBe(document.body); // never inside a page made inert
    expect(dialog).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Отмена' })[0]).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Выйти' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a tap on the backdrop, not on one inside it, and not when a choice is required', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    // A tap on the ::backdrop has the dialog itself as its target; the content fills the dialog's box.
    await user.click(screen.getByText('Черновики анкеты останутся на устройстве.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await user.click(screen.getByRole('dialog'));
    const confirm = screen.getByRole('dialog').querySelectorAll('button')[1]!;
    confirm.focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(confirm).toHaveFocus(); // nothing happened: not closed and opened again
  });

  it('while a choice is required, comes back if the browser closes it (Chromium does on a repeated Escape or back)', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    const closed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
    act(() => dialog.close());
    await act(() => closed);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Выйти из аккаунта?' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Отмена' })[0]).toHaveFocus();
  });
});
