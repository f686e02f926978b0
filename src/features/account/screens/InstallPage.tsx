import { useTranslation } from 'react-i18next';
import { MenuList } from '@/features/account/components/MenuList';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { toggleLocale } from '@/lib/i18n';
import { showToast } from '@/shared/ui/toastStore';
import { useConfig } from '@/stores/config';
import { updateAvailable, type Platform } from '@/utils/version';

const PLATFORM: Platform = 'web';

/** Settings: language, version and update check, privacy policy, logout, account deletion. */
export default function InstallPage() {
  const { t } = useTranslation('account');
  const openDialog = useOpenDialog();
  const config = useConfig((s) => s.config);

  const checkUpdate = () => {
    // This build runs on the web, which is always the latest deploy (spec: no update flag there),
    // so the check ends in 'Currently the latest version'; a native shell would pass its own platform.
    if (updateAvailable(PLATFORM, config, env.appVersionCode)) openDialog(paths.dialogs.ver);
    else showToast(t('version.latest', { ns: 'common' }));
  };

  return (
    <>
      <MenuList
        label={t('settings.general')}
        items={[
          {
            label: t('settings.language'),
            value: <LanguageName />,
            onClick: () => void toggleLocale(),
          },
          { label: t('settings.version'), value: env.appVersion, onClick: checkUpdate },
          { label: t('settings.privacy'), to: paths.webview.webview },
          { label: t('entry.consents', { ns: 'consents' }), to: paths.personal.consents },
          { label: t('entry.devices', { ns: 'consents' }), to: paths.personal.devices },
        ]}
      />
      <MenuList
        label={t('settings.account')}
        items={[
          { label: t('settings.logout'), onClick: () => openDialog(paths.dialogs.quit) },
          { label: t('settings.delete'), onClick: () => openDialog(paths.dialogs.delete), danger: true },
        ]}
      />
    </>
  );
}

function LanguageName() {
  const { t, i18n } = useTranslation('common');
  return <>{i18n.language === 'kk' ? t('language.kz') : t('language.ru')}</>;
}
