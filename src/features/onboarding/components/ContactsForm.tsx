import { useEffect, useRef } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RELATION_OPTIONS, type RelationId } from '@/features/onboarding/api';
import { ONBOARDING_MESSAGES, useSaveStep } from '@/features/onboarding/queries';
import type { StepInfo } from '@/shared/api/stepInfo';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { PhoneField } from '@/shared/ui/PhoneField';
import { SelectChips } from '@/shared/ui/SelectChips';
import { useSession } from '@/stores/session';
import { nationalDigits, phoneProblem, toApiPhone } from '@/utils/phone';

interface Contact {
  name: string;
  relation: string;
  /** National digits, '7011234567'. */
  phone: string;
}
export interface ContactsValues {
  contacts: [Contact, Contact, Contact];
}

export const CONTACTS_FORM = 'onboarding-contacts';
const EMPTY_CONTACT: Contact = { name: '', relation: '', phone: '' };
const INDEXES = [0, 1, 2] as const;

interface PickedContact {
  name?: string[];
  tel?: string[];
}
interface ContactsManager {
  select: (props: string[], opts?: { multiple?: boolean }) => Promise<PickedContact[]>;
}
/** The Contact Picker (Android Chrome): a shortcut where the browser has it; typing always works. */
function contactPicker(): ContactsManager | null {
  const nav = navigator as Navigator & { contacts?: ContactsManager };
  return nav.contacts && typeof nav.contacts.select === 'function' ? nav.contacts : null;
}

/** Group 1 (spec sections 3, 5): three contact persons, each with name, relationship and phone. */
export function ContactsForm({ onSaved }: { onSaved: (info: StepInfo) => void }) {
  const { t } = useTranslation('onboarding');
  const ownPhone = nationalDigits(useSession((s) => s.userData.phone) ?? '');
  const form = useForm<ContactsValues>({
    defaultValues: { contacts: [{ ...EMPTY_CONTACT }, { ...EMPTY_CONTACT }, { ...EMPTY_CONTACT }] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, getValues, setValue, formState } = form;
  const draft = useFormDraft(CONTACTS_FORM, form, { fields: ['contacts'] });
  const guard = useUnsavedChangesGuard(control);
  const save = useSaveStep((info) => {
    draft.discard();
    guard.release();
    onSaved(info);
  });
  const picker = contactPicker();

  // The step opens on its first empty field (after the draft is back), so the borrower types at once.
  const { setFocus } = form;
  useEffect(() => {
    const values = getValues('contacts');
    for (const i of INDEXES) {
      for (const key of ['name', 'relation', 'phone'] as const) {
        if (!values[i][key].trim()) return setFocus(`contacts.${i}.${key}`);
      }
    }
  }, [getValues, setFocus]);

  // Where a tap or a whole number leaves nothing else to do in a contact, the next empty field takes the focus
  // (as the card form does after a whole number): the relationship tapped, on to its phone; a whole phone typed,
  // on to the next contact's name. Only for a tap on a chip: the arrow keys move through the chips themselves.
  const tapped = useRef(false);
  const focusLater = (path: FieldPath<ContactsValues>) => setTimeout(() => setFocus(path), 0);
  const afterRelation = (i: (typeof INDEXES)[number]) => {
    if (!tapped.current) return;
    tapped.current = false;
    if (!getValues(`contacts.${i}.phone`)) focusLater(`contacts.${i}.phone`);
  };
  const afterPhone = (i: (typeof INDEXES)[number], before: string, now: string) => {
    const next = INDEXES[i + 1];
    if (next === undefined || now.length <= before.length || phoneProblem(now) !== null) return;
    if (!getValues(`contacts.${next}.name`).trim()) focusLater(`contacts.${next}.name`);
  };

  const validatePhone = (i: number) => (value: string) => {
    const p = phoneProblem(value);
    if (p === 'empty') return t('contacts.errors.phoneEmpty');
    if (p === 'incomplete') return t('contacts.errors.phoneIncomplete');
    if (value === ownPhone) return t('contacts.errors.forbidden');
    const earlier = getValues('contacts').slice(0, i).some((c) => c.phone === value);
    return earlier ? t('contacts.errors.repeat') : true;
  };

  const pick = async (i: (typeof INDEXES)[number]) => {
    try {
      const [c] = (await picker?.select(['name', 'tel'], { multiple: false })) ?? [];
      if (c?.name?.[0]) setValue(`contacts.${i}.name`, c.name[0], { shouldDirty: true, shouldValidate: formState.isSubmitted });
      if (c?.tel?.[0]) setValue(`contacts.${i}.phone`, nationalDigits(c.tel[0]), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    } catch {
      /* the borrower closed the picker */
    }
  };

  const onSubmit = handleSubmit((v) =>
    save
      .submit({
        group: 'contacts',
        contacts: v.contacts.map((c) => ({ name: c.name.trim(), relation: c.relation as RelationId, phone: toApiPhone(c.phone) })),
      })
      .catch(() => {
        /* shown below from save.error */
      }),
  );

  const relations = RELATION_OPTIONS.map((id) => ({ value: id, label: t(`relation.${id}`, { ns: 'options' }) }));
  const error = (path: FieldPath<ContactsValues>) => {
    const [, i, key] = path.split('.') as [string, string, keyof Contact];
    return formState.errors.contacts?.[Number(i)]?.[key]?.message;
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('contacts.lead')}</p>
      {INDEXES.map((i) => (
        <fieldset key={i} className="card form-stack">
          <legend className="form-heading">{t('contacts.contact', { n: i + 1 })}</legend>
          <Field
            label={t('contacts.name')}
            autoComplete="off"
            {...register(`contacts.${i}.name`, { validate: (v) => (v.trim() ? true : t('contacts.errors.name')) })}
            error={error(`contacts.${i}.name`)}
          />
          <Controller
            name={`contacts.${i}.relation`}
            control={control}
            rules={{ validate: (v) => (v ? true : t('contacts.errors.relation')) }}
            render={({ field }) => (
              <div
                onPointerDown={(e) => {
                  tapped.current = e.target instanceof Element && e.target.closest('label') !== null;
                }}
              >
                <SelectChips
                  label={t('contacts.relation')}
                  name={field.name}
                  options={relations}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v);
                    afterRelation(i);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={error(`contacts.${i}.relation`)}
                />
              </div>
            )}
          />
          <Controller
            name={`contacts.${i}.phone`}
            control={control}
            rules={{ validate: validatePhone(i) }}
            render={({ field }) => (
              <PhoneField
                label={t('contacts.phone')}
                autoComplete="off"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(v) => {
                  afterPhone(i, field.value, v);
                  field.onChange(v);
                }}
                onBlur={field.onBlur}
                error={error(`contacts.${i}.phone`)}
              />
            )}
          />
          {picker && (
            <Button type="button" variant="secondary" onClick={() => void pick(i)}>
              {t('contacts.pick')}
            </Button>
          )}
        </fieldset>
      ))}
      {save.error && (
        <p role="alert" className="form-error">
          {errorText(t, save.error, ONBOARDING_MESSAGES)}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth loading={save.isPending}>
        {t('contacts.save')}
      </Button>
      {guard.dialog}
    </form>
  );
}
