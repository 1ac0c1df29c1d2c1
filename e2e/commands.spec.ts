// Commands (issue 22): on a guide, "print in Spanish" downloads the guide's Spanish PDF from
// the typed palette (Ctrl+K) and again by voice (a stand-in recognition hears it); an unknown
// phrase is refused with the closest commands, in text and assertively; "log out" asks first; "go to my
// profile" goes there. In both languages, with axe run on the open palette, the voice panel
// and the sign-out question.
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../a11y/axe.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  pageHeading,
  tabTo,
  test,
} from './support/app.ts';
import { installFakeSpeechRecognition } from '../src/testing/fake-speech-recognition.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

const GUIDE = {
  en: { category: 'Getting around', guide: 'Orientation, mobility and the white cane' },
  sp: { category: 'Cómo desplazarse', guide: 'Orientación, movilidad y el bastón blanco' },
} as const;

const SAY = {
  en: {
    print: 'print in Spanish',
    ebook: 'I would like this guide as an ebook',
    profile: 'go to my profile',
    signOut: 'log out',
  },
  sp: {
    print: 'imprimir en español',
    ebook: 'quiero esta guía como libro electrónico',
    profile: 'ir a mi perfil',
    signOut: 'cerrar sesión',
  },
} as const;

for (const language of LANGUAGES) {
  test(`${language}: the command palette prints the open guide in Spanish, by keyboard`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const d = dictionaries[language];
    const say = SAY[language];
    // No microphone here: the browser's recognition is a stand-in that hears what is queued.
    await page.addInitScript(installFakeSpeechRecognition);
    await signInAsPaidClient(page, { language, shared: true });
    await tabTo(page, page.getByRole('link', { name: GUIDE[language].category }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('navigation', { name: new RegExp(GUIDE[language].category) })
      .getByRole('link', { name: GUIDE[language].guide })
      .click();
    const guideHeading = page.getByRole('heading', { level: 2, name: GUIDE[language].guide });
    await expect(guideHeading).toBeFocused();

    // Ctrl+K: the palette, its field focused; axe on it.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: d.commands.paletteTitle });
    const field = palette.getByRole('combobox', { name: d.commands.inputLabel });
    await expect(field).toBeFocused();
    // Something it does not know: said assertively, shown as text with the closest commands
    // as buttons after it, nothing lost.
    await page.keyboard.type('sing a song');
    await page.keyboard.press('Enter');
    const choices = palette.getByRole('list', { name: d.commands.choices }).getByRole('button');
    await expect(choices).toHaveCount(3);
    const offered = (await choices.allTextContents()).map((phrase) => `“${phrase}”`).join('; ');
    const refusal = format(d.commands.noMatchChoose, { text: 'sing a song', suggestions: offered });
    await expect(palette.getByText(refusal)).toBeVisible();
    await expect(page.getByTestId('announcer-assertive')).toHaveText(refusal);
    await expect(field).toHaveValue('sing a song');
    // Whole page, every display mode, with the choices shown: the palette is a modal over it.
    await expectCleanInEveryMode(page, `the command palette (${language})`, 'body');
    // A suggestion that needs the person's words fills the field with it, to edit.
    await choices.first().click();
    await expect(field).toBeFocused();
    expect(await field.inputValue()).not.toBe('sing a song');

    // "print in Spanish": the guide's Spanish PDF, the outcome said once, focus back.
    await field.fill(say.print);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^guide-\d+-sp\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.toString('latin1')).toContain('/Lang (es');
    await expect(palette).toBeHidden();
    await expect(page.getByTestId('announcer-polite')).toHaveText(
      format(d.shell.downloaded, { name: download.suggestedFilename() }),
    );
    await expect(guideHeading).toBeFocused();

    // The same guide as an e-book in the interface's language, asked for in other words.
    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await field.fill(say.ebook);
    const bookDownloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const book = await bookDownloading;
    expect(book.suggestedFilename()).toMatch(new RegExp(`^guide-\\d+-${language}\\.epub$`));
    await expect(page.getByTestId('announcer-polite')).toHaveText(
      format(d.shell.downloaded, { name: book.suggestedFilename() }),
    );
    await expect(guideHeading).toBeFocused();

    // By voice: turn it on, say "print in Spanish", receive the Spanish PDF again.
    await page.getByRole('button', { name: d.shell.voice, exact: true }).click();
    await expect(page.getByRole('button', { name: d.shell.voice, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const voicePanel = page.getByRole('region', { name: d.commands.voice.region });
    await expect(voicePanel).toBeVisible();
    await expectCleanInEveryMode(page, `the voice panel (${language})`, 'body');
    await page.evaluate((text) => {
      (window as unknown as { __speech: { text: string }[] }).__speech.push({ text });
    }, say.print);
    const speaking = page.waitForEvent('download');
    await voicePanel.getByRole('button', { name: d.commands.voice.listen }).click();
    const spoken = await speaking;
    expect(spoken.suggestedFilename()).toBe(download.suggestedFilename());
    await expect(voicePanel).toContainText(format(d.commands.voice.heard, { text: say.print }));
    await voicePanel.getByRole('button', { name: d.commands.voice.off }).click();
    await expect(voicePanel).toBeHidden();

    // "log out" asks first; the safe answer has focus and keeps the session.
    await page.getByRole('button', { name: d.shell.commands, exact: true }).click();
    await field.fill(say.signOut);
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: d.commands.signOutTitle });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: d.commands.signOutCancel })).toBeFocused();
    await expectNoAxeViolations(page, `the sign-out question (${language})`);
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();

    // "go to my profile" goes there (its heading is announced and focused by the page).
    await page.keyboard.press('Control+k');
    await field.fill(say.profile);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(pageHeading(page, d.account.myProfile.heading)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
