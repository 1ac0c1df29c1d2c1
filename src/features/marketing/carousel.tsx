import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useFocusWithin, useHover } from 'react-aria';
import { Button } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';

export interface CarouselSlide {
  id: string;
  title: string;
  body: string;
}

interface CarouselProps {
  slides: CarouselSlide[];
  /** The spec's banner timer. */
  intervalMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Rotating banner following the ARIA carousel pattern: the Pause/Play button comes first,
 * rotation stops while the pointer is over it or focus is inside it (WCAG 2.2.2), and it does
 * not start by itself for people who asked the system for reduced motion.
 */
export function Carousel({ slides, intervalMs = 4000 }: CarouselProps) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  // The prerendered page cannot know the system setting: it is drawn playing (rotation needs
  // the script anyway), and hydration then follows the setting.
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => !!window.matchMedia?.(REDUCED_MOTION).matches,
    () => false,
  );
  // Until the user presses Pause or Play, the system setting decides.
  const [playChoice, setPlaying] = useState<boolean | null>(null);
  const isPlaying = playChoice ?? !reducedMotion;
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  const itemsId = useId();

  const isRotating = isPlaying && !isHovered && !isFocusWithin && slides.length > 1;

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [isRotating, intervalMs, slides.length]);

  const go = (step: number) =>
    setIndex((current) => (current + step + slides.length) % slides.length);

  return (
    <section
      className="carousel"
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      {...hoverProps}
      {...focusWithinProps}
    >
      <div className="carousel-controls">
        <Button className="button carousel-button" onPress={() => setPlaying(!isPlaying)}>
          <span aria-hidden="true" className="icon">
            {isPlaying ? '❚❚' : '▶'}
          </span>{' '}
          {isPlaying ? t('home.carousel.pause') : t('home.carousel.play')}
        </Button>
        <Button className="button carousel-button" aria-controls={itemsId} onPress={() => go(-1)}>
          <span aria-hidden="true" className="icon">
            ‹
          </span>{' '}
          {t('home.carousel.previous')}
        </Button>
        <Button className="button carousel-button" aria-controls={itemsId} onPress={() => go(1)}>
          {t('home.carousel.next')}{' '}
          <span aria-hidden="true" className="icon">
            ›
          </span>
        </Button>
      </div>
      {/* Silent while rotating by itself; changes the user makes are read out. */}
      <div id={itemsId} className="carousel-items" aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('home.carousel.slideRoleDescription')}
            aria-label={t('home.carousel.slideLabel', {
              current: slideIndex + 1,
              total: slides.length,
            })}
            className={`carousel-slide carousel-slide-${slide.id}`}
            hidden={slideIndex !== index}
          >
            <h2 className="carousel-title">{slide.title}</h2>
            <p>{slide.body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
