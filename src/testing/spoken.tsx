import { virtual } from '@guidepup/virtual-screen-reader';
import { act, render } from '@testing-library/react';
import { AppToastRegion, showToast, toastQueue } from '../components/ui/toast.tsx';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import type { Language } from '../i18n/dictionaries.ts';

/** How many phrases the virtual screen reader has spoken that contain `text`. */
export async function timesSpoken(text: string): Promise<number> {
  return (await virtual.spokenPhraseLog()).filter((phrase) => phrase.includes(text)).length;
}

/**
 * How often the virtual screen reader speaks a toast shown on its own: the measure of
 * "said once" for messages that go through a toast. (React Aria's toast is an alertdialog,
 * which ARIA makes a kind of alert, holding an alert; the virtual screen reader voices
 * both.)
 */
export async function timesToastAloneIsSpoken(text: string, language: Language): Promise<number> {
  const { unmount } = render(
    <I18nProvider language={language}>
      <AppToastRegion />
    </I18nProvider>,
  );
  await virtual.start({ container: document.body });
  act(() => void showToast({ title: text, tone: 'info' }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const count = await timesSpoken(text);
  await virtual.stop();
  act(() => toastQueue.clear());
  unmount();
  return count;
}
