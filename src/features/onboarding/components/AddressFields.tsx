import { useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MANUAL_CITY, type WorkValues } from '@/features/onboarding/components/workValues';
import { addressQuery } from '@/features/onboarding/queries';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Field } from '@/shared/ui/Field';
import { Select } from '@/shared/ui/Select';
import { SelectChips } from '@/shared/ui/SelectChips';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { serverText } from '@/shared/serverText';
import type { KeyTail } from '@/lib/i18n';

/**
 * The home address of the work form: region or city of republican significance and settlement from
 * /api/web/addresscfg (named in the borrower's language), or a settlement typed by hand, then street
 * and house. `focus`: opened as /pages/info/state or /pages/info/address, this part is brought into view.
 * The cities of republican significance (a region that is its own only settlement: Astana, Almaty, Shymkent,
 * where about a quarter of the country lives) are also chips above the list: one tap fills the region and the
 * settlement, and a tap moves on to the street when it is empty.
 */
export function AddressFields({ form, focus }: { form: UseFormReturn<WorkValues>; focus: boolean }) {
  const { t } = useTranslation('onboarding');
  const { t: s2 } = useTranslation('signup2');
  const tag = useIntlTag();
  const { control, register, watch, setValue, getValues, setFocus, formState } = form;
  const tapped = useRef(false);
  const address = useQuery(addressQuery());
  const shown = useRef(false);

  const regions = address.data?.regions ?? [];
  const region = regions.find((r) => r.code === watch('region'));
  const regionOptions = regions.map((r) => ({ value: r.code, label: serverText(r, 'name', tag) }));
  const cityOptions = [
    ...(region?.cities ?? []).map((c) => ({ value: c.code, label: serverText(c, 'name', tag) })),
    { value: MANUAL_CITY, label: t('work.cityManual') },
  ];
  const manual = watch('city') === MANUAL_CITY;
  const cities = regions.filter((r) => r.cities.length === 1);
  const cityChips = cities.map((r) => ({ value: r.code, label: serverText(r, 'name', tag) }));
  const chooseRegion = (code: string) => {
    setValue('region', code, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    // A city of republican significance is its own only settlement: chosen with it (and still changeable).
    const only = regions.find((r) => r.code === code)?.cities;
    setValue('city', only?.length === 1 ? only[0]!.code : '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const required = (key: KeyTail<'onboarding', 'work.errors'>) => (v: string) => (v.trim() ? true : t(`work.errors.${key}`));

  return (
    <>
      <h2
        className="form-heading"
        id="address"
        tabIndex={-1}
        ref={(el) => {
          if (el && focus && !shown.current) {
            shown.current = true;
            el.scrollIntoView?.({ block: 'start' });
            el.focus({ preventScroll: true });
          }
        }}
      >
        {t('work.addressTitle')}
      </h2>
      {address.isError ? (
        <ErrorState error={address.error} message={t('loadFailed')} onRetry={() => void address.refetch()} retrying={address.isFetching} />
      ) : (
        <>
          {cityChips.length > 0 && (
            <div
              onPointerDown={(e) => {
                tapped.current = e.target instanceof Element && e.target.closest('label') !== null;
              }}
            >
              <SelectChips
                label={s2('address.quick')}
                name="region-quick"
                options={cityChips}
                value={cities.some((r) => r.code === watch('region')) ? watch('region') : null}
                onChange={(code) => {
                  chooseRegion(code);
                  // Tapped (not the arrow keys moving through the chips): on to the street when it is empty.
                  if (tapped.current && !getValues('street').trim()) setTimeout(() => setFocus('street'), 0);
                  tapped.current = false;
                }}
              />
            </div>
          )}
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
                  chooseRegion(v);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
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
                ref={field.ref}
                placeholder={t('work.choose')}
                disabled={!region}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
      {manual && (
        <Field
          label={t('work.cityName')}
          autoComplete="address-level2"
          {...register('cityName', { validate: required('city') })}
          error={formState.errors.cityName?.message}
        />
      )}
      <Field label={t('work.street')} autoComplete="address-line1" {...register('street', { validate: required('street') })} error={formState.errors.street?.message} />
      <Field label={t('work.detail')} autoComplete="address-line2" {...register('detail', { validate: required('detail') })} error={formState.errors.detail?.message} />
    </>
  );
}
