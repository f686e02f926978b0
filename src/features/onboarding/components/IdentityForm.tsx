import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CitizenLookup } from '@/features/onboarding/components/CitizenLookup';
import { ONBOARDING_MESSAGES, useSaveStep } from '@/features/onboarding/queries';
import type { StepInfo } from '@/shared/api/stepInfo';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { DatePicker } from '@/shared/ui/DatePicker';
import { Field } from '@/shared/ui/Field';
import { iinBirthDate, iinValid } from '@/utils/iin';
import type { KeyTail } from '@/lib/i18n';

export interface IdentityValues {
  iin: string;
  surname: string;
  name: string;
  patronymic: string;
  /** 'YYYY-MM-DD' */
  birthDate: string;
}

export const IDENTITY_FORM = 'onboarding-identity';
const EMPTY: IdentityValues = { iin: '', surname: '', name: '', patronymic: '', birthDate: '' };
// Explicit: only what the borrower typed. Photos never go into a draft.
const DRAFT_FIELDS = ['iin', 'surname', 'name', 'patronymic', 'birthDate'] as const;
const NAMES = ['surname', 'name', 'patronymic'] as const;
/** The browser's autofill names for them (the patronymic is a middle name to the browser). */
const AUTOFILL = { surname: 'family-name', name: 'given-name', patronymic: 'additional-name' } as const;

/**
 * The identity data typed by hand (group 2), for when the ID front was not recognised or the identity is
 * not locked. The birth date is filled from a valid IIN (its first six digits), since the server refuses
 * a date that differs from the IIN's.
 */
export function IdentityForm({ onSaved }: { onSaved: (info: StepInfo) => void }) {
  const { t } = useTranslation('onboarding');
  const form = useForm<IdentityValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, register, handleSubmit, setValue, formState } = form;
  const draft = useFormDraft(IDENTITY_FORM, form, { fields: DRAFT_FIELDS });
  const guard = useUnsavedChangesGuard(control);
  const save = useSaveStep((info) => {
    draft.discard();
    guard.release();
    onSaved(info);
  });

  const validateIin = (v: string) => (v === '' ? t('identity.form.errors.iinEmpty') : iinValid(v) ? true : t('identity.form.errors.iinWrong'));
  const required = (key: KeyTail<'onboarding', 'identity.form.errors'>) => (v: string) => (v.trim() ? true : t(`identity.form.errors.${key}`));

  const onSubmit = handleSubmit((v) =>
    save
      .submit({ group: 'identity', iin: v.iin, surname: v.surname.trim(), name: v.name.trim(), patronymic: v.patronymic.trim(), birthDate: v.birthDate })
      .catch(() => {
        /* shown below from save.error */
      }),
  );

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <h2 className="form-heading">{t('identity.form.title')}</h2>
      <p className="muted">{t('identity.form.lead')}</p>
      <Controller
        name="iin"
        control={control}
        rules={{ validate: validateIin }}
        render={({ field, fieldState }) => (
          <Field
            label={t('identity.form.iin')}
            inputMode="numeric"
            autoComplete="off"
            // Room for the separators of a pasted grouped IIN ('9001 0150 0123'): maxLength cuts the
            // pasted text before onChange drops them, so 12 would leave 10 digits. The digits are capped below.
            maxLength={16}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').slice(0, 12);
              field.onChange(digits);
              const date = iinValid(digits) ? iinBirthDate(digits) : null;
              if (date) setValue('birthDate', date, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <IinLookup
        control={control}
        onLocked={() => {
          // The state database's identity is now the server's, locked: nothing typed here is kept.
          draft.discard();
          guard.release();
        }}
      />
      {NAMES.map((key) => (
        <Field
          key={key}
          label={t(`identity.form.${key}`)}
          autoComplete={AUTOFILL[key]}
          {...register(key, { validate: required(key) })}
          error={formState.errors[key]?.message}
        />
      ))}
      <Controller
        name="birthDate"
        control={control}
        rules={{ validate: required('birthDate') }}
        render={({ field, fieldState }) => (
          <DatePicker
            label={t('identity.form.birthDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            initial="1990-01-01"
            max={new Date().toISOString().slice(0, 10)}
            error={fieldState.error?.message}
          />
        )}
      />
      {save.error && (
        <p role="alert" className="form-error">
          {errorText(t, save.error, ONBOARDING_MESSAGES)}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth loading={save.isPending}>
        {t('identity.form.save')}
      </Button>
      {guard.dialog}
    </form>
  );
}

/** The state database lookup for the IIN typed, once it is a valid one: re-rendered when that changes, not on every digit. */
function IinLookup({ control, onLocked }: { control: Control<IdentityValues>; onLocked: () => void }) {
  const iin = useWatch({ control, name: 'iin', compute: (v: string) => (iinValid(v) ? v : null) });
  return <CitizenLookup iin={iin} onLocked={onLocked} />;
}
