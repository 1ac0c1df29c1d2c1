// Report a problem (issue 37, the user's side), keyboard only, in English and Spanish: on an
// organisation card of the veterans' local help, the dialog by keyboard, a missing choice
// refused at its field, a wrong phone sent, focus back on the button and the thanks said
// once; axe on the open dialog in every display mode.
import { LANGUAGES, dictionaries, expect, format, pressOn, test } from './support/app.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

const WACO = 'VA Blind Rehabilitation Center – Waco, Texas';

for (const language of LANGUAGES) {
  test(`${language}: report a wrong phone on a card, by keyboard`, async ({ page }) => {
    const r = dictionaries[language].organizations.report;
    await signInAsPaidClient(page, { language });
    // The VA centres near Dallas: three cards, Waco first.
    await page.goto('/client/organization/11?subCateId=49');
    const button = page.getByRole('button', { name: format(r.openFor, { name: WACO }) });
    await expect(button).toBeVisible();
    await pressOn(page, button);
    const dialog = page.getByRole('dialog', { name: format(r.title, { name: WACO }) });
    await expect(dialog).toBeVisible();
    await expectCleanInEveryMode(page, `report a problem (${language})`, '.modal-overlay');

    // Sent without a choice: refused at the choice, which takes focus; nothing leaves.
    await pressOn(page, dialog.getByRole('button', { name: r.send }));
    await expect(dialog.getByRole('radio', { name: r.kinds.wrong_phone })).toBeFocused();
    await expect(dialog.getByText(r.errors.kindRequired)).toBeVisible();

    // Space picks the focused choice; the details and the address follow by Tab.
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: r.kinds.wrong_phone })).toBeChecked();
    await pressOn(page, dialog.getByRole('textbox', { name: r.detailsLabel }), 'End');
    await page.keyboard.type('The number rings a fax machine.');
    await pressOn(page, dialog.getByRole('button', { name: r.send }));

    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.getByTestId('announcer-polite')).toHaveText(format(r.sent, { name: WACO }));
  });
}
