import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendFeedback } from '@/features/content/api';
import { useFormDraft } from '@/stores/useFormDraft';
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
  const draft = useFormDraft('feedback', form);
  const words = wordCount(watch('content'));

  const send = useMutation({
    mutationFn: (v: Values) =>
      sendFeedback({ content: v.content.trim(), email: v.email.trim() }, { idempotencyKey: draft.idempotencyKey() }),
    onSuccess: () => {
      draft.discard();
      onSent();
    },
  });

  const onSubmit = handleSubmit((v) => {
    if (!send.isPending) send.mutate(v);
  });

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
      {send.isError && (
        <p role="alert" className="form-error">
          {errorText(t, send.error)}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth loading={send.isPending}>
        {t('feedback.send')}
      </Button>
    </form>
  );
}
