import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { uploadPhoto, type PreparedPhoto, type UploadFileResponse } from '@/shared/api/upload';
import { errorText } from '@/shared/errorText';
import { isPhotoError } from '@/shared/image/errors';
import { Button } from '@/shared/ui/Button';
import { useLatestAttempt } from '@/shared/ui/useLatestAttempt';
import { useObjectUrl } from '@/shared/ui/useObjectUrl';
import styles from '@/shared/ui/PhotoPick.module.css';

type Phase = { name: 'idle' } | { name: 'preparing' } | { name: 'uploading'; progress: number } | { name: 'done' } | { name: 'failed'; message: string };

/**
 * The optional document photo, through the same pipeline as the ID photos (prepared in the browser: upright,
 * metadata-free, small JPEG) and the same upload call (type 'other'); sent as soon as it is ready, shown, and
 * removable. The parent learns the stored file (or null) and whether a photo is still on its way.
 */
export function DocumentPhoto({ onChange }: { onChange: (file: UploadFileResponse | null, busy: boolean) => void }) {
  const { t } = useTranslation('hardship');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [prepared, setPrepared] = useState<PreparedPhoto | null>(null);
  const preview = useObjectUrl(prepared?.blob ?? null);
  const { begin, cancel } = useLatestAttempt();
  const input = useRef<HTMLInputElement>(null);

  const fail = (e: unknown) => {
    if (isPhotoError(e)) {
      if (e.kind === 'aborted') return setPhase({ name: 'idle' });
      const kind = e.kind === 'not-image' || e.kind === 'unreadable' || e.kind === 'too-large-input' ? e.kind : 'encode-failed';
      return setPhase({ name: 'failed', message: t(`form.photoErrors.${kind}`) });
    }
    if (isApiError(e) && e.kind === 'abort') return setPhase({ name: 'idle' });
    if (isApiError(e) && e.kind === 'upload') return setPhase({ name: 'failed', message: t('form.photoErrors.upload') });
    setPhase({ name: 'failed', message: errorText(t, e) });
  };

  const take = async (file: File) => {
    const { signal, current } = begin();
    setPrepared(null);
    onChange(null, true);
    setPhase({ name: 'preparing' });
    try {
      const { prepareIdPhoto } = await import('@/shared/image/prepare');
      const photo = await prepareIdPhoto(file, 'voucher', { signal });
      if (!current()) return;
      const ready = { blob: photo.blob, name: photo.name };
      setPrepared(ready);
      setPhase({ name: 'uploading', progress: 0 });
      const uploaded = await uploadPhoto(ready, 'other', { signal, onProgress: (p) => current() && setPhase({ name: 'uploading', progress: p }) });
      if (!current()) return;
      setPhase({ name: 'done' });
      onChange(uploaded, false);
    } catch (e) {
      if (!current()) return;
      onChange(null, false);
      fail(e);
    }
  };

  const remove = () => {
    cancel();
    setPrepared(null);
    setPhase({ name: 'idle' });
    onChange(null, false);
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void take(file);
  };

  const busy = phase.name === 'preparing' || phase.name === 'uploading';
  return (
    <div className="form-stack" aria-busy={busy}>
      {preview && <img className={styles.preview} src={preview} alt={t('form.preview')} />}
      <div aria-live="polite">
        {phase.name === 'preparing' && <p className="muted">{t('form.preparing')}</p>}
        {phase.name === 'uploading' && <progress className={styles.progress} max={1} value={phase.progress} aria-label={t('form.uploading')} />}
        {phase.name === 'done' && <p className="muted">{t('form.attached')}</p>}
      </div>
      {phase.name === 'failed' && (
        <p role="alert" className="form-error">
          {phase.message}
        </p>
      )}
      {prepared || busy ? (
        <Button type="button" variant="secondary" onClick={remove}>
          {t('form.remove')}
        </Button>
      ) : (
        <>
          <label className={styles.pick}>
            <input ref={input} className={styles.input} type="file" accept="image/*" capture="environment" onChange={onPick} />
            {t('form.take')}
          </label>
          <label className={`${styles.pick} ${styles.secondary}`}>
            <input className={styles.input} type="file" accept="image/*" onChange={onPick} />
            {t('form.gallery')}
          </label>
        </>
      )}
    </div>
  );
}
