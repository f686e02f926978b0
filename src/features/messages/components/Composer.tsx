import { useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { THREAD_TEXT_MAX, type ThreadSendResponse } from '@/features/messages/api';
import { THREAD_MESSAGES, useSendThreadMessage } from '@/features/messages/queries';
import { uploadPhoto, type PreparedPhoto } from '@/shared/api/upload';
import { errorText } from '@/shared/errorText';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { isPhotoError } from '@/shared/image/errors';
import { Button } from '@/shared/ui/Button';
import { TextArea } from '@/shared/ui/TextArea';
import { useLatestAttempt } from '@/shared/ui/useLatestAttempt';
import { useObjectUrl } from '@/shared/ui/useObjectUrl';
import pick from '@/shared/ui/PhotoPick.module.css';
import styles from './threads.module.css';

interface Values {
  text: string;
}

/** The draft of a thread's composer: only what the borrower typed, one per thread. */
export const composerDraftId = (threadId: string) => `thread:${threadId}`;

/**
 * Writing in a thread: a text and an optional photo (prepared in the browser like a payment certificate:
 * upright, metadata-free, small; uploaded with the upload call). While it goes the composer says so; when
 * it fails the text stays (and survives a reload, in the thread's own draft) and «Отправить» tries again
 * with the same key, so a lost answer never makes two messages. A sent message makes the thread stale
 * (`threadWritten`): the page asks for it again and shows it.
 */
export function Composer({ threadId, onSent }: { threadId: string; onSent?: (res: ThreadSendResponse) => void }) {
  const { t } = useTranslation('threads');
  const form = useForm<Values>({ defaultValues: { text: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, handleSubmit, formState, reset } = form;
  const draft = useFormDraft(composerDraftId(threadId), form, { fields: ['text'] });
  const send = useSendThreadMessage((req) => draft.idempotencyKey(`${req.text}\n${req.photoId ?? ''}`));

  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useObjectUrl(photo?.blob ?? null);
  const uploaded = useRef<{ blob: Blob; fileId: string } | null>(null);
  const { begin } = useLatestAttempt();

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const { signal, current } = begin();
    setFailure(null);
    setPreparing(true);
    try {
      const { prepareIdPhoto } = await import('@/shared/image/prepare');
      const prepared = await prepareIdPhoto(file, 'voucher', { signal });
      if (current()) setPhoto({ blob: prepared.blob, name: prepared.name });
    } catch (err) {
      if (current() && !(isPhotoError(err) && err.kind === 'aborted')) setFailure(t('composer.photoFailed'));
    } finally {
      if (current()) setPreparing(false);
    }
  };

  /** The photo's file id, uploading it once per photo (a retry after a failed send does not send it again). */
  const photoId = async (p: PreparedPhoto | null): Promise<string | undefined> => {
    if (!p) return undefined;
    if (uploaded.current?.blob === p.blob) return uploaded.current.fileId;
    setUploading(true);
    try {
      const file = await uploadPhoto(p, 'other', { signal: new AbortController().signal, onProgress: () => {} });
      uploaded.current = { blob: p.blob, fileId: file.fileId };
      return file.fileId;
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const res = await send.submit({ threadId, text: v.text.trim(), photoId: await photoId(photo) });
      draft.discard();
      reset({ text: '' });
      setPhoto(null);
      uploaded.current = null;
      onSent?.(res);
    } catch (err) {
      setFailure(`${t('composer.failed')} ${errorText(t, err, THREAD_MESSAGES)}`);
    }
  });

  const busy = send.isPending || uploading;
  return (
    <form className="card form-stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <TextArea
        label={t('composer.label')}
        rows={3}
        maxLength={THREAD_TEXT_MAX}
        {...register('text', {
          validate: (v) => {
            const n = v.trim().length;
            if (n === 0) return t('composer.required');
            if (n > THREAD_TEXT_MAX) return t('composer.tooLong', { max: THREAD_TEXT_MAX });
            return true;
          },
        })}
        error={formState.errors.text?.message}
      />
      <div className={styles.attach}>
        {preview && <img className={styles.thumb} src={preview} alt={t('composer.preview')} />}
        {photo && !busy ? (
          <Button type="button" variant="text" onClick={() => setPhoto(null)}>
            {t('composer.remove')}
          </Button>
        ) : (
          !photo && (
            <label className={pick.pick}>
              <input className={pick.input} type="file" accept="image/*" disabled={busy || preparing} onChange={(e) => void onPick(e)} />
              {t('composer.attach')}
            </label>
          )
        )}
        <span aria-live="polite" className="muted">
          {preparing ? t('composer.preparing') : busy ? t('composer.sending') : ''}
        </span>
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth loading={busy} disabled={preparing}>
        {t('composer.send')}
      </Button>
    </form>
  );
}
