import { PageHeading } from '../../components/ui/page-heading.tsx';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';

/** A key is a paragraph; a list of keys is a bulleted list. */
type Block = TranslationKey | readonly TranslationKey[];

interface Section {
  heading: TranslationKey;
  blocks: Block[];
}

const SECTIONS: Section[] = [
  {
    heading: 'marketing.privacy.collect.heading',
    blocks: [
      'marketing.privacy.collect.p1',
      [
        'marketing.privacy.collect.account',
        'marketing.privacy.collect.profile',
        'marketing.privacy.collect.survey',
        'marketing.privacy.collect.payments',
        'marketing.privacy.collect.searches',
        'marketing.privacy.collect.technical',
      ],
    ],
  },
  {
    heading: 'marketing.privacy.storage.heading',
    blocks: [
      'marketing.privacy.storage.p1',
      [
        'marketing.privacy.storage.language',
        'marketing.privacy.storage.display',
        'marketing.privacy.storage.signIn',
        'marketing.privacy.storage.offer',
      ],
      'marketing.privacy.storage.p2',
    ],
  },
  { heading: 'marketing.privacy.voice.heading', blocks: ['marketing.privacy.voice.p1'] },
  {
    heading: 'marketing.privacy.myList.heading',
    blocks: [
      'marketing.privacy.myList.p1',
      'marketing.privacy.myList.p2',
      'marketing.privacy.myList.p3',
      'marketing.privacy.myList.p4',
    ],
  },
  {
    heading: 'marketing.privacy.use.heading',
    blocks: [
      'marketing.privacy.use.p1',
      [
        'marketing.privacy.use.account',
        'marketing.privacy.use.nearby',
        'marketing.privacy.use.veterans',
        'marketing.privacy.use.payments',
        'marketing.privacy.use.updates',
        'marketing.privacy.use.improve',
      ],
    ],
  },
  {
    heading: 'marketing.privacy.share.heading',
    blocks: [
      'marketing.privacy.share.p1',
      [
        'marketing.privacy.share.payment',
        'marketing.privacy.share.identity',
        'marketing.privacy.share.law',
      ],
      'marketing.privacy.share.p2',
    ],
  },
  { heading: 'marketing.privacy.retention.heading', blocks: ['marketing.privacy.retention.p1'] },
  { heading: 'marketing.privacy.security.heading', blocks: ['marketing.privacy.security.p1'] },
  { heading: 'marketing.privacy.choices.heading', blocks: ['marketing.privacy.choices.p1'] },
  { heading: 'marketing.privacy.children.heading', blocks: ['marketing.privacy.children.p1'] },
  { heading: 'marketing.privacy.changes.heading', blocks: ['marketing.privacy.changes.p1'] },
  { heading: 'marketing.privacy.contact.heading', blocks: ['marketing.privacy.contact.p1'] },
];

export default function PrivacyPage() {
  const { t } = useI18n();
  return (
    <div className="page prose">
      <PageHeading>{t('marketing.privacy.heading')}</PageHeading>
      <p>{t('marketing.privacy.updated')}</p>
      <p className="lead">{t('marketing.privacy.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          {section.blocks.map((block) =>
            typeof block === 'string' ? (
              <p key={block}>{t(block)}</p>
            ) : (
              <ul key={block[0]}>
                {block.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
