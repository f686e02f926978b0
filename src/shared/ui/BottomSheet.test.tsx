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

  it('opens a labelled dialog, focusing the marked element', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Выбрать банк' }));
    expect(screen.getByRole('dialog', { name: 'Банк' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kaspi Bank' })).toHaveFocus();
  });

  it('the close button closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Выбрать банк' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  describe('over a dialog', () => {
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

    it('Escape closes only the sheet, then the dialog', async () => {
      const user = userEvent.setup();
      render(<Nested />);
      const opener = screen.getByRole('button', { name: 'Способ оплаты' });
      await user.click(opener);
      expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Оплата' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Подтверждение' })).toBeVisible();
      expect(opener).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("a tap on the sheet's backdrop closes the sheet only", async () => {
      const user = userEvent.setup();
      render(<Nested />);
      await user.click(screen.getByRole('button', { name: 'Способ оплаты' }));
      await user.click(screen.getByRole('dialog', { name: 'Оплата' }));
      expect(screen.queryByRole('dialog', { name: 'Оплата' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Подтверждение' })).toBeVisible();
    });
  });
});
