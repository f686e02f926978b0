import { useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPAYMENT_MESSAGES } from '@/features/repayment/queries';
import { isApiError } from '@/lib/api-error';
import { uploadPhoto, type PreparedPhoto, type UploadFileResponse } from '@/shared/api/upload';
import { errorText } from '@/shared/errorText';
import { isPhotoError } from '@/shared/image/errors';
import { Button } from '@/shared/ui/Button';
import { useLatestAttempt } from '@/shared/ui/useLatestAttempt';
import { useObjectUrl } from '@/shared/ui/useObjectUrl';
import styles from '@/shared/ui/PhotoPick.module.css';

type Phase =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'review' }
  | { name: 'uploading'; progress: number }
  | { name: 'failed'; message: string; anotherPhoto: boolean };

/**
 * The payment certificate (a photo of the receipt or a screenshot from the bank's app), handled like the
 * ID photos: prepared in the browser (upright, metadata-free, small JPEG), shown before it is sent,
 * uploaded with a real progress bar and cancel, and sent again or replaced after a failure.
 */
export function CertificateUpload({ onUploaded, disabled }: { onUploaded: (file: UploadFileResponse) => void; disabled?: boolean }) {
  const { t } = useTranslation('repayment');
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [prepared, setPrepared] = useState<PreparedPhoto | null>(null);
  const preview = useObjectUrl(prepared?.blob ?? null);
  const { begin, cancel } = useLatestAttempt();
  // The second tap of a double tap on Send lands where Send was, where Cancel may be now: it cancels nothing.
  const cancelUpload = (e: MouseEvent) => {
    if (e.detail < 2) cancel();
  };

  const failure = (e: unknown): Phase | null => {
    if (isPhotoError(e)) return e.kind === 'aborted' ? null : { name: 'failed', message: t(`certificate.errors.${e.kind}`), anotherPhoto: e.kind !== 'encode-failed' };
    if (isApiError(e) && e.kind === 'abort') return null;
    if (isApiError(e) && e.kind === 'upload') return { name: 'failed', message: t('certificate.errors.upload'), anotherPhoto: false };
    return { name: 'failed', message: errorText(t, e, REPAYMENT_MESSAGES), anotherPhoto: false };
  };

  const prepare = async (file: File) => {
    const { signal, current } = begin();
    setPrepared(null);
    setPhase({ name: 'preparing' });
    try {
      const { prepareIdPhoto } = await import('@/shared/image/prepare');
      const photo = await prepareIdPhoto(file, 'voucher', { signal });
      if (!current()) return;
      setPrepared({ blob: photo.blob, name: photo.name });
      setPhase({ name: 'review' });
    } catch (e) {
      if (current()) setPhase(failure(e) ?? { name: 'idle' });
    }
  };

  const send = async (photo: PreparedPhoto) => {
    const { signal, current } = begin();
    setPhase({ name: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadPhoto(photo, 'voucher', {
        signal,
        onProgress: (p) => current() && setPhase({ name: 'uploading', progress: p }),
      });
      if (!current()) return;
      setPhase({ name: 'review' });
      onUploaded(uploaded);
    } catch (e) {
      if (current()) setPhase(failure(e) ?? { name: 'review' });
    }
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void prepare(file);
  };

  const busy = phase.name === 'preparing' || phase.name === 'uploading';
  return (
    <div className="form-stack" aria-busy={busy}>
      {preview && <img className={styles.preview} src={preview} alt={t('certificate.preview')} />}
      <div aria-live="polite">
        {phase.name === 'preparing' && <p className="muted">{t('certificate.preparing')}</p>}
        {phase.name === 'uploading' && <progress className={styles.progress} max={1} value={phase.progress} aria-label={t('certificate.uploading')} />}
      </div>
      {phase.name === 'failed' && (
        <p role="alert" className="form-error">
          {phase.message}
        </p>
      )}
      {/* Stays where it was while the photo goes (busy, so a second tap lands on it, not on Cancel). */}
      {(phase.name === 'review' || phase.name === 'uploading') && prepared && (
        <Button type="button" variant="primary" disabled={disabled} loading={phase.name === 'uploading'} onClick={() => void send(prepared)}>
          {t('certificate.send')}
        </Button>
      )}
      {busy && (
        <Button type="button" variant="secondary" onClick={cancelUpload}>
          {t('certificate.cancel')}
        </Button>
      )}
      {phase.name === 'failed' && !phase.anotherPhoto && prepared && (
        <Button type="button" variant="primary" onClick={() => void send(prepared)}>
          {t('certificate.retry')}
        </Button>
      )}
      {!busy && (
        <>
          <label className={styles.pick}>
            <input ref={input} className={styles.input} type="file" accept="image/*" capture="environment" onChange={onPick} />
            {t(prepared ? 'certificate.takeAgain' : 'certificate.take')}
          </label>
          <label className={`${styles.pick} ${styles.secondary}`}>
            <input className={styles.input} type="file" accept="image/*" onChange={onPick} />
            {t('certificate.gallery')}
          </label>
        </>
      )}
    </div>
  );
}
