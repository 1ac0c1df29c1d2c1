import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { makeUser } from '../../testing/users.ts';
import { renderPage } from './profile-test-support.tsx';
import Step2Page from './step-2-page.tsx';

async function submitEmptyAndFollowFirstLink(language: Language, next: string, link: string) {
  const account = makeUser({ first_name: '', last_name: '' });
  const { user } = renderPage(<Step2Page />, { user: account, language });
  await virtual.start({ container: document.body });
  await user.click(screen.getByRole('button', { name: next }));
  const summary = screen.getByRole('group', { name: /problema|problem/ });
  await user.click(within(summary).getByRole('link', { name: link }));
  return virtual.spokenPhraseLog();
}

describe('Profile form with a screen reader', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await virtual.stop();
  });

  it('hears the problem summary, then the invalid field with its message', async () => {
    const log = await submitEmptyAndFollowFirstLink('en', 'Next', 'Please enter first name');
    expect(log.slice(-3)).toEqual([
      'group, There is a problem',
      'link, Please enter first name',
      'textbox, First name, Please enter first name, invalid, required',
    ]);
  });

  it('in Spanish', async () => {
    const log = await submitEmptyAndFollowFirstLink('sp', 'Siguiente', 'Ingrese su nombre');
    expect(log.slice(-3)).toEqual([
      'group, Hay un problema',
      'link, Ingrese su nombre',
      'textbox, Nombre, Ingrese su nombre, invalid, required',
    ]);
  });
});
