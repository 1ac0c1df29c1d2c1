import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components under test may use any page's strings.
import '../i18n/namespaces/all.ts';
import { toastQueue } from '../components/ui/toast.tsx';
import { clearQueuedAnnouncements } from '../lib/announcer.tsx';
import { checkConsole, installConsoleGuard } from './console-guard.ts';

// Two test files share each core in `npm test`: a screen that settles in 50 ms alone can take
// over a second then, and findBy/waitFor would give up at their default of 1 s.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error or console.warn (a React warning, a failure the screen did not
// handle) fails the test it happened in; see console-guard.ts.
installConsoleGuard();

// jsdom lacks these; React Aria's Modal needs CSS.escape and the app reads media queries.
if (!globalThis.CSS?.escape) {
  globalThis.CSS = {
    ...(globalThis.CSS ?? {}),
    escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`),
  } as typeof CSS;
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  // The queues live as long as their modules: the files of a worker share them (vite.config.ts).
  toastQueue.clear();
  clearQueuedAnnouncements();
  window.localStorage.clear();
  // The preference cookies are a record of their own (contracts/preferences.ts).
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.documentElement.removeAttribute('data-contrast');
  document.documentElement.removeAttribute('data-text');
  // After cleanup, so what unmounting logs counts too.
  checkConsole();
});
