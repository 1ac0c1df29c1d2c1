import { SaveToggle } from '../../components/ui/save-toggle.tsx';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { LoadState } from '../../components/ui/load-state.tsx';
import { trialSearchResponseSchema, type TrialStudyResponse } from '../../contracts/trials.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { formatPhone, presentText, telHref } from '../../lib/organization-display.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { parseEligibility } from './eligibility.ts';
import { NoZipNotice } from './help-pane.tsx';
import { WatchTrialsDialog } from './watch-trials-dialog.tsx';

/** Clinical trials are searched within 200 miles (spec section 9). */
const TRIAL_MILES = 200;

/**
 * The registry writes in English: in the Spanish interface its text is marked so a screen
 * reader reads it with an English voice.
 */
function useRegistryLang() {
  const { language } = useI18n();
  return language === 'sp' ? 'en' : undefined;
}

function EligibilityDialog({
  study,
  isOpenAtFirst = false,
}: {
  study: TrialStudyResponse;
  /** The digest's link to this study's criteria (issue 39) opens the dialog at once. */
  isOpenAtFirst?: boolean;
}) {
  const { t } = useI18n();
  const registryLang = useRegistryLang();
  const criteria = parseEligibility(study.eligibility_criteria);
  const list = (heading: string, items: string[]) =>
    items.length > 0 ? (
      <>
        <h3>{heading}</h3>
        <ul lang={registryLang}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </>
    ) : null;
  return (
    <DialogTrigger defaultOpen={isOpenAtFirst}>
      <Button
        className="button"
        aria-label={t('categories.trials.eligibilityOf', { title: study.title })}
      >
        {t('categories.trials.eligibility')}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            <Heading slot="title" level={2}>
              {t('categories.trials.eligibilityTitle')}
            </Heading>
            <p lang={registryLang}>{study.title}</p>
            {criteria.other.map((line, index) => (
              <p key={index} lang={registryLang}>
                {line}
              </p>
            ))}
            {list(t('categories.trials.inclusion'), criteria.inclusion)}
            {list(t('categories.trials.exclusion'), criteria.exclusion)}
            <div className="dialog-actions">
              <Button slot="close" className="button button-primary">
                {t('categories.trials.close')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function TrialCard({ study, isChosen }: { study: TrialStudyResponse; isChosen: boolean }) {
  const { t } = useI18n();
  const registryLang = useRegistryLang();
  const name = presentText(study.contact_name);
  const email = presentText(study.contact_email);
  const phone = presentText(study.contact_phone);
  const contact = name ?? study.title;
  const site = study.nearest_site;
  return (
    <article className="card trial-card" aria-labelledby={`trial-${study.NCT_number}`}>
      <h4 id={`trial-${study.NCT_number}`} lang={registryLang}>
        {study.title}
      </h4>
      <dl className="trial-facts">
        <div>
          <dt>{t('categories.trials.nctNumber')}</dt>
          <dd>{study.NCT_number}</dd>
        </div>
        {name ? (
          <div>
            <dt>{t('categories.trials.name')}</dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt>{t('categories.trials.email')}</dt>
            <dd>
              <Link
                href={`mailto:${email}`}
                aria-label={t('categories.trials.emailTo', { name: contact, email })}
              >
                {email}
              </Link>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>{t('categories.trials.phone')}</dt>
            <dd>
              <Link
                href={telHref(phone)}
                aria-label={t('categories.trials.callTo', {
                  name: contact,
                  number: formatPhone(phone),
                })}
              >
                {formatPhone(phone)}
              </Link>
            </dd>
          </div>
        ) : null}
        {site ? (
          <div>
            <dt>{t('categories.trials.nearestSite')}</dt>
            <dd>
              {t('categories.trials.site', {
                facility: site.facility,
                city: site.city,
                state: site.state,
                miles: site.distance_miles.toFixed(2),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <h5 className="trial-description-heading">{t('categories.trials.description')}</h5>
      <ul lang={registryLang}>
        {study.study_description.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <p className="organization-actions">
        <EligibilityDialog study={study} isOpenAtFirst={isChosen} />
        <Link
          href={study.URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('categories.trials.visitWebsiteOf', { title: study.title })}
        >
          {t('categories.trials.visitWebsite')}
        </Link>
      </p>
      <SaveToggle
        item={{ kind: 'trial', nct_number: study.NCT_number, title: study.title }}
        name={study.title}
      />
    </article>
  );
}

/**
 * Sub-category 48: studies near the user's ZIP (POST /clinical-trails-search, 200 miles). The
 * search terms are the server's: it reads the user's questionnaire answers when none are sent.
 */
export function TrialsPane() {
  const { t, tp } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  // "Find clinical trials near 10001 for glaucoma" puts its ZIP and condition in the address;
  // otherwise the profile's ZIP and the server's choice of conditions.
  const address = new URLSearchParams(useSearch());
  const addressZip = address.get('zipcode')?.trim();
  const zip =
    (addressZip && /^\d{5}$/.test(addressZip) ? addressZip : null) ??
    (user?.zipcode?.trim() || null);
  const condition = address.get('condition')?.trim().slice(0, 100) || null;
  const chosenStudy = address.get('study');
  const { load, retry } = useApiData(zip ? `trials:${zip}:${condition ?? ''}` : null, async () =>
    session.request('/api/v1/clinical-trails-search', {
      method: 'POST',
      body: { zipcode: zip, miles: TRIAL_MILES, ...(condition ? { search_term: condition } : {}) },
      schema: trialSearchResponseSchema,
      // The registry can be slow; the server gives up on it before this.
      timeout: 30_000,
    }),
  );
  const studies = load.status === 'ready' ? (load.data.results[0]?.studies ?? []) : [];
  const countText =
    studies.length > 0 && zip
      ? tp('categories.trials.count', studies.length, { miles: TRIAL_MILES, zip })
      : null;

  useEffect(() => {
    if (countText) announce(countText, 'polite');
  }, [countText]);

  if (!zip) return <NoZipNotice />;
  return (
    <div className="trial-list">
      <LoadState
        load={load}
        isEmpty={(data) => (data.results[0]?.studies ?? []).length === 0}
        loadingText={t('categories.trials.loading')}
        failedText={t('categories.trials.failed')}
        emptyText={t('categories.trials.empty')}
        retryText={t('categories.retry')}
        onRetry={retry}
      />
      {countText ? <h3>{countText}</h3> : null}
      {load.status === 'ready' && load.data.search_terms.length > 0 ? (
        <WatchTrialsDialog conditions={load.data.search_terms} zip={zip} />
      ) : null}
      {load.status === 'ready' && load.data.is_sample && studies.length > 0 ? (
        <p className="message">{t('categories.trials.sample')}</p>
      ) : null}
      {studies.length > 0 ? (
        <ol className="organization-cards">
          {studies.map((study) => (
            <li key={study.NCT_number}>
              <TrialCard study={study} isChosen={study.NCT_number === chosenStudy} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
