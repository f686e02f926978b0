import { useCallback, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { isLeavingSession } from '@/shared/session/session';

export interface UnsavedGuardText {
  title?: string;
  text?: string;
}

export interface UnsavedGuard {
  /** Render it: the question, shown while a way out is held back. */
  dialog: ReactNode;
  /** The form was sent: the next navigation leaves without asking. */
  release: () => void;
}

const opensDialogOver = (next: Location) => Boolean((next.state as { background?: unknown } | null)?.background);

/**
 * A form with changes asks before it is left by any way out: the browser or phone back button, the
 * nav bar back, the tab bar, a link. Opening a dialog over the form, changing only its query, or the
 * session ending (the draft is kept for after sign-in) never asks.
 */
export function useUnsavedChangesGuard(dirty: boolean, copy: UnsavedGuardText = {}): UnsavedGuard {
  const { t } = useTranslation('ui');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const released = useRef(false);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        dirtyRef.current &&
        !released.current &&
        !isLeavingSession() &&
        currentLocation.pathname !== nextLocation.pathname &&
        !opensDialogOver(nextLocation),
      [],
    ),
  );

  const dialog =
    blocker.state === 'blocked' ? (
      <Dialog
        open
        onClose={() => blocker.reset()}
        title={copy.title ?? t('unsaved.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => blocker.proceed()}>
              {t('unsaved.leave')}
            </Button>
            <Button variant="primary" onClick={() => blocker.reset()}>
              {t('unsaved.stay')}
            </Button>
          </>
        }
      >
        <p>{copy.text ?? t('unsaved.text')}</p>
      </Dialog>
    ) : null;

  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}
