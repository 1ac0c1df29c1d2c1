import { Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const SLIDE_IDS = ['guides', 'nearby', 'research', 'veterans'] as const;

export default function HomePage() {
  const { t } = useI18n();
  const slides: CarouselSlide[] = SLIDE_IDS.map((id) => ({
    id,
    title: t(`home.carousel.slides.${id}.title`),
    body: t(`home.carousel.slides.${id}.body`),
  }));

  return (
    <div className="page">
      <PageHeading title={t('home.title')}>{t('home.heading')}</PageHeading>
      <p className="lead">{t('home.intro')}</p>
      <Carousel slides={slides} />

      <section aria-labelledby="audiences-heading" className="section">
        <h2 id="audiences-heading">{t('home.audiences.heading')}</h2>
        <ul className="card-grid card-grid-pair">
          <li className="card">
            <h3>{t('home.audiences.personalTitle')}</h3>
            <p>{t('home.audiences.personalBody')}</p>
            <Link href="/personal" className="button button-primary">
              {t('home.audiences.personalLink')}
            </Link>
          </li>
          <li className="card">
            <h3>{t('home.audiences.providerTitle')}</h3>
            <p>{t('home.audiences.providerBody')}</p>
            <Link href="/our-provider" className="button">
              {t('home.audiences.providerLink')}
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="testimonial-heading" className="section">
        <h2 id="testimonial-heading">{t('home.testimonial.heading')}</h2>
        <figure className="testimonial">
          <blockquote>
            <p>{t('home.testimonial.quote')}</p>
          </blockquote>
          <figcaption>{t('home.testimonial.author')}</figcaption>
        </figure>
      </section>
    </div>
  );
}
