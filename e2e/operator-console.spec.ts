// The operator console (issue 37, point 3) end to end in Chromium, keyboard only: a signed-in
// person reports a wrong phone on a card (in Spanish); the operator (ADMIN_EMAILS in
// playwright.config.ts) finds it in Reports, opens the record, is refused a bad phone, is
// refused a stale save (someone changed the record meanwhile) and reviews it, saves, marks the
// record verified by phone and resolves the report; the person's card then shows the new
// number and "Last verified" today, in Spanish and in English. Axe on every console screen
// and state (the lists in Spanish too); a person who is not an operator finds no console. One
// sign-in per person.
import type { Browser, Locator, Page } from '@playwright/test';
import { formatDisplayDate } from '../src/contracts/dates.ts';
import { formatPhone } from '../src/lib/organization-display.ts';
import {
  dictionaries,
  expect,
  format,
  HTML_LANG,
  pageHeading,
  pressOn,
  seedPreferences,
  tabTo,
  test,
  waitUntilInteractive,
  type Language,
} from './support/app.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import { accessToken, currentUser, watchAccessToken } from './support/onboarding.ts';
import { signInAsPaidClient } from './support/paid-client.ts';
import { completeProviderSignIn } from './support/sign-in.ts';

/** A national organisation the veterans' list near Dallas shows, with no phone in the seed. */
const BVA = 'Blinded Veterans Association';
const BVA_ID = 5106;
const NEW_PHONE = '(214) 555-0142';
const en = dictionaries.en;
const callLink = (language: Language) =>
  format(dictionaries[language].organizations.card.call, {
    name: BVA,
    number: formatPhone(NEW_PHONE),
  });
const a = en.admin;

/** Presses a key until `target` has focus (arrows inside a composite widget). */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} did not reach ${target}`);
}

/** The header's language menu, by keyboard. */
async function switchLanguage(page: Page, from: Language, to: Language) {
  const s = dictionaries[from].settings;
  const current = from === 'en' ? s.english : s.spanish;
  await tabTo(page, page.getByRole('button', { name: format(s.languageButton, { current }) }));
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('menuitemradio', {
    name: to === 'en' ? s.english : s.spanish,
    exact: true,
  });
  await arrowTo(page, option);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[to]);
}

/** Presses Tab until focus is inside `container` (a grid takes one tab stop). */
async function tabInto(page: Page, container: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await container.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error(`Tab did not reach into ${container}`);
}

/**
 * The operator signs in through the provider's pages and completes the profile through the
 * API (the account menu needs it), in a context of their own.
 */
async function signInAsOperator(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedPreferences(page, { language: 'en' });
  watchAccessToken(page);
  await page.goto('/');
  await waitUntilInteractive(page);
  await page.getByRole('button', { name: en.auth.loginMenu }).click();
  await page.getByRole('menuitem', { name: en.auth.individual }).click();
  await completeProviderSignIn(page, 'en', process.env.E2E_OPERATOR_EMAIL!, {
    first: 'Olga',
    last: 'Operator',
  });
  // An operator lands on the dashboard (spec section 4's redirect table).
  await expect(pageHeading(page, format(en.dashboard.welcome, { name: 'Olga' }))).toBeVisible();
  const user = await currentUser(page);
  expect(user['is_admin']).toBe(1);
  const saved = await page.request.post('/api/v1/updateUser', {
    headers: { authorization: `Bearer ${accessToken(page)}` },
    data: {
      user_id: user['user_id'],
      first_name: 'Olga',
      last_name: 'Operator',
      dob: '1975-03-02',
      contact_number: '(214) 555-9999',
      state_id: 1407,
      zipcode: '75201',
      address1: '1 Main St',
      city_id: 114990,
      country_id: 233,
      is_veteran: 0,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, page };
}

/** The person's card of BVA on the veterans' local-help list. */
async function openVeteransList(page: Page) {
  await page.goto('/client/organization/11?subCateId=49');
  const card = page.getByRole('article', { name: new RegExp(`${BVA}$`) });
  await expect(card).toBeVisible();
  return card;
}

test('an operator fixes a reported phone, verifies it and resolves the report, by keyboard', async ({
  page,
  browser,
}) => {
  // One journey across two people and every console screen, with 33 axe scans.
  test.setTimeout(300_000);
  // The person, in Spanish: Report a problem on the card, a wrong phone.
  await signInAsPaidClient(page, { language: 'sp' });
  const sp = dictionaries.sp;
  const card = await openVeteransList(page);
  await expect(card.getByText(sp.organizations.card.notVerified)).toBeVisible();
  const r = sp.organizations.report;
  await pressOn(page, card.getByRole('button', { name: format(r.openFor, { name: BVA }) }));
  const dialog = page.getByRole('dialog', { name: format(r.title, { name: BVA }) });
  await tabTo(page, dialog.getByRole('radio', { name: r.kinds.wrong_phone }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('textbox', { name: r.detailsLabel }));
  await page.keyboard.type('No aparece el teléfono. Es el 214 555 0142.');
  await pressOn(page, dialog.getByRole('button', { name: r.send }));
  await expect(page.getByTestId('announcer-polite')).toHaveText(format(r.sent, { name: BVA }));

  // Not an operator: no console in the account menu, and /admin is not a page for them.
  await pressOn(page, page.getByRole('button', { name: sp.shell.accountMenu }));
  await expect(page.getByRole('menu', { name: sp.shell.accountMenu })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: sp.shell.operatorConsole })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(pageHeading(page, sp.marketing.notFound.title)).toBeVisible();

  // The operator: the account menu leads to the console, which opens on the open reports.
  const operator = await signInAsOperator(browser);
  const op = operator.page;
  await op.goto('/client/dashboard');
  await waitUntilInteractive(op);
  await pressOn(op, op.getByRole('button', { name: en.shell.accountMenu }));
  await arrowTo(op, op.getByRole('menuitem', { name: en.shell.operatorConsole }));
  await op.keyboard.press('Enter');
  await expect(pageHeading(op, a.reports.heading)).toBeFocused();
  const table = op.getByRole('grid');
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(BVA) });
  await expect(row).toContainText(a.kinds.wrong_phone);
  await expectCleanInEveryMode(op, 'console: reports (en)');
  // Into the table by Tab, down the rows by arrow, open by Enter.
  await tabInto(op, table);
  await arrowTo(op, row);
  await op.keyboard.press('Enter');

  // The report beside its record: the phone then and now, and a link to edit it.
  await expect(pageHeading(op, format(a.report.heading, { name: BVA }))).toBeFocused();
  await expect(op.getByText('No aparece el teléfono. Es el 214 555 0142.')).toBeVisible();
  const reportUrl = op.url();
  await expectCleanInEveryMode(op, 'console: a report (en)');
  await pressOn(op, op.getByRole('link', { name: format(a.report.edit, { name: BVA }) }));
  const editHeading = pageHeading(op, format(a.organization.heading, { name: BVA }));
  await expect(editHeading).toBeFocused();
  const editUrl = op.url();

  // A phone that is not one: the error summary takes focus, the field says why.
  const phone = op.getByRole('textbox', { name: a.fields.phone, exact: true });
  await tabTo(op, phone);
  await op.keyboard.type('call us');
  await pressOn(op, op.getByRole('button', { name: a.organization.save }));
  await expect(op.getByRole('group', { name: a.organization.errorTitle })).toBeFocused();
  await expect(op.getByText(a.errors.phone).first()).toBeVisible();
  await expectCleanInEveryMode(op, 'console: edit with an error (en)');

  // Meanwhile someone else saves a description: this operator's save is refused and reviewed.
  const bearer = { authorization: `Bearer ${accessToken(op)}` };
  const loaded = (await (
    await op.request.get(`/api/v1/admin/organizations/${BVA_ID}`, { headers: bearer })
  ).json()) as Record<string, unknown>;
  const theirs = await op.request.put(`/api/v1/admin/organizations/${BVA_ID}`, {
    headers: bearer,
    data: {
      version: loaded['version'],
      values: { ...loaded, description: 'Peer support for blinded veterans.' },
    },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await tabTo(op, phone);
  await op.keyboard.press('ControlOrMeta+a');
  await op.keyboard.type(NEW_PHONE);
  await pressOn(op, op.getByRole('button', { name: a.organization.save }));
  await expect(op.getByRole('heading', { name: a.organization.conflict.heading })).toBeFocused();
  const review = op.getByRole('table', { name: a.organization.conflict.caption });
  await expect(review.getByRole('row', { name: new RegExp(a.fields.description) })).toContainText(
    'Peer support for blinded veterans.',
  );
  await expect(phone).toHaveValue(NEW_PHONE);
  await expectCleanInEveryMode(op, 'console: edit, changed meanwhile (en)');
  await pressOn(op, op.getByRole('button', { name: a.organization.save }));
  await expect(op.getByTestId('announcer-polite')).toHaveText(
    format(a.organization.saved, { name: BVA }),
  );

  // Mark verified, by phone: the history shows both changes, newest first.
  await tabTo(op, op.getByRole('radio', { name: a.how.phone }));
  await op.keyboard.press('Space');
  await pressOn(op, op.getByRole('button', { name: a.organization.verify.button }));
  await expect(op.getByTestId('announcer-polite')).toHaveText(
    format(a.organization.verify.done, { how: a.how.phone }),
  );
  const history = op.getByRole('table', { name: a.organization.history.caption });
  await expect(history).toContainText(a.fields.verified_at);
  await expect(history).toContainText(NEW_PHONE);
  await expectCleanInEveryMode(op, 'console: verified, with history (en)');

  // Back to the report: resolved with a note, its outcome heading takes focus.
  await pressOn(op, op.getByRole('link', { name: a.organization.backToReport }));
  await expect(pageHeading(op, format(a.report.heading, { name: BVA }))).toBeFocused();
  await tabTo(op, op.getByRole('textbox', { name: a.report.close.noteLabel }));
  await op.keyboard.type('Added the number from their website and called it.');
  await pressOn(op, op.getByRole('button', { name: a.report.close.submit }));
  const today = new Date().toISOString().slice(0, 10);
  const todayEn = formatDisplayDate(new Date(today), 'en');
  await expect(
    op.getByRole('heading', { name: format(a.report.closedResolved, { date: todayEn }) }),
  ).toBeFocused();
  await expectCleanInEveryMode(op, 'console: a resolved report (en)');

  // Due for checking: BVA, verified today, has left it.
  await pressOn(op, op.getByRole('link', { name: a.nav.due }));
  await expect(pageHeading(op, a.due.heading)).toBeFocused();
  const due = op.getByRole('grid');
  await expect(due.getByRole('row').nth(1)).toBeVisible();
  await expect(due.getByRole('row', { name: new RegExp(BVA) })).toHaveCount(0);
  await expectCleanInEveryMode(op, 'console: due for checking (en)');

  // The console in Spanish: the lists, every mode.
  await switchLanguage(op, 'en', 'sp');
  await expect(pageHeading(op, sp.admin.due.heading)).toBeVisible();
  await expectCleanInEveryMode(op, 'console: due for checking (sp)');
  await op.goto('/admin');
  await expect(pageHeading(op, sp.admin.reports.heading)).toBeVisible();
  await expectCleanInEveryMode(op, 'console: reports (sp)');
  // A report and the edit screen in Spanish too.
  await op.goto(reportUrl);
  await expect(pageHeading(op, format(sp.admin.report.heading, { name: BVA }))).toBeVisible();
  await expectCleanInEveryMode(op, 'console: a resolved report (sp)');
  await op.goto(editUrl);
  await expect(pageHeading(op, format(sp.admin.organization.heading, { name: BVA }))).toBeVisible();
  await expectCleanInEveryMode(op, 'console: edit (sp)');
  await operator.context.close();

  // The person's card: the new number and today's verification, in Spanish, then English.
  const spanishCard = await openVeteransList(page);
  await expect(
    spanishCard.getByText(
      format(sp.organizations.card.verified, { date: formatDisplayDate(new Date(today), 'sp') }),
    ),
  ).toBeVisible();
  await expect(spanishCard.getByRole('link', { name: callLink('sp') })).toBeVisible();
  await switchLanguage(page, 'sp', 'en');
  const englishCard = page.getByRole('article', { name: new RegExp(`${BVA}$`) });
  await expect(
    englishCard.getByText(format(en.organizations.card.verified, { date: todayEn })),
  ).toBeVisible();
  await expect(englishCard.getByRole('link', { name: callLink('en') })).toBeVisible();
});
