import { Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

// Oldest first; the last step is the launch.
const STEPS = ['notes', 'spanish', 'guides', 'testing', 'launch'] as const;
const VALUES = ['access', 'plain', 'local', 'honest'] as const;

export default function OurStoryPage() {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading>{t('marketing.story.heading')}</PageHeading>
      <p className="lead prose">{t('marketing.story.intro')}</p>

      <h2>{t('marketing.story.timelineHeading')}</h2>
      <ol className="timeline">
        {STEPS.map((id) => {
          const year = t(`marketing.story.steps.${id}.year`);
          return (
            <li key={id}>
              <h3>
                <time dateTime={year}>{year}</time>: {t(`marketing.story.steps.${id}.title`)}
              </h3>
              <p>{t(`marketing.story.steps.${id}.body`)}</p>
            </li>
          );
        })}
      </ol>

      <h2>{t('marketing.story.valuesHeading')}</h2>
      <ul>
        {VALUES.map((id) => (
          <li key={id}>{t(`marketing.story.values.${id}`)}</li>
        ))}
      </ul>
      <p>
        <Link href="/our-team">{t('marketing.story.teamLink')}</Link>
      </p>
    </div>
  );
}
