import { showToast } from '../../components/ui/toast.tsx';
import { translate } from '../../i18n/translate.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { announce } from '../../lib/announcer.tsx';
import type { StartSignIn } from '../../lib/sign-in.tsx';

// Until the identity provider is wired (sign-in issue), starting sign-in says so plainly
// instead of failing silently.
export function createStartSignIn(language: Language): StartSignIn {
  return async () => {
    const message = translate(language, 'auth.signInComingSoon');
    showToast({ title: message, tone: 'info' });
    announce(message);
  };
}
