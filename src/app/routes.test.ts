import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notFoundPage,
  preloadSignedInPage,
  prerenderedPage,
  publicRoutes,
  signedInRoutes,
} from './routes.tsx';

function route(path: string) {
  const found = signedInRoutes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no signed-in route ${path}`);
  return found;
}

describe('preloadSignedInPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the code of the signed-in page an address names, as the router would read it', () => {
    const dashboard = vi.spyOn(route('/client/dashboard').page, 'preload').mockResolvedValue(null);
    const search = vi
      .spyOn(route('/client/organization/search').page, 'preload')
      .mockResolvedValue(null);
    const category = vi
      .spyOn(route('/client/organization/:categoryId').page, 'preload')
      .mockResolvedValue(null);

    preloadSignedInPage('/Client/Dashboard/');
    expect(dashboard).toHaveBeenCalledTimes(1);

    // The first route that matches, in the router's order: not the category page's pattern.
    preloadSignedInPage('/client/organization/search');
    expect(search).toHaveBeenCalledTimes(1);
    expect(category).not.toHaveBeenCalled();
    preloadSignedInPage('/client/organization/7');
    expect(category).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for an address that is not a signed-in page', () => {
    const spies = signedInRoutes.map((candidate) =>
      vi.spyOn(candidate.page, 'preload').mockResolvedValue(null),
    );
    preloadSignedInPage('/our-team');
    preloadSignedInPage('/client/dashboard/extra');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the page: no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.spyOn(route('/client/dashboard').page, 'preload').mockRejectedValue(new Error('offline'));
      preloadSignedInPage('/client/dashboard');
      // Node reports an unhandled rejection once the microtasks have run, before this timer.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('prerenderedPage', () => {
  it('is the public page the server prerenders for an address, and "Page not found" for any other', () => {
    const page = (path: string) => publicRoutes.find((candidate) => candidate.path === path)!.page;
    expect(prerenderedPage('/')).toBe(page('/'));
    expect(prerenderedPage('/our-team/')).toBe(page('/our-team'));
    expect(prerenderedPage('/404')).toBe(notFoundPage);
    expect(prerenderedPage('/client/dashboard')).toBe(notFoundPage);
  });
});
