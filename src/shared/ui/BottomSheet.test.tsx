import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { Dialog } from '@/shared/ui/Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Выбрать банк
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Банк">
        <button type="button">Halyk Bank</button>
        <button type="button" data-autofocus="">
          Kaspi Bank
        </button>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('opens a labelled modal, focusing the marked element, and locks page scroll', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выбрать банк' }));
    const sheet = screen.getByRole('dialog', { name: 'Банк' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Kaspi Bank' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab, and the close button closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Выбрать банк' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Halyk Bank' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('over a dialog, Escape closes only the sheet, then the dialog', async () => {
    function Nested() {
      const [dialog, setDialog] = useState(true);
      const [sheet, setSheet] = useState(false);
      return (
        <Dialog open={dialog} onClose={() => setDialog(false)} title="Подтверждение">
          <button type="button" onClick={() => setSheet(true)}>
            Способ оплаты
          </button>
          <BottomSheet open={sheet} onClose={() => setSheet(false)} title="Оплата">
            <button type="button">Карта</button>
          </BottomSheet>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    const opener = screen.getByRole('button', { name: 'Способ оплаты' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Карта' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Оплата' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Подтверждение' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
