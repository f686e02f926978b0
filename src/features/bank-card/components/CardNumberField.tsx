import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Field } from '@/shared/ui/Field';
import { cardDigits, formatCardNumber } from '@/utils/card';

interface Props {
  label: ReactNode;
  /** Digits only; shown grouped in fours. */
  value: string;
  onChange: (digits: string) => void;
  onBlur: () => void;
  name: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Where the caret goes in the grouped text: just after the same count of digits as before. */
function caretAfterDigits(shown: string, digitsBefore: number): number {
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (seen === digitsBefore) return i;
    if (/\d/.test(shown[i]!)) seen++;
  }
  return shown.length;
}

/**
 * The card number as printed: groups of four while typing, pasting or autofilling (`cc-number`), the
 * numeric keypad, the caret kept where the borrower is editing. Holds digits only; no spell check,
 * autocorrect or translation service ever sees it.
 */
export function CardNumberField({ label, value, onChange, onBlur, name, hint, error, ref }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || el !== document.activeElement) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const at = e.target.selectionStart ?? raw.length;
    const digits = cardDigits(raw);
    const before = Math.min(raw.slice(0, at).replace(/\D/g, '').length, digits.length);
    caret.current = caretAfterDigits(formatCardNumber(digits), before);
    onChange(digits);
  };

  return (
    <Field
      ref={(el) => {
        input.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      label={label}
      name={name}
      value={formatCardNumber(value)}
      onChange={change}
      onBlur={onBlur}
      type="text"
      inputMode="numeric"
      autoComplete="cc-number"
      autoCorrect="off"
      spellCheck={false}
      translate="no"
      placeholder="0000 0000 0000 0000"
      hint={hint}
      error={error}
    />
  );
}
