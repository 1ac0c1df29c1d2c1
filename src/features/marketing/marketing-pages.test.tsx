import type { ComponentType } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { marketing as enMarketing } from '../../i18n/en/marketing.ts';
import { marketing as spMarketing } from '../../i18n/sp/marketing.ts';
import { appConfig } from '../../lib/config.ts';
import type { StartSignIn } from '../../lib/sign-in.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';
import AusaPage from './ausa-page.tsx';
import FreeTrialPage from './free-trial-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import OurProviderPage from './our-provider-page.tsx';
import OurStoryPage from './our-story-page.tsx';
import OurTeamPage from './our-team-page.tsx';
import PersonalPage from './personal-page.tsx';
import PrivacyPage from './privacy-page.tsx';
import TermsPage from './terms-page.tsx';

const PAGES: [string, ComponentType][] = [
  ['/personal', PersonalPage],
  ['/freetrial', FreeTrialPage],
  ['/ausa', AusaPage],
  ['/our-provider', OurProviderPage],
  ['/our-story', OurStoryPage],
  ['/our-team', OurTeamPage],
  ['/terms-of-use', TermsPage],
  ['/privay-policy', PrivacyPage],
  ['/no-such-page', NotFoundPage],
];

/** jsdom cannot leave the page: swap window.location for one whose assign() is a spy. */
function stubLocationAssign() {
  const original = window.location;
  const assign = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...original, href: original.href, assign },
  });
  return {
    assign,
    restore: () =>
      Object.defineProperty(window, 'location', { configurable: true, value: original }),
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each<Language>(['en', 'sp'])('every marketing page in %s', (language) => {
  it.each(PAGES)('%s has exactly one h1 and headings in order', (path, Page) => {
    renderWithProviders(<Page />, { language, path });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).not.toHaveTextContent(/^$/);
    expect(document.title).toMatch(/Vision Hub$/);

    // No level is skipped going down (h1 -> h2 -> h3).
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('the provider redirect variant has one h1 too', () => {
    const location = stubLocationAssign();
    try {
      renderWithProviders(<OurProviderPage />, { language, path: '/our-provider?login=redirect' });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    } finally {
      location.restore();
    }
  });
});

describe('marketing dictionaries', () => {
  function leaves(value: unknown, prefix = ''): [string, string][] {
    if (typeof value === 'string') return [[prefix, value]];
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }

  it('has every English text in Spanish, with the same {{placeholders}}', () => {
    const sp = new Map(leaves(spMarketing));
    for (const [key, english] of leaves(enMarketing)) {
      const spanish = sp.get(key);
      expect(spanish, key).toBeTruthy();
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(spanish ?? ''), key).toEqual(names(english));
    }
  });
});

describe('/personal', () => {
  it('Join Us goes to /freetrial', async () => {
    const { user, history } = renderWithProviders(<PersonalPage />, { path: '/personal' });
    const join = screen.getByRole('link', { name: 'Join Us' });
    expect(join).toHaveAttribute('href', '/freetrial');
    await user.click(join);
    expect(history.at(-1)).toBe('/freetrial');
  });
});

describe('/freetrial', () => {
  it('shows the sign-up heading in both languages', () => {
    renderWithProviders(<FreeTrialPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign Up Today, Start Your Free 6-Month Trial',
    );
    expect(document.title).toBe('Free Trial – Vision Hub');
  });

  it('marks the trial sign-up and starts sign-in', async () => {
    const startSignIn = vi.fn<StartSignIn>(async () => {});
    const { user } = renderWithProviders(<FreeTrialPage />, { startSignIn });
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(window.localStorage.getItem('isTrialSignup')).toBe('true');
    expect(startSignIn).toHaveBeenCalledExactlyOnceWith({ isTrialSignup: true });
  });

  it('is inactive while sign-in starts and works again after a failed start', async () => {
    expectConsoleError('Could not start the trial sign-up');
    const start = deferred();
    const startSignIn = vi.fn<StartSignIn>(() => start.promise);
    const { user } = renderWithProviders(<FreeTrialPage />, { startSignIn });
    const button = screen.getByRole('button', { name: 'Start my free trial' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Opening the sign-in page…')).toBeInTheDocument();
    // A second press while pending does nothing.
    await user.click(button);
    expect(startSignIn).toHaveBeenCalledTimes(1);

    await act(async () => start.reject(new Error('network down')));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText(/We could not open the sign-in page/)).toBeInTheDocument();

    startSignIn.mockResolvedValueOnce(undefined);
    await user.click(button);
    expect(startSignIn).toHaveBeenCalledTimes(2);
    expect(startSignIn).toHaveBeenLastCalledWith({ isTrialSignup: true });
  });
});

describe('/ausa', () => {
  it('stores the member coupon and flags on load', () => {
    renderWithProviders(<AusaPage />, { path: '/ausa' });
    expect(window.localStorage.getItem('coupon')).toBe(appConfig.ausaCouponCode);
    expect(window.localStorage.getItem('isAusaMember')).toBe('true');
    expect(window.localStorage.getItem('isTrialSignup')).toBe('true');
  });

  it('explains the trial and the 20% discount on the emailed receipt, and signs up', async () => {
    const { user, startSignIn } = renderWithProviders(<AusaPage />, { path: '/ausa' });
    expect(screen.getByText(/Association of the United States Army \(AUSA\)/)).toBeInTheDocument();
    expect(screen.getByText(/free 6-month trial/i)).toBeInTheDocument();
    expect(screen.getByText(/20% member discount will appear on the receipt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(startSignIn).toHaveBeenCalledWith({ isTrialSignup: true });
  });

  it('works in Spanish', () => {
    renderWithProviders(<AusaPage />, { language: 'sp' });
    expect(screen.getByRole('button', { name: 'Comenzar mi prueba gratis' })).toBeInTheDocument();
  });
});

describe('/our-provider', () => {
  it('links to the provider site in a new tab, and says so', () => {
    renderWithProviders(<OurProviderPage />, { path: '/our-provider' });
    const link = screen.getByRole('link', { name: /Go to the provider site/ });
    expect(link).toHaveAttribute('href', appConfig.providerSiteUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('with login=redirect, opens the provider site and shows a status and a link', () => {
    const location = stubLocationAssign();
    try {
      renderWithProviders(<OurProviderPage />, { path: '/our-provider?login=redirect' });
      expect(location.assign).toHaveBeenCalledExactlyOnceWith(appConfig.providerSiteUrl);
      expect(screen.getByRole('status')).toHaveTextContent('Taking you to the provider site…');
      const link = screen.getByRole('link', { name: 'Go to the provider site' });
      expect(link).toHaveAttribute('href', appConfig.providerSiteUrl);
      expect(link).not.toHaveAttribute('target');
    } finally {
      location.restore();
    }
  });

  it('does not leave the page without login=redirect', () => {
    const location = stubLocationAssign();
    try {
      renderWithProviders(<OurProviderPage />, { path: '/our-provider' });
      expect(location.assign).not.toHaveBeenCalled();
    } finally {
      location.restore();
    }
  });
});

describe('/our-story', () => {
  it('is an ordered timeline that ends with the 2024 launch', () => {
    renderWithProviders(<OurStoryPage />, { path: '/our-story' });
    const timeline = screen.getAllByRole('list').find((list) => list.matches('ol.timeline'));
    expect(timeline).toBeDefined();
    const steps = within(timeline!).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(within(steps.at(-1)!).getByRole('heading', { level: 3 })).toHaveTextContent(
      '2024: Vision Hub launches',
    );
  });
});

describe('/our-team', () => {
  it('lists four people, each with a biography button', () => {
    renderWithProviders(<OurTeamPage />, { path: '/our-team' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Read .+’s biography$/ })).toHaveLength(4);
  });

  it('opens a biography dialog by keyboard, keeps focus in it, and closes with Escape', async () => {
    const { user } = renderWithProviders(<OurTeamPage />, { path: '/our-team' });
    const trigger = screen.getByRole('button', { name: 'Read Marcus Reed’s biography' });

    // Tab from the top of the page to the second trigger.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read Elena Martínez’s biography' })).toHaveFocus();
    await user.tab();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Marcus Reed' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText(/retinitis pigmentosa/)).toBeInTheDocument();

    // Focus never leaves the modal, however far the user tabs (either direction).
    const modal = dialog.closest('.modal') as HTMLElement;
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(modal).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(modal).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the Close button and returns focus', async () => {
    const { user } = renderWithProviders(<OurTeamPage />, { language: 'sp', path: '/our-team' });
    const trigger = screen.getByRole('button', { name: 'Leer la biografía de Sofía Herrera' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Sofía Herrera' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('not found', () => {
  it('says so and links home', () => {
    renderWithProviders(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
