import { useId, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_ERROR } from '@/features/onboarding/api';
import { isPhotoError, type PhotoErrorKind } from '@/shared/image/errors';
import { ONBOARDING_MESSAGES, uploadPhoto, type PreparedPhoto } from '@/features/onboarding/queries';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import type { TextKey } from '@/lib/i18n';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { useLatestAttempt } from '@/shared/ui/useLatestAttempt';
import { useObjectUrl } from '@/shared/ui/useObjectUrl';
import pick from '@/shared/ui/PhotoPick.module.css';
import styles from './PhotoSlot.module.css';

export type PhotoSlotKind = 'front' | 'back' | 'selfie';

type Phase =
  | { name: 'idle' }
  | { name: 'preparing' }
  /** Prepared and shown: the borrower sends it or takes another. */
  | { name: 'review' }
  | { name: 'uploading'; progress: number }
  | { name: 'checking' }
  | { name: 'done' }
  | { name: 'failed'; message: string; anotherPhoto: boolean };

const PHOTO_ERROR_KEYS: Record<Exclude<PhotoErrorKind, 'aborted'>, TextKey<'onboarding'>> = {
  'not-image': 'identity.photoErrors.notImage',
  unreadable: 'identity.photoErrors.unreadable',
  'too-large-input': 'identity.photoErrors.tooLarge',
  'encode-failed': 'identity.photoErrors.encodeFailed',
};

/** The photo itself is the problem: sending the same file again cannot help, another one is needed. */
function needsAnotherPhoto(e: unknown): boolean {
  if (isPhotoError(e)) return e.kind !== 'encode-failed';
  return isApiError(e) && (e.code === ONBOARDING_ERROR.recognitionFailed || e.code === ONBOARDING_ERROR.identificationFailed);
}

/** What the borrower reads for a failed attempt; null when they cancelled it themselves. */
export function photoErrorText(t: TFunction<'onboarding'>, e: unknown): string | null {
  if (isPhotoError(e)) return e.kind === 'aborted' ? null : t(PHOTO_ERROR_KEYS[e.kind]);
  if (isApiError(e) && e.kind === 'abort') return null;
  // 602001 (and an HTTP failure of the upload itself) gets a sentence about the photo, not a generic one; no
  // answer in time or no connection at all is said as such, as for every call (errorText).
  if (isApiError(e) && e.kind === 'upload') return t('identity.errors.upload');
  return errorText(t, e, ONBOARDING_MESSAGES);
}

/**
 * What each kind of photo says and opens: its title and short guidance, its guidance dialog (photo_zm,
 * photo_fm, photo_zp), and the camera (`environment`, the back one, for the ID; `user` for the selfie).
 */
const KINDS = {
  front: { title: 'identity.front', guidance: 'identity.cardGuide', guide: paths.dialogs.photo_zm, capture: 'environment' },
  back: { title: 'identity.back', guidance: 'identity.cardGuide', guide: paths.dialogs.photo_fm, capture: 'environment' },
  selfie: { title: 'identity.selfieTitle', guidance: 'identity.selfieGuide', guide: paths.dialogs.photo_zp, capture: 'user' },
} as const;

export interface PhotoSlotProps<T> {
  kind: PhotoSlotKind;
  /** The server's check of the uploaded file (recognition or liveness); its rejection is shown. */
  check: (url: string) => Promise<T>;
  onDone: (result: T) => void;
  /** The server already has this photo (an earlier visit): shown as accepted until a new one is chosen. */
  uploadedEarlier?: boolean;
  /**
   * Sends the photo as soon as it is prepared, its preview on screen, instead of waiting for «Отправить фото»:
   * the borrower who sees a bad shot cancels and retakes (cancelled, it waits for Send like any other).
   */
  autoSend?: boolean;
}

/**
 * One photo: choose or take it, prepare it (upright, small, metadata-free JPEG), look at it (send or
 * retake), upload it with a progress bar, let the server check it. Cancel works while preparing and
 * uploading (one AbortController for both); after a failure, Retry sends the same photo again, or
 * opens the picker when the photo itself was refused (unreadable file, ID not recognised, face check failed).
 */
export function PhotoSlot<T>({ kind, check, onDone, uploadedEarlier = false, autoSend = false }: PhotoSlotProps<T>) {
  const { t } = useTranslation('onboarding');
  const { t: s2 } = useTranslation('signup2');
  const { guide, capture } = KINDS[kind];
  const title = t(KINDS[kind].title);
  const guidance = t(KINDS[kind].guidance);
  const openDialog = useOpenDialog();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const lastFile = useRef<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [prepared, setPrepared] = useState<PreparedPhoto | null>(null);
  const preview = useObjectUrl(prepared?.blob ?? null);

  // An attempt cancels the one before, only the newest may change the slot, and leaving the page stops it.
  const { begin, cancel } = useLatestAttempt();
  // The second tap of a double tap on Send lands where Send was, where Cancel may be now: it cancels nothing.
  const cancelUpload = (e: MouseEvent) => {
    if (e.detail < 2) cancel();
  };

  /** A failed or cancelled send; cancelled, the photo stays on screen to send or retake. */
  const fail = (e: unknown, current: () => boolean) => {
    if (!current()) return; // a newer photo replaced this attempt
    const message = photoErrorText(t, e);
    setPhase(message ? { name: 'failed', message, anotherPhoto: needsAnotherPhoto(e) } : { name: 'review' });
  };

  /** Prepares a chosen file and shows it for review before anything is sent. */
  const prepare = async (file: File) => {
    const { signal, current } = begin();
    lastFile.current = file;
    setPrepared(null);
    setPhase({ name: 'preparing' });
    try {
      // Loaded on first use: the decoder and encoder stay out of every other chunk.
      const { prepareIdPhoto } = await import('@/shared/image/prepare');
      const photo = await prepareIdPhoto(file, kind, { signal });
      if (!current()) return;
      const ready = { blob: photo.blob, name: photo.name };
      setPrepared(ready);
      if (autoSend) void send(ready);
      else setPhase({ name: 'review' });
    } catch (e) {
      if (!current()) return;
      const message = photoErrorText(t, e);
      setPhase(message ? { name: 'failed', message, anotherPhoto: needsAnotherPhoto(e) } : { name: 'idle' });
    }
  };

  /** Sends the reviewed photo and lets the server check it. */
  const send = async (photo: PreparedPhoto) => {
    const { signal, current } = begin();
    setPhase({ name: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadPhoto(photo, kind, {
        signal,
        onProgress: (fraction) => {
          if (current()) setPhase({ name: 'uploading', progress: fraction });
        },
      });
      if (!current()) return;
      setPhase({ name: 'checking' });
      const result = await check(uploaded.url);
      if (!current()) return;
      setPhase({ name: 'done' });
      onDone(result);
    } catch (e) {
      fail(e, current);
    }
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    e.target.value = '';
    if (file) void prepare(file);
  };

  const retry = () => {
    if (phase.name !== 'failed' || phase.anotherPhoto) return input.current?.click();
    // The same photo again: sent as prepared, or prepared again when that is what failed.
    if (prepared) void send(prepared);
    else if (lastFile.current) void prepare(lastFile.current);
  };

  const busy = phase.name === 'preparing' || phase.name === 'uploading' || phase.name === 'checking';
  const accepted = phase.name === 'done' || (phase.name === 'idle' && uploadedEarlier);

  return (
    <section className={`card form-stack ${styles.slot}`} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="form-heading">
        {title}
      </h2>
      <p className="muted">{guidance}</p>
      <button type="button" className={styles.guide} onClick={() => openDialog(guide)}>
        {t('identity.howTo')}
      </button>
      {preview && <img className={kind === 'selfie' ? styles.selfie : pick.preview} src={preview} alt={t('identity.preview', { side: title })} />}

      <div aria-live="polite">
        {phase.name === 'preparing' && <p className="muted">{t('identity.preparing')}</p>}
        {phase.name === 'review' && <p className="muted">{t(kind === 'selfie' ? 'identity.reviewSelfie' : 'identity.reviewCard')}</p>}
        {phase.name === 'uploading' && autoSend && <p className="muted">{s2('photo.sending')}</p>}
        {phase.name === 'uploading' && (
          <progress className={pick.progress} max={1} value={phase.progress} aria-label={t('identity.uploading')} />
        )}
        {phase.name === 'checking' && <p className="muted">{t('identity.checking')}</p>}
        {accepted && <p className={styles.ok}>{t('identity.done')}</p>}
      </div>
      {phase.name === 'failed' && (
        <p role="alert" className="form-error">
          {phase.message}
        </p>
      )}

      {/* Stays where it was while the photo goes (busy, so a second tap lands on it, not on Cancel). */}
      {(phase.name === 'review' || phase.name === 'uploading' || phase.name === 'checking') && prepared && (
        <Button type="button" variant="primary" loading={phase.name !== 'review'} onClick={() => void send(prepared)}>
          {t('identity.send')}
        </Button>
      )}
      {(phase.name === 'preparing' || phase.name === 'uploading') && (
        <Button type="button" variant="secondary" onClick={cancelUpload}>
          {t('identity.cancel')}
        </Button>
      )}
      {phase.name === 'failed' && (
        <Button type="button" variant="primary" onClick={retry}>
          {t('identity.retry')}
        </Button>
      )}
      {!busy && (
        <>
          {/* The label is the button. `capture` opens the camera straight away on Android; iOS offers both. */}
          <label className={pick.pick}>
            <input ref={input} className={pick.input} type="file" accept="image/*" capture={capture} onChange={onPick} />
            {t(accepted || phase.name === 'failed' || phase.name === 'review' ? 'identity.takeAgain' : 'identity.take')}
          </label>
          {/* The gallery as a fallback: a photo taken earlier, or a phone whose camera picker fails in an in-app browser. */}
          <label className={`${pick.pick} ${pick.secondary}`}>
            <input className={pick.input} type="file" accept="image/*" onChange={onPick} />
            {t('identity.gallery')}
          </label>
        </>
      )}
    </section>
  );
}
