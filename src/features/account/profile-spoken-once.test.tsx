// A message reaches assistive technology once: the profile's "saved" is said by its toast,
// and nothing else says it again (accessibility guide, "Telling the user what happened").
import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastQueue } from '../../components/ui/toast.tsx';
import type { Language } from '../../i18n/dictionaries.ts';
import { timesSpoken, timesToastAloneIsSpoken } from '../../testing/spoken.tsx';
import { makeUser } from '../../testing/users.ts';
import MyProfilePage from './my-profile-page.tsx';
import { renderPage } from './profile-test-support.tsx';

const account = makeUser({
  contact_number: '(555) 123-4567',
  dob: '1980-01-15',
  state_id: 1422,
  state_code: 'PA',
  city_id: 301,
  zipcode: '19104',
  address1: '1 Market St',
  profile_incomplete: 0,
  subscription_status: 'active',
});

const SAVED: Record<Language, { save: string; message: string }> = {
  en: { save: 'Save', message: 'Profile details updated successfully' },
  sp: { save: 'Guardar', message: 'Los datos del perfil se actualizaron correctamente' },
};

describe('the profile save, with a screen reader', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await virtual.stop();
    toastQueue.clear();
  });

  it.each(['en', 'sp'] as const)('%s: the message is said by its toast alone', async (language) => {
    const { save, message } = SAVED[language];
    const toastAlone = await timesToastAloneIsSpoken(message, language);
    expect(toastAlone).toBeGreaterThan(0);

    const { user } = renderPage(<MyProfilePage />, { user: account, language });
    await screen.findByDisplayValue(language === 'sp' ? 'Pensilvania' : 'Pennsylvania');
    await virtual.start({ container: document.body });
    await user.click(screen.getByRole('button', { name: save }));
    await screen.findByText(message, { selector: 'p' });
    // Past the announcer's 50 ms: anything it were to say has been said.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await timesSpoken(message)).toBe(toastAlone);
  });
});
