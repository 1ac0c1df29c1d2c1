import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../lib/announcer.tsx';
import { resetNavigation } from '../../lib/navigation.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { PageHeading } from './page-heading.tsx';

describe('PageHeading', () => {
  beforeEach(() => resetNavigation());
  afterEach(() => resetNavigation());

  it('is the page h1 and names the browser tab in the current language', () => {
    renderWithProviders(<PageHeading title="Our Story">Where we came from</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Where we came from' })).toBeVisible();
    expect(document.title).toBe('Our Story – Vision Hub');
  });

  it('prefixes the title with "Error:" while the page shows errors', () => {
    renderWithProviders(<PageHeading hasErrors>Setup your account</PageHeading>, {
      language: 'sp',
    });
    expect(document.title).toBe('Error: Setup your account – Vision Hub');
  });

  it('leaves focus alone on the first page load', () => {
    renderWithProviders(<PageHeading>Home</PageHeading>);
    expect(document.body).toHaveFocus();
  });

  it('takes focus and announces the page after an in-app navigation', async () => {
    vi.useFakeTimers();
    try {
      act(() => window.history.pushState(null, '', '/our-story'));
      renderWithProviders(
        <>
          <PageHeading>Our Story</PageHeading>
          <Announcer />
        </>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
      act(() => void vi.advanceTimersByTime(60));
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('Our Story');
    } finally {
      vi.useRealTimers();
      window.history.replaceState(null, '', '/');
    }
  });
});
