import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const slides: CarouselSlide[] = [
  { id: 'a', title: 'First', body: 'One' },
  { id: 'b', title: 'Second', body: 'Two' },
  { id: 'c', title: 'Third', body: 'Three' },
];

const visibleTitle = () => screen.getByRole('group').querySelector('h2')?.textContent;
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduced-motion') && matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('puts Pause first and names each slide "n of N"', () => {
    renderWithProviders(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('button')[0]).toHaveAccessibleName('Pause slides');
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 3');
  });

  it('moves to the next slide every 4 seconds, silently, and wraps around', () => {
    renderWithProviders(<Carousel slides={slides} />);
    expect(visibleTitle()).toBe('First');
    expect(document.querySelector('.carousel-items')).toHaveAttribute('aria-live', 'off');
    tick(3999);
    expect(visibleTitle()).toBe('First');
    tick(1);
    expect(visibleTitle()).toBe('Second');
    tick(8000);
    expect(visibleTitle()).toBe('First');
  });

  it('stops when paused, reads changes out, and starts again with Play', () => {
    renderWithProviders(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    // Clicking focused the button; move focus out so only the pause is being tested.
    act(() => (document.activeElement as HTMLElement).blur());
    tick(12000);
    expect(visibleTitle()).toBe('First');
    expect(document.querySelector('.carousel-items')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    tick(4000);
    expect(visibleTitle()).toBe('Second');
  });

  it('does not rotate while focus is inside it', () => {
    renderWithProviders(<Carousel slides={slides} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    tick(12000);
    expect(visibleTitle()).toBe('First');
  });

  it('does not rotate while the pointer is over it', () => {
    renderWithProviders(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    tick(12000);
    expect(visibleTitle()).toBe('First');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    tick(4000);
    expect(visibleTitle()).toBe('Second');
  });

  it('does not start by itself under reduced motion', () => {
    mockReducedMotion(true);
    renderWithProviders(<Carousel slides={slides} />);
    expect(screen.getAllByRole('button')[0]).toHaveAccessibleName('Play slides');
    tick(12000);
    expect(visibleTitle()).toBe('First');
  });

  it('goes back and forth with Previous and Next, in Spanish too', () => {
    renderWithProviders(<Carousel slides={slides} />, { language: 'sp' });
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(screen.getByRole('group')).toHaveAccessibleName('3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(screen.getByRole('group')).toHaveAccessibleName('1 de 3');
  });
});
