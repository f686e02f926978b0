import { useState } from 'react';
import { render, screen } from '@testing-library/react';
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

  it('opens as a labelled modal dialog with focus inside and the page scroll locked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));

    const dialog = screen.getByRole('dialog', { name: 'Выйти из аккаунта?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Черновики анкеты останутся на устройстве.');
    expect(dialog.parentElement?.parentElement).toBe(document.body); // portal
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getAllByRole('button', { name: 'Отмена' })[0]).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    const dialog = screen.getByRole('dialog');
    const [cancel, confirm] = [
      screen.getByRole('button', { name: 'Отмена' }),
      dialog.querySelectorAll('button')[1] as HTMLElement,
    ];
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape, unlocks scroll and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Выйти' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a tap on the backdrop, but not when a choice is required', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
