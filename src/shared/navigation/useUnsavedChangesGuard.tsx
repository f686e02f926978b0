import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { isLeavingSession } from '@/shared/session/leaving';
import { setLeaveGuard } from '@/shared/navigation/leaveGuard';
import { usePageLocation } from '@/shared/navigation/navigation';

export interface UnsavedGuardText {
  title?: string;
  text?: string;
}

export interface UnsavedGuard {
  /** Render it: the question, shown while a way out is held back. */
  dialog: ReactNode;
  /** The form was sent: the next navigation leaves without asking. */
  release: () => void;
  /** Whether the form has changes now. */
  isDirty: () => boolean;
}

/**
 * Follows a form's isDirty in a leaf of its own (rendered with the guard's dialog), so the first change
 * re-renders this leaf and not the whole form.
 */
function DirtyProbe<T extends FieldValues>({ control, onDirty }: { control: Control<T>; onDirty: (dirty: boolean) => void }) {
  const { isDirty } = useFormState({ control });
  useLayoutEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  return null;
}

/**
 * A form with changes asks before it is left by any way out: the browser or phone back button, the
 * nav bar back, the tab bar, a link (src/shared/navigation/leaveGuard.ts). Opening a dialog over the
 * form, changing only its query, or the session ending (the draft is kept for after sign-in) never asks.
 */
export function useUnsavedChangesGuard<T extends FieldValues>(dirty: boolean | Control<T>, copy: UnsavedGuardText = {}): UnsavedGuard {
  const { t } = useTranslation('ui');
  const { pathname } = usePageLocation();
  const state = useRef({ dirty: dirty === true, pathname, released: false });
  if (typeof dirty === 'boolean') state.current.dirty = dirty;
  state.current.pathname = pathname;
  // With the form's control, its isDirty is followed by a leaf (DirtyProbe): typing never re-renders the form for it.
  const [onDirty] = useState(() => (d: boolean) => {
    state.current.dirty = d;
  });
  const [proceed, setProceed] = useState<(() => void) | null>(null);

  useEffect(
    () =>
      setLeaveGuard({
        shouldBlock: (to) => {
          const s = state.current;
          return s.dirty && !s.released && !isLeavingSession() && to !== s.pathname && !to.startsWith('/pages/dialogs/');
        },
        ask: (go) => setProceed(() => go),
      }),
    [],
  );

  const stay = () => setProceed(null);
  const leave = () => {
    const go = proceed;
    setProceed(null);
    state.current.released = true;
    go?.();
  };

  const question = proceed ? (
    <Dialog
      open
      onClose={stay}
      title={copy.title ?? t('unsaved.title')}
      actions={
        <>
          <Button variant="secondary" onClick={leave}>
            {t('unsaved.leave')}
          </Button>
          <Button variant="primary" onClick={stay}>
            {t('unsaved.stay')}
          </Button>
        </>
      }
    >
      <p>{copy.text ?? t('unsaved.text')}</p>
    </Dialog>
  ) : null;
  const dialog =
    typeof dirty === 'boolean' ? (
      question
    ) : (
      <>
        <DirtyProbe control={dirty} onDirty={onDirty} />
        {question}
      </>
    );

  return {
    dialog,
    release: () => {
      state.current.released = true;
    },
    isDirty: () => state.current.dirty,
  };
}
