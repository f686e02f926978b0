import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent, type KeyboardEvent } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoginResponse } from '@/features/auth/api';
import { LOGIN_MESSAGES, SEND_CODE_MESSAGES, useLogin, useSendCode } from '@/features/auth/queries';
import { track } from '@/shared/analytics/track';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useExclusive } from '@/shared/api/query';
import { errorText } from '@/shared/errorText';
import type { TextKey } from '@/lib/i18n';
import { Field } from '@/shared/ui/Field';
import { PhoneField } from '@/shared/ui/PhoneField';
import { Checkbox } from '@/shared/ui/Checkbox';
import { TaggedText } from '@/shared/ui/TaggedText';
import { Button } from '@/shared/ui/Button';
import { Countdown } from '@/shared/ui/Countdown';
import { codeProblem, maskPhone, nationalDigits, phoneProblem, toApiPhone } from '@/utils/phone';
import { setMarketingConsent } from '@/stores/marketingConsentChange';
import { useWebOtp } from '@/features/auth/webOtp';
import { CodeHelp } from '@/features/auth/components/CodeHelp';
import styles from './LoginForm.module.css';

/** What the login draft keeps besides the phone and the tick: the code's state, so a reload or a trip to the privacy page keeps the countdown. */
interface LoginMeta extends Record<string, unknown> {
  /** When the code may be re-sent (epoch ms). */
  resendAt?: number;
  codeLength?: number;
  sentTo?: string;
}

interface Values {
  phone: string;
  code: string;
  privacy: boolean;
  /** The marketing consent: a tick of its own, never ticked for the borrower, not needed to sign in. */
  marketing: boolean;
}

export interface LoginFormProps {
  privacyHref: string;
  onSignedIn: (result: LoginResponse) => Promise<void> | void;
}

export const LOGIN_FORM = 'login';

/** Phone + SMS code sign-in (spec sections 2, 5, 8). The code itself is never kept in the draft. */
export function LoginForm({ privacyHref, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('consents');
  const codeRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { phone: '', code: '', privacy: false, marketing: false },
  });
  const draft = useFormDraft<Values, LoginMeta>(LOGIN_FORM, form, { fields: ['phone', 'privacy', 'marketing'] });
  const saved = draft.meta;
  const [codeLength, setCodeLength] = useState(saved.codeLength ?? 4);
  const [resendAt, setResendAt] = useState<number | null>(saved.resendAt ?? null);
  const [canResend, setCanResend] = useState(() => !saved.resendAt || saved.resendAt <= Date.now());
  /** The number the last code went to; editing the number back to another one asks for a new code. */
  const [sentTo, setSentTo] = useState<string | null>(saved.sentTo ?? null);
  /** Codes sent since the form opened: each send starts its own SMS autofill request. */
  const [sends, setSends] = useState(0);

  const {
    control,
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    clearErrors,
    watch,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  // Arriving with no number yet, the number field has the focus (on Android the keyboard comes up with it).
  useEffect(() => {
    if (!getValues('phone')) setFocus('phone');
  }, [getValues, setFocus]);

  // Bumped when a code is sent: the code field takes focus so the SMS autofill lands there.
  const [focusCode, setFocusCode] = useState(0);
  useEffect(() => {
    if (focusCode) codeRef.current?.focus();
  }, [focusCode]);

  const focusPhone = useCallback(() => setFocus('phone'), [setFocus]);

  // Watched (each digit re-renders the form) only once a code has gone to a number, to tell whether it still
  // is that number; before, nothing outside the field shows the number, so a digit re-renders the field alone.
  const phone = sentTo !== null ? watch('phone') : getValues('phone');
  const sent = sentTo !== null && sentTo === phone;
  const { saveMeta } = draft;
  useEffect(() => {
    saveMeta({ resendAt: resendAt ?? undefined, codeLength, sentTo: sentTo ?? undefined });
    // saveMeta is stable in effect (it writes through refs); the code state is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resendAt, codeLength, sentTo]);

  const send = useSendCode();
  const signIn = useLogin();

  const validatePhone = (v: string): TextKey<'auth'> | true => {
    const p = phoneProblem(nationalDigits(v));
    return p === 'empty' ? 'errors.phoneEmpty' : p === 'incomplete' ? 'errors.phoneIncomplete' : true;
  };

  /** Validation and send as one guarded run: a double tap during validation joins the first. */
  const exclusive = useExclusive();
  function onSend() {
    if (sent && !canResend) return;
    void exclusive(async () => {
      if (!(await trigger(['phone', 'privacy']))) return;
      const national = nationalDigits(getValues('phone'));
      try {
        const data = await send.submit({ phone: toApiPhone(national) });
        track('code_requested', { resend: sentTo === national });
        setSentTo(national);
        setCodeLength(data.codeLength || 4);
        setResendAt(Date.now() + data.resendAfter * 1000);
        setCanResend(false);
        setSends((n) => n + 1);
        clearErrors('phone');
        setFocusCode((n) => n + 1);
      } catch (e) {
        setError('phone', { type: 'send', message: errorText(t, e, SEND_CODE_MESSAGES) });
      }
    });
  }

  /**
   * Enter in the phone field does what the send button does while there is no code to sign in with: the
   * code has not gone to this number yet, or the countdown is over and the code field is still empty.
   * Otherwise (a code is on its way, or typed) Enter submits as usual. Without this the form's implicit
   * submission signed in with an empty code and only said «enter the code». Caught on the form because
   * PhoneField takes no key handler; the keydown of its input bubbles here.
   */
  const onPhoneEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLInputElement;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || target.name !== 'phone') return;
    if (sent && (!canResend || getValues('code') !== '')) return;
    e.preventDefault();
    onSend();
  };

  const signInOnce = useExclusive();
  /** Signed in: the page is on its way out, and the code is spent. */
  const done = useRef(false);
  /**
   * The button, Enter and the code's last digit all come here; a second one while signing in joins the
   * first, and one after it (a tap landing before the page has gone) does nothing.
   */
  const submit = (e?: BaseSyntheticEvent) => {
    e?.preventDefault();
    if (!done.current) void signInOnce(() => onSubmit());
  };

  const onSubmit = handleSubmit(async (v) => {
    let result: LoginResponse;
    // Unticked, the borrower has said no: the sign-in call itself already goes without advertising ids.
    if (!v.marketing) setMarketingConsent('withdrawn');
    try {
      result = await signIn.submit({ phone: toApiPhone(nationalDigits(v.phone)), code: v.code.replace(/\D/g, ''), marketing: v.marketing });
    } catch (e) {
      setError('code', { type: 'server', message: errorText(t, e, LOGIN_MESSAGES) });
      codeRef.current?.focus();
      return;
    }
    done.current = true;
    // What the server now holds, from this moment: unticked, no advertising id leaves this browser.
    setMarketingConsent(v.marketing ? 'given' : 'withdrawn');
    draft.discard();
    await onSignedIn(result);
  });

  // A rule's message is its key, so it follows a language switch; the server's is the sentence itself.
  const msg = (e?: FieldError) => (e?.message ? (e.type === 'send' || e.type === 'server' ? e.message : t(e.message as TextKey<'auth'>)) : undefined);
  // Android Chrome reads the code from the SMS (WebOTP); a whole code signs in as its last typed digit does.
  useWebOtp(sent ? `${sentTo}:${sends}` : null, (code) => {
    const digits = code.replace(/\D/g, '').slice(0, codeLength);
    setValue('code', digits);
    clearErrors('code');
    if (digits.length === codeLength) submit();
    else codeRef.current?.focus();
  });

  const codeReg = register('code', {
    validate: (v): TextKey<'auth'> | true => {
      const p = codeProblem(v, codeLength);
      return p === 'empty' ? 'errors.codeEmpty' : p === 'incomplete' ? 'errors.codeIncomplete' : true;
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} onKeyDown={onPhoneEnter} noValidate>
      <p className={styles.lead}>{t('lead')}</p>

      <Controller
        name="phone"
        control={control}
        rules={{ validate: validatePhone }}
        render={({ field }) => (
          <PhoneField
            label={t('phone')}
            autoComplete="tel"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={msg(errors.phone)}
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
        // The last digit signs in (typed or filled in from the SMS): no tap on «Войти», which may be under the keyboard.
        onChange={async (e) => {
          await codeReg.onChange(e);
          if (sent && e.target.value.replace(/\D/g, '').length === codeLength) submit();
        }}
        ref={(el) => {
          codeReg.ref(el);
          codeRef.current = el;
        }}
        error={msg(errors.code)}
      />
      {sent && <CodeHelp phone={maskPhone(phone)} onChangeNumber={focusPhone} />}

      <Checkbox
        {...register('privacy', { validate: (v): TextKey<'auth'> | true => v || 'errors.privacyRequired' })}
        label={
          <TaggedText text={t('privacy')} components={{ policy: <Link to={privacyHref} className={styles.link} /> }} />
        }
        error={msg(errors.privacy)}
      />

      <Checkbox {...register('marketing')} label={tc('signIn.marketing')} />

      <Button type="submit" variant="primary" fullWidth loading={isSubmitting || signIn.isPending}>
        {t('signIn')}
      </Button>
    </form>
  );
}
