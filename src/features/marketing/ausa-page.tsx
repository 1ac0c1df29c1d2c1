import { useEffect } from 'react';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { appConfig } from '../../lib/config.ts';
import { STORAGE_KEYS } from '../../lib/sign-in.tsx';
import { writeStored } from '../../lib/storage.ts';
import { TrialSignUpButton } from './free-trial-page.tsx';

const OFFER = ['trial', 'discount', 'receipt'] as const;
const VETERANS = ['category', 'guides', 'nearby', 'trials'] as const;

export default function AusaPage() {
  const { t } = useI18n();

  // Arriving here is what makes a visitor an AUSA member sign-up: the sign-in flow reads
  // these when the account is created, and the coupon when the plan is paid for.
  useEffect(() => {
    writeStored(STORAGE_KEYS.coupon, appConfig.ausaCouponCode);
    writeStored(STORAGE_KEYS.isAusaMember, 'true');
    writeStored(STORAGE_KEYS.isTrialSignup, 'true');
  }, []);

  return (
    <div className="page">
      <PageHeading title={t('marketing.ausa.title')}>{t('marketing.ausa.heading')}</PageHeading>
      <p className="lead">{t('marketing.ausa.intro')}</p>

      <h2>{t('marketing.ausa.offerHeading')}</h2>
      <ul>
        {OFFER.map((id) => (
          <li key={id}>{t(`marketing.ausa.offer.${id}`)}</li>
        ))}
      </ul>
      <p>{t('marketing.ausa.saved')}</p>

      <h2>{t('marketing.ausa.veteransHeading')}</h2>
      <ul>
        {VETERANS.map((id) => (
          <li key={id}>{t(`marketing.ausa.veterans.${id}`)}</li>
        ))}
      </ul>

      <h2>{t('marketing.ausa.signUpHeading')}</h2>
      <p>{t('marketing.ausa.signUpBody')}</p>
      <TrialSignUpButton />
    </div>
  );
}
