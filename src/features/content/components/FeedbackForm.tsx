import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_MESSAGES, useSendFeedback } from '@/features/content/queries';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { Field } from '@/shared/ui/Field';
import { TextArea } from '@/shared/ui/TextArea';
import { Button } from '@/shared/ui/Button';
import { errorText } from '@/shared/errorText';
import { FEEDBACK_WORDS, isEmail, wordCount } from '@/utils/text';

interface Values {
  content: string;
  email: string;
}

/** Feedback (spec section 5): description of 10 to 200 words and a contact e-mail; kept as a draft. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm<Values>({ defaultValues: { content: '', email: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, handleSubmit, watch, formState } = form;
  const draft = useFormDraft(FEEDBACK_FORM, form, { fields: ['content', 'email'] });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const words = wordCount(watch('content'));

  // Edited after a lost answer, it is another message: a new key, so the server does not answer with the first.
  const send = useSendFeedback((req) => draft.idempotencyKey(`${req.content}\n${req.email}`), () => {
    draft.discard();
    guard.release();
    onSent();
  });

  const onSubmit = handleSubmit((v) =>
    send.submit({ content: v.content.trim(), email: v.email.trim() }).catch(() => {
      /* shown below from send.error */
    }),
  );

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <TextArea
        label={t('feedback.content')}
        hint={t('feedback.words', { count: words, min: FEEDBACK_WORDS.min, max: FEEDBACK_WORDS.max })}
        {...register('content', {
          validate: (v) => {
            const n = wordCount(v);
            if (n === 0) return t('feedback.contentRequired');
            if (n < FEEDBACK_WORDS.min) return t('feedback.tooShort', { min: FEEDBACK_WORDS.min });
            if (n > FEEDBACK_WORDS.max) return t('feedback.tooLong', { max: FEEDBACK_WORDS.max });
            return true;
          },
        })}
        error={formState.errors.content?.message}
      />
      <Field
        label={t('feedback.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@mail.kz"
        {...register('email', {
          validate: (v) => (v.trim() === '' ? t('feedback.emailRequired') : isEmail(v) ? true : t('feedback.emailInvalid')),
        })}
        error={formState.errors.email?.message}
      />
      {send.error && (
        <p role="alert" className="form-error">
          {errorText(t, send.error, CONTENT_MESSAGES)}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth loading={send.isPending}>
        {t('feedback.send')}
      </Button>
      {guard.dialog}
    </form>
  );
}

export const FEEDBACK_FORM = 'feedback';
