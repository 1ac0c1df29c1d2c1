// Voice commands as people say them (issue 34), with the stand-in recognition in Chromium:
// a natural request lands on the list and its count is said once; "near me" uses the
// profile's ZIP code; a language in a request is not a place; "Springfield" asks which one
// and "the second one" answers; something we do not do is refused with the closest commands.
import type { Page } from '@playwright/test';
import { installFakeSpeechRecognition } from '../src/testing/fake-speech-recognition.ts';
import { dictionaries, expect, format, test, type Dictionary } from './support/app.ts';
import { DALLAS, PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';
import { recordAnnouncements, spoken } from './support/spoken-log.ts';

async function turnVoiceOn(page: Page, d: Dictionary) {
  await page.getByRole('button', { name: d.shell.voice, exact: true }).click();
  const panel = page.getByRole('region', { name: d.commands.voice.region });
  await expect(panel).toBeVisible();
  return panel;
}

async function say(page: Page, d: Dictionary, text: string) {
  await page.evaluate((words) => {
    (window as unknown as { __speech: { text: string }[] }).__speech.push({ text: words });
  }, text);
  await page
    .getByRole('region', { name: d.commands.voice.region })
    .getByRole('button', { name: d.commands.voice.listen })
    .click();
}

const said = async (page: Page, pattern: RegExp) =>
  (await spoken(page)).filter((text) => pattern.test(text));

test('en: natural requests by voice, a city with many namesakes, and a refusal', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const d = dictionaries.en;
  await page.addInitScript(installFakeSpeechRecognition);
  await recordAnnouncements(page);
  await signInAsPaidClient(page, { language: 'en', home: PHILADELPHIA, shared: true });
  await turnVoiceOn(page, d);

  // A request with a frame and a topic that names no kind of help: the list near the ZIP, its
  // counts said once.
  await say(page, d, "I'd like to find a clinic near 19104");
  await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=19104&topic=clinic$/);
  await expect.poll(() => said(page, /organizations? near 19104,/)).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(await said(page, /organizations? near 19104,/)).toHaveLength(1);

  // "In Spanish" is a language, not a place: braille near home.
  await say(page, d, 'find braille classes in Spanish');
  await expect(page).toHaveURL(
    /\/client\/organization\/search\?zipcode=19104&topic=braille\+classes$/,
  );

  // Several Springfields: the first three read with their states; "the second one" picks.
  await say(page, d, 'find help in Springfield');
  const question = (await said(page, /^Which Springfield\?/))[0] ?? '';
  await expect.poll(async () => (await said(page, /^Which Springfield\?/)).length).toBe(1);
  const places = (await said(page, /^Which Springfield\?/))[0]!.match(/Springfield, [A-Z]{2}/g);
  expect(places, question).toHaveLength(3);
  const list = page.getByRole('list', { name: d.commands.choices });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await say(page, d, 'the second one');
  await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=\d{5}$/);
  await expect(list).toBeHidden();

  // Something we do not do: refused, assertively, with the closest commands; nothing runs.
  const before = page.url();
  await say(page, d, "what's the weather");
  const refusal = page.getByTestId('announcer-assertive');
  await expect(refusal).toContainText(
    format(d.commands.noMatchSay, { text: "what's the weather", suggestions: '' }).split(
      ' Did you mean',
    )[0]!,
  );
  await expect(refusal).toContainText('Did you mean: “');
  expect(page.url()).toBe(before);
  expect(consoleErrors).toEqual([]);
});

test('sp: "necesito ayuda cerca de mí" uses the ZIP code of the profile', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const d = dictionaries.sp;
  await page.addInitScript(installFakeSpeechRecognition);
  await recordAnnouncements(page);
  await signInAsPaidClient(page, { language: 'sp', home: DALLAS, shared: true });
  await turnVoiceOn(page, d);
  await say(page, d, 'necesito ayuda cerca de mí');
  await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=75201$/);
  await expect.poll(() => said(page, /organizaci(ón|ones) cerca de 75201,/)).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(await said(page, /organizaci(ón|ones) cerca de 75201,/)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
