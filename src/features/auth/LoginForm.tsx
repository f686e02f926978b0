import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTH_ERROR, login, sendCode, type LoginResponse } from '@/features/auth/api';
import { isApiError } from '@/lib/api-error';
import { Field } from '@/shared/ui/Field';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Button } from '@/shared/ui/Button';
import { Countdown } from '@/shared/ui/Countdown';
import { codeProblem, formatNational, maskPhone, nationalDigits, phoneProblem, toApiPhone } from '@/utils/phone';
import styles from './LoginForm.module.css';

export interface LoginDraft {
  phone?: string;
  privacy?: boolean;
  /** When the code may be re-sent (epoch ms); survives reload and a trip to the privacy page. */
  resendAt?: number;
  codeLength?: number;
  sentTo?: string;
}

interface Values {
  phone: string;
  code: string;
  privacy: boolean;
}

export interface LoginFormProps {
  privacyHref: string;
  draft: LoginDraft | undefined;
  onDraft: (d: LoginDraft) => void;
  onSignedIn: (result: LoginResponse) => Promise<void> | void;
}

/** Phone + SMS code sign-in (spec sections 2, 5, 8). */
export function LoginForm({ privacyHref, draft, onDraft, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const codeRef = useRef<HTMLInputElement | null>(null);
  const sending = useRef(false);
  const [codeLength, setCodeLength] = useState(draft?.codeLength ?? 4);
  const [resendAt, setResendAt] = useState<number | null>(draft?.resendAt ?? null);
  const [canResend, setCanResend] = useState(() => !draft?.resendAt || draft.resendAt <= Date.now());
  /** The number the last code went to; editing the number back to another one asks for a new code. */
  const [sentTo, setSentTo] = useState<string | null>(draft?.sentTo ?? null);

  const {
    control,
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { phone: draft?.phone ?? '', code: '', privacy: draft?.privacy ?? false },
  });

  // Bumped when a code is sent: the code field takes focus so the SMS autofill lands there.
  const [focusCode, setFocusCode] = useState(0);
  useEffect(() => {
    if (focusCode) codeRef.current?.focus();
  }, [focusCode]);

  const phone = watch('phone');
  const privacy = watch('privacy');
  const sent = sentTo !== null && sentTo === phone;
  useEffect(() => {
    onDraft({ phone, privacy, resendAt: resendAt ?? undefined, codeLength, sentTo: sentTo ?? undefined });
  }, [phone, privacy, resendAt, codeLength, sentTo, onDraft]);

  const send = useMutation({
    mutationFn: (national: string) => sendCode({ phone: toApiPhone(national) }),
    onSuccess: (data, national) => {
      setSentTo(national);
      setCodeLength(data.codeLength || 4);
      setResendAt(Date.now() + data.resendAfter * 1000);
      setCanResend(false);
      clearErrors('phone');
      setFocusCode((n) => n + 1);
    },
    onError: (e) => {
      // Spec's two kinds: the server refused to send, or the request itself failed.
      const key = isApiError(e) && e.kind === 'server' ? 'errors.sendFailed' : 'errors.sendError';
      setError('phone', { type: 'send', message: key });
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const signIn = useMutation({
    mutationFn: (v: Values) => login({ phone: toApiPhone(nationalDigits(v.phone)), code: v.code.replace(/\D/g, '') }),
  });

  const validatePhone = (v: string) => {
    const p = phoneProblem(nationalDigits(v));
    return p === 'empty' ? 'errors.phoneEmpty' : p === 'incomplete' ? 'errors.phoneIncomplete' : true;
  };

  async function onSend() {
    // Take the guard before awaiting validation, so a double tap cannot slip in between.
    if (sending.current || send.isPending || (sent && !canResend)) return;
    sending.current = true;
    const ok = await trigger(['phone', 'privacy']);
    if (!ok) {
      sending.current = false;
      return;
    }
    send.mutate(nationalDigits(getValues('phone')));
  }

  const onSubmit = handleSubmit(async (v) => {
    try {
      const result = await signIn.mutateAsync(v);
      await onSignedIn(result);
    } catch (e) {
      const wrong = isApiError(e) && e.kind === 'server' && (e.code === AUTH_ERROR.wrongCode || e.code === AUTH_ERROR.codeExpired);
      setError('code', { type: 'server', message: wrong ? 'errors.codeWrong' : 'errors.loginError' });
      codeRef.current?.focus();
    }
  });

  const msg = (m?: string) => (m ? t(m) : undefined);
  const codeReg = register('code', {
    validate: (v) => {
      const p = codeProblem(v, codeLength);
      return p === 'empty' ? 'errors.codeEmpty' : p === 'incomplete' ? 'errors.codeIncomplete' : true;
    },
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('lead')}</p>

      <Controller
        name="phone"
        control={control}
        rules={{ validate: validatePhone }}
        render={({ field }) => (
          <Field
            label={t('phone')}
            prefix="+7"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="701 123 45 67"
            name={field.name}
            ref={field.ref}
            value={formatNational(nationalDigits(field.value))}
            onChange={(e) => field.onChange(nationalDigits(e.target.value))}
            onBlur={field.onBlur}
            error={msg(errors.phone?.message)}
          />
        )}
      />

      <div className={styles.sendRow}>
        {sent && !canResend && resendAt ? (
          <p className={styles.resend} aria-live="polite">
            {t('resendIn')} <Countdown until={resendAt} onDone={() => setCanResend(true)} />
          </p>
        ) : (
          <Button type="button" variant="secondary" fullWidth loading={send.isPending} onClick={onSend}>
            {sent ? t('resend') : t('getCode')}
          </Button>
        )}
        {sent && (
          <p className={styles.sent} role="status">
            {t('codeSent', { phone: maskPhone(phone) })}
          </p>
        )}
      </div>

      <Field
        label={t('code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength}
        placeholder={'•'.repeat(codeLength)}
        {...codeReg}
        ref={(el) => {
          codeReg.ref(el);
          codeRef.current = el;
        }}
        error={msg(errors.code?.message)}
      />

      <Checkbox
        {...register('privacy', { validate: (v) => v || 'errors.privacyRequired' })}
        label={
          <Trans
            t={t}
            i18nKey="privacy"
            components={{ policy: <Link to={privacyHref} className={styles.link} /> }}
          />
        }
        error={msg(errors.privacy?.message)}
      />

      <Button type="submit" variant="primary" fullWidth loading={isSubmitting || signIn.isPending}>
        {t('signIn')}
      </Button>
    </form>
  );
}
