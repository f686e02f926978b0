import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_MESSAGES, useSendFeedback } from '@/features/content/queries';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { Field } from '@/shared/ui/Field';
import { TextArea } from '@/shared/ui/TextArea';
import { SelectChips } from '@/shared/ui/SelectChips';
import { WRITABLE_TOPICS, type WritableTopic } from '@/shared/api/threads';
import type { FeedbackResponse } from '@/features/content/api';
import { Button } from '@/shared/ui/Button';
import { errorText } from '@/shared/errorText';
import { FEEDBACK_WORDS, isEmail, wordCount } from '@/utils/text';

interface Values {
  /** null: not chosen, sent without a topic (the spec's form), which the server files as 'other'. */
  topic: WritableTopic | null;
  content: string;
  email: string;
}

/**
 * Feedback (spec section 5): description of 10 to 200 words and a contact e-mail; kept as a draft. It opens
 * a conversation (docs/api.md "Conversations"): an optional topic, and the answer names the thread.
 */
export function FeedbackForm({ onSent }: { onSent: (res: FeedbackResponse) => void }) {
  const { t } = useTranslation('account');
  const { t: tt } = useTranslation('threads');
  const form = useForm<Values>({ defaultValues: { topic: null, content: '', email: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, handleSubmit, watch, formState, control } = form;
  const draft = useFormDraft(FEEDBACK_FORM, form, { fields: ['topic', 'content', 'email'] });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const words = wordCount(watch('content'));

  // Edited after a lost answer, it is another message: a new key, so the server does not answer with the first.
  const send = useSendFeedback((req) => draft.idempotencyKey(`${req.topic ?? ''}\n${req.content}\n${req.email}`), (res) => {
    draft.discard();
    guard.release();
    onSent(res);
  });

  const onSubmit = handleSubmit((v) =>
    send.submit({ content: v.content.trim(), email: v.email.trim(), ...(v.topic ? { topic: v.topic } : {}) }).catch(() => {
      /* shown below from send.error */
    }),
  );

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="topic"
        render={({ field }) => (
          <SelectChips<WritableTopic>
            label={tt('feedback.topic')}
            name="feedback-topic"
            options={WRITABLE_TOPICS.map((v) => ({ value: v, label: tt(`topic.${v}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
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
