import { PageHeading } from '../../components/ui/page-heading.tsx';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';

interface Section {
  heading: TranslationKey;
  paragraphs: TranslationKey[];
}

const SECTIONS: Section[] = [
  {
    heading: 'marketing.terms.medical.heading',
    paragraphs: [
      'marketing.terms.medical.p1',
      'marketing.terms.medical.p2',
      'marketing.terms.medical.p3',
    ],
  },
  { heading: 'marketing.terms.who.heading', paragraphs: ['marketing.terms.who.p1'] },
  {
    heading: 'marketing.terms.account.heading',
    paragraphs: ['marketing.terms.account.p1', 'marketing.terms.account.p2'],
  },
  {
    heading: 'marketing.terms.subscriptions.heading',
    paragraphs: [
      'marketing.terms.subscriptions.p1',
      'marketing.terms.subscriptions.p2',
      'marketing.terms.subscriptions.p3',
      'marketing.terms.subscriptions.p4',
    ],
  },
  {
    heading: 'marketing.terms.listings.heading',
    paragraphs: [
      'marketing.terms.listings.p1',
      'marketing.terms.listings.p2',
      'marketing.terms.listings.p3',
    ],
  },
  {
    heading: 'marketing.terms.use.heading',
    paragraphs: ['marketing.terms.use.p1', 'marketing.terms.use.p2'],
  },
  {
    heading: 'marketing.terms.copyright.heading',
    paragraphs: ['marketing.terms.copyright.p1', 'marketing.terms.copyright.p2'],
  },
  {
    heading: 'marketing.terms.liability.heading',
    paragraphs: [
      'marketing.terms.liability.p1',
      'marketing.terms.liability.p2',
      'marketing.terms.liability.p3',
      'marketing.terms.liability.p4',
    ],
  },
  { heading: 'marketing.terms.changes.heading', paragraphs: ['marketing.terms.changes.p1'] },
  { heading: 'marketing.terms.law.heading', paragraphs: ['marketing.terms.law.p1'] },
  { heading: 'marketing.terms.contact.heading', paragraphs: ['marketing.terms.contact.p1'] },
];

export default function TermsPage() {
  const { t } = useI18n();
  return (
    <div className="page prose">
      <PageHeading>{t('marketing.terms.heading')}</PageHeading>
      <p>{t('marketing.terms.updated')}</p>
      <p className="lead">{t('marketing.terms.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
