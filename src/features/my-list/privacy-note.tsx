import { useI18n } from '../../i18n/i18n-provider.tsx';

/** What is kept, who can see a shared link and how to turn one off (issue 38, point 4). */
export function PrivacyNote() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="my-list-privacy" className="prose">
      <h2 id="my-list-privacy">{t('myList.privacy.heading')}</h2>
      <p>{t('myList.privacy.stored')}</p>
      <p>{t('myList.privacy.links')}</p>
      <p>{t('myList.privacy.revoke')}</p>
      <p>{t('myList.privacy.email')}</p>
    </section>
  );
}
