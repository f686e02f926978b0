import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EDUCATION_OPTIONS, EMPLOYMENT_OPTIONS, INCOME_OPTIONS, LOAN_PURPOSE_OPTIONS } from '@/features/onboarding/api';
import { addressQuery, ONBOARDING_MESSAGES, useSaveStep } from '@/features/onboarding/queries';
import type { StepInfo } from '@/shared/api/stepInfo';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Field } from '@/shared/ui/Field';
import { Select, type SelectOption } from '@/shared/ui/Select';
import { isEmail } from '@/utils/text';

export interface WorkValues {
  income: string;
  education: string;
  employment: string;
  purpose: string;
  email: string;
  region: string;
  /** A city code from the list, or MANUAL_CITY when the borrower types the name. */
  city: string;
  cityName: string;
  street: string;
  detail: string;
}

export const MANUAL_CITY = '__manual';
export const WORK_FORM = 'onboarding-work';
const EMPTY: WorkValues = { income: '', education: '', employment: '', purpose: '', email: '', region: '', city: '', cityName: '', street: '', detail: '' };
const FIELDS = Object.keys(EMPTY) as (keyof WorkValues)[];

/** Group 0 (spec sections 3, 5): income, education, employment, loan purpose, e-mail and the home address. */
export function WorkForm({ onSaved, focusAddress = false }: { onSaved: (info: StepInfo) => void; focusAddress?: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const kz = i18n.language === 'kk';
  const form = useForm<WorkValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, register, handleSubmit, watch, setValue, formState } = form;
  const draft = useFormDraft(WORK_FORM, form, { fields: FIELDS });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const address = useQuery(addressQuery());
  const addressShown = useRef(false);
  const save = useSaveStep((info) => {
    draft.discard();
    guard.release();
    onSaved(info);
  });

  const options = (group: string, ids: readonly string[]): SelectOption[] => ids.map((id) => ({ value: id, label: t(`${group}.${id}`, { ns: 'options' }) }));
  const income = options('income', INCOME_OPTIONS.map((o) => o.id));
  const regionCode = watch('region');
  const regions = address.data?.regions ?? [];
  const region = regions.find((r) => r.code === regionCode);
  const regionOptions = regions.map((r) => ({ value: r.code, label: kz ? r.nameKz : r.name }));
  const cityOptions = [...(region?.cities ?? []).map((c) => ({ value: c.code, label: kz ? c.nameKz : c.name })), { value: MANUAL_CITY, label: t('work.cityManual') }];
  const manual = watch('city') === MANUAL_CITY;

  const required = (key: string) => (v: string) => (v.trim() ? true : t(`work.errors.${key}`));
  const onSubmit = handleSubmit((v) =>
    save
      .submit({
        group: 'work',
        monthIncome: v.income as (typeof INCOME_OPTIONS)[number]['id'],
        education: v.education as (typeof EDUCATION_OPTIONS)[number],
        employment: v.employment as (typeof EMPLOYMENT_OPTIONS)[number],
        loanPurpose: v.purpose as (typeof LOAN_PURPOSE_OPTIONS)[number],
        email: v.email.trim() || null,
        address: { region: v.region, city: v.city === MANUAL_CITY ? v.cityName.trim() : v.city, street: v.street.trim(), detail: v.detail.trim() },
      })
      .catch(() => {
        /* shown below from save.error */
      }),
  );

  const select = (name: 'income' | 'education' | 'employment' | 'purpose', label: string, opts: SelectOption[]) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: required(name) }}
      render={({ field, fieldState }) => (
        <Select label={label} options={opts} value={field.value || null} onChange={field.onChange} onBlur={field.onBlur} placeholder={t('work.choose')} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <form className="card form-stack" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('work.lead')}</p>
      {select('income', t('work.income'), income)}
      {select('education', t('work.education'), options('education', EDUCATION_OPTIONS))}
      {select('employment', t('work.employment'), options('employment', EMPLOYMENT_OPTIONS))}
      {select('purpose', t('work.purpose'), options('purpose', LOAN_PURPOSE_OPTIONS))}
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

      <h2
        className="form-heading"
        id="address"
        tabIndex={-1}
        ref={(el) => {
          // Opened as /pages/info/state or /pages/info/address: the address part of this form, in view.
          if (el && focusAddress && !addressShown.current) {
            addressShown.current = true;
            el.scrollIntoView?.({ block: 'start' });
            el.focus({ preventScroll: true });
          }
        }}
      >
        {t('work.addressTitle')}
      </h2>
      {address.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void address.refetch()} retrying={address.isFetching} />
      ) : (
        <>
          <Controller
            name="region"
            control={control}
            rules={{ validate: required('region') }}
            render={({ field, fieldState }) => (
              <Select
                label={t('work.region')}
                options={regionOptions}
                value={field.value || null}
                onChange={(v) => {
                  field.onChange(v);
                  setValue('city', '', { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                placeholder={t('work.choose')}
                disabled={address.isPending}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="city"
            control={control}
            rules={{ validate: required('city') }}
            render={({ field, fieldState }) => (
              <Select
                label={t('work.city')}
                options={cityOptions}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('work.choose')}
                disabled={!region}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
      {manual && (
        <Field label={t('work.cityName')} autoComplete="address-level2" {...register('cityName', { validate: required('city') })} error={formState.errors.cityName?.message} />
      )}
      <Field label={t('work.street')} autoComplete="address-line1" {...register('street', { validate: required('street') })} error={formState.errors.street?.message} />
      <Field label={t('work.detail')} autoComplete="address-line2" {...register('detail', { validate: required('detail') })} error={formState.errors.detail?.message} />

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
