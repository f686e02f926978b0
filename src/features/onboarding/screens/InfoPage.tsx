import { useLayoutEffect, useRef } from 'react';
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
 * `?group=contacts`). `/pages/info/state` and `/pages/info/address` (links from the old app) open the work
 * step with its address part in view and focused: the address is saved with the work group, so it is that
 * step, under the step's title. After a group is saved the step data is read again and the
 * borrower goes to the next incomplete group (identity is `/pages/info/photoCard`), at the top of the page.
 */
export default function InfoPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { group } = useRouteQuery(QUERY);
  const { pathname } = usePageLocation();
  const contacts = group === 'contacts';
  // Saved after the borrower chose to leave (the leave guard): they stay where they went.
  const stillHere = useStillHere();
  const onSaved = (info: StepInfo) => {
    if (stillHere()) navigate(nextOnboardingPath(onboardingProgress(info).step));
  };
  // Another group on the same page: it opens at its top (the page kept the scroll of the one before).
  const shownGroup = useRef(contacts);
  useLayoutEffect(() => {
    if (shownGroup.current !== contacts) window.scrollTo(0, 0);
    shownGroup.current = contacts;
  }, [contacts]);

  const focusAddress = pathname === paths.info.state || pathname === paths.info.address;
  return (
    <>
      <p className="muted" aria-live="polite">
        {t('progress', { current: contacts ? 2 : 1, total: GROUP_COUNT })} · {t(contacts ? 'groups.contacts' : 'groups.work')}
      </p>
      {contacts ? (
        <ContactsForm key="contacts" onSaved={onSaved} />
      ) : (
        <WorkForm key="work" onSaved={onSaved} focusAddress={focusAddress} />
      )}
    </>
  );
}
