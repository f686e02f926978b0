import type { ChangeEvent } from 'react';
import { groupDigits } from '@/features/repayment/amount';

/**
 * An amount field that reads like every other figure («30 045») while the form keeps the digits: what the
 * borrower types is regrouped, and the caret stays after the same digit it was after.
 */
export function groupedAmount(digits: string, set: (digits: string) => void) {
  return {
    value: groupDigits(digits),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const el = e.target;
      const caret = el.selectionStart ?? el.value.length;
      const before = el.value.slice(0, caret).replace(/\D/g, '').length;
      set(el.value.replace(/\D/g, ''));
      // After React has put the regrouped value in: the caret after the same number of digits.
      requestAnimationFrame(() => {
        if (document.activeElement !== el) return;
        let seen = 0;
        let at = 0;
        while (at < el.value.length && seen < before) if (/\d/.test(el.value[at++]!)) seen += 1;
        el.setSelectionRange(at, at);
      });
    },
  };
}
