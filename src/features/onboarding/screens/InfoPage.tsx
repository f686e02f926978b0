import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContactsForm } from '@/features/onboarding/components/ContactsForm';
import { WorkForm } from '@/features/onboarding/components/WorkForm';
import { GROUP_COUNT, nextOnboardingPath, onboardingProgress, type StepInfo } from '@/shared/api/stepInfo';
import { usePageLocation, useRouteQuery, useStillHere } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';

const QUERY = ['group'] as const;

/**
 * `/pages/info/info`: onboarding groups 0 (work and income, with the address) and 1 (contacts,
 * `?group=contacts`). `/pages/info/state` and `/pages/info/address` open the same work form at its address. After a group is saved the step data is read again and the borrower goes to the
 * next incomplete group (identity is `/pages/info/photoCard`).
 */
export default function InfoPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { group } = useRouteQuery(QUERY);
  const { pathname } = usePageLocation();
  // 'Область' and 'Адрес, город' are the address part of the work form (one form, one draft).
  const focusAddress = pathname === paths.info.state || pathname === paths.info.address;
  const contacts = group === 'contacts';
  // Saved after the borrower chose to leave (the leave guard): they stay where they went.
  const stillHere = useStillHere();
  const onSaved = (info: StepInfo) => {
    if (stillHere()) navigate(nextOnboardingPath(onboardingProgress(info).step));
  };
  return (
    <>
      <p className="muted" aria-live="polite">
        {t('progress', { current: contacts ? 2 : 1, total: GROUP_COUNT })} · {t(contacts ? 'groups.contacts' : 'groups.work')}
      </p>
      {contacts ? <ContactsForm key="contacts" onSaved={onSaved} /> : <WorkForm key="work" onSaved={onSaved} focusAddress={focusAddress} />}
    </>
  );
}
