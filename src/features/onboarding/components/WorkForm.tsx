import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EDUCATION_OPTIONS, EMPLOYMENT_OPTIONS, INCOME_OPTIONS, LOAN_PURPOSE_OPTIONS } from '@/features/onboarding/api';
import { AddressFields } from '@/features/onboarding/components/AddressFields';
import { MANUAL_CITY, type WorkValues } from '@/features/onboarding/components/workValues';
import { ONBOARDING_MESSAGES, useSaveStep } from '@/features/onboarding/queries';
import type { StepInfo } from '@/shared/api/stepInfo';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import type { SelectOption } from '@/shared/ui/Select';
import { SelectChips } from '@/shared/ui/SelectChips';
import { isEmail } from '@/utils/text';
import { useConfig } from '@/stores/config';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';
import type { ReactNode } from 'react';
import type { KeyTail } from '@/lib/i18n';

export const WORK_FORM = 'onboarding-work';
const EMPTY: WorkValues = { income: '', education: '', employment: '', purpose: '', email: '', region: '', city: '', cityName: '', street: '', detail: '' };
const FIELDS = Object.keys(EMPTY) as (keyof WorkValues)[];

/** Group 0 (spec sections 3, 5): income, education, employment, loan purpose, e-mail and the home address. */
export function WorkForm({ onSaved, focusAddress = false }: { onSaved: (info: StepInfo) => void; focusAddress?: boolean }) {
  const { t } = useTranslation('onboarding');
  const form = useForm<WorkValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, register, handleSubmit, formState } = form;
  const draft = useFormDraft(WORK_FORM, form, { fields: FIELDS });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const flags = useConfig((c) => c.config);
  const openDialog = useOpenDialog();
  // Config flags (docs/decisions.md): '0' hides the fields a flag names; income is always asked.
  const show = {
    personal: flags.personalInfo !== '0',
    education: flags.educationInfo !== '0',
    email: flags.emailinfo !== '0',
    location: flags.locationinfo !== '0',
  };

  const save = useSaveStep((info) => {
    draft.discard();
    guard.release();
    onSaved(info);
  });

  const option = (id: string, label: string): SelectOption => ({ value: id, label });
  const income = INCOME_OPTIONS.map(({ id }) => option(id, t(`income.${id}`, { ns: 'options' })));
  const education = EDUCATION_OPTIONS.map((id) => option(id, t(`education.${id}`, { ns: 'options' })));
  const employment = EMPLOYMENT_OPTIONS.map((id) => option(id, t(`employment.${id}`, { ns: 'options' })));
  const purpose = LOAN_PURPOSE_OPTIONS.map((id) => option(id, t(`purpose.${id}`, { ns: 'options' })));

  const required = (key: KeyTail<'onboarding', 'work.errors'>) => (v: string) => (v.trim() ? true : t(`work.errors.${key}`));
  const onSubmit = handleSubmit((v) =>
    save
      .submit({
        group: 'work',
        monthIncome: v.income as (typeof INCOME_OPTIONS)[number]['id'],
        education: show.education ? (v.education as (typeof EDUCATION_OPTIONS)[number]) : undefined,
        employment: show.personal ? (v.employment as (typeof EMPLOYMENT_OPTIONS)[number]) : undefined,
        loanPurpose: show.personal ? (v.purpose as (typeof LOAN_PURPOSE_OPTIONS)[number]) : undefined,
        email: show.email ? v.email.trim() || null : undefined,
        address: show.location
          ? { region: v.region, city: v.city === MANUAL_CITY ? v.cityName.trim() : v.city, street: v.street.trim(), detail: v.detail.trim() }
          : undefined,
      })
      .catch(() => {
        /* shown below from save.error */
      }),
  );

  const select = (name: 'income' | 'education' | 'employment' | 'purpose', label: string, opts: SelectOption[], hint?: ReactNode) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: required(name) }}
      render={({ field, fieldState }) => (
        // Chips: every list here is short, so one tap chooses; the error sits right under its own chips.
        <SelectChips
          label={label}
          name={name}
          options={opts}
          value={field.value || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          hint={hint}
        />
      )}
    />
  );

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('work.lead')}</p>
      {select('income', t('work.income'), income)}
      {show.education && select('education', t('work.education'), education)}
      {show.personal &&
        select(
          'employment',
          t('work.employment'),
          employment,
          // What each kind of employment means: the work-pop dialog over the form (the draft keeps what is typed).
          <button type="button" className="link-inline" onClick={() => openDialog(paths.dialogs.workPop)}>
            {t('work.whichEmployment')}
          </button>,
        )}
      {show.personal && select('purpose', t('work.purpose'), purpose)}
      {show.email && (
        <Field
          label={t('work.email')}
          hint={t('work.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@mail.kz"
          {...register('email', { validate: (v) => (v.trim() === '' || isEmail(v) ? true : t('work.errors.email')) })}
          error={formState.errors.email?.message}
        />
      )}

      {show.location && <AddressFields form={form} focus={focusAddress} />}

      {save.error && (
        <p role="alert" className="form-error">
          {errorText(t, save.error, ONBOARDING_MESSAGES)}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth loading={save.isPending}>
        {t('work.next')}
      </Button>
      {guard.dialog}
    </form>
  );
}
