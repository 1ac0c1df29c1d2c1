// The Blind Low Vision survey end to end, keyboard only, in both languages: answer, finish,
// land on the low-vision optometrists with the answers, find them on /my-surveys and print
// them alone. axe scans each state in the three display modes on the same page loads.
import { LANGUAGES, dictionaries, expect, pageHeading, tabTo, test } from './support/app.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import { PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';

/** Category 3 ("Low vision") holds the survey's sub-category 44 in the embedded catalogue. */
const SURVEY_PATH = '/client/organization/3?subCateId=44';

for (const language of LANGUAGES) {
  test(`${language}: the survey leads to optometrists and to printable answers`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const d = dictionaries[language];
    const where = `(${language})`;
    await page.addInitScript(() => {
      // Printing is checked through print media; the browser's dialog is not needed.
      window.print = () => {
        (window as unknown as { printed: string }).printed =
          document.documentElement.dataset.printOnly ?? '';
      };
    });
    await signInAsPaidClient(page, { language, home: PHILADELPHIA, isVeteran: 0 });
    await page.goto(SURVEY_PATH);
    const firstQuestion = page.getByRole('radiogroup').first();
    await expect(firstQuestion).toBeVisible();
    await expectCleanInEveryMode(page, `survey ${where}`);

    const firstChoice = firstQuestion.getByRole('radio').first();
    // The choice's words (its label), to find them among the saved answers.
    const chosen = (
      await firstChoice.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)
    )?.trim();
    expect(chosen).toBeTruthy();
    await tabTo(page, firstChoice);
    await page.keyboard.press('Space');
    await expect(firstChoice).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: d.categories.survey.finish }));
    await page.keyboard.press('Enter');

    // The confirmation takes focus: a screen reader reads it, then the optometrists.
    await expect(page.getByText(d.categories.survey.saved)).toBeFocused();
    const optometrists = page.getByRole('heading', {
      level: 3,
      name: d.categories.optometrists.heading,
    });
    await expect(optometrists).toBeVisible();
    const answers = page.getByRole('region', { name: d.categories.optometrists.answersHeading });
    // One question answered: its one choice, the one chosen, is what is listed.
    await expect(answers.getByRole('listitem').getByRole('listitem')).toHaveText([chosen ?? '']);
    await expectCleanInEveryMode(page, `optometrists ${where}`);

    // A reload remembers the survey is done.
    await page.reload();
    await expect(optometrists).toBeVisible();

    await page.goto('/my-surveys');
    await expect(pageHeading(page, d.mySurveys.heading)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: d.mySurveys.blv })).toBeVisible();
    const list = page.locator('#survey-answers');
    await expect(list.locator(':scope > li')).toHaveCount(1);
    await expect(list.getByRole('listitem').getByRole('listitem')).toHaveText([chosen ?? '']);
    await expectCleanInEveryMode(page, `my surveys ${where}`);

    await tabTo(page, page.getByRole('button', { name: d.mySurveys.print }));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: string }).printed)).toBe(
      'survey-answers',
    );
    await page.emulateMedia({ media: 'print' });
    await expect(list).toBeVisible();
    await expect(pageHeading(page, d.mySurveys.heading)).toBeHidden();
    await expect(page.getByRole('button', { name: d.mySurveys.print })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}
