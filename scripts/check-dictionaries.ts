// Fails when the English and Spanish dictionaries differ in keys, when a value is empty, or
// when a translation drops or invents a {{placeholder}}. The types catch most of this at
// compile time; this check also covers values and gives a readable list. It then holds every
// text a user reads to the glossary (docs/i18n.md, scripts/i18n-style.ts).
import { GUIDE_INTROS, GUIDE_TEXTS } from '../server/src/db/seed/catalog/guide-texts.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from '../server/src/db/seed/catalog/categories.ts';
import { PLAN_ROWS } from '../server/src/db/seed/seed-plans.ts';
import { SURVEY_DEFINITIONS } from '../server/src/db/seed/surveys/survey-definitions.ts';
import { PAGE_STRINGS } from '../server/src/idp/pages.ts';
import { welcomeEmail } from '../server/src/services/mail/templates.ts';
import { LIST_EMAIL_STRINGS } from '../server/src/services/my-list/my-list-email.ts';
import { receiptEmail } from '../server/src/services/payments/receipt-email.ts';
import { digestEmail } from '../server/src/services/trial-watch/digest-email.ts';
import { PDF_LABELS } from '../server/src/services/guide-pdf/pdf-labels.ts';
import { allEnglish, allSpanish } from '../src/i18n/namespaces/all.ts';
import { COMMANDS } from '../src/features/commands/registry.ts';
import { compareDictionaries } from './dictionary-diff.ts';
import {
  commandHelpProblems,
  interfaceProblems,
  spanishProblems,
  spanishStringsOf,
  stringsOf,
  type Entry,
} from './i18n-style.ts';

const problems = compareDictionaries(allEnglish, allSpanish);
if (problems.length > 0) {
  console.error(`Dictionary check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Dictionaries match: en and sp have the same keys and placeholders.');

const withoutHtml = ({ bodyHtml: _html, ...text }: { bodyHtml: string }) => text;

const lookup = (tree: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);

const sampleReceipt = {
  to: 'ana@example.com',
  firstName: 'Ana',
  orderId: 'VH-1',
  planName: 'Mensual',
  planType: 'monthly',
  amountCents: 999,
  discountPercent: 20,
  startDate: new Date(Date.UTC(2026, 2, 5)),
  expiryDate: new Date(Date.UTC(2026, 8, 1)),
} as const;

// What people say when they need a guide (saysSp) records their words, not ours: search must
// find "DMAE" and "altavoz" too. Everything else in a guide is held to the glossary.
const guideTexts = GUIDE_TEXTS.map(({ saysEn: _en, saysSp: _sp, ...text }) => text);

const spanish: Entry[] = [
  ...stringsOf(allSpanish),
  ...spanishStringsOf({ guideTexts, GUIDE_INTROS, CATEGORY_ROWS, SUB_CATEGORY_ROWS }),
  ...spanishStringsOf({ PLAN_ROWS, SURVEY_DEFINITIONS, PAGE_STRINGS }),
  ...stringsOf(PDF_LABELS.sp, 'pdf'),
  ...stringsOf(welcomeEmail({ firstName: 'Ana', language: 'sp' }), 'welcome e-mail'),
  ...stringsOf(
    receiptEmail({ ...sampleReceipt, language: 'sp', trialEnd: sampleReceipt.expiryDate }),
    'receipt e-mail',
  ),
  // The HTML part says what the text part says, inside markup whose quotes are not prose.
  ...stringsOf(
    withoutHtml(
      digestEmail({
        language: 'sp',
        conditions: ['glaucoma', 'retinitis pigmentosa'],
        zipcode: '19104',
        miles: 100,
        studies: [
          {
            nctId: 'NCT1',
            title: 'Eye drops',
            status: 'RECRUITING',
            site: {
              facility: 'Eye Site',
              city: 'Philadelphia',
              state: 'Pennsylvania',
              distanceMiles: 2,
            },
            studyUrl: 'https://clinicaltrials.gov/study/NCT1',
            eligibilityUrl: 'https://hub.example.org/',
          },
          {
            ...{ nctId: 'NCT2', title: 'Laser', status: 'NOT_YET_RECRUITING', site: null },
            studyUrl: '',
            eligibilityUrl: '',
          },
        ],
        manageUrl: 'https://hub.example.org/my-alerts',
        unsubscribeUrl: 'https://hub.example.org/alerts/unsubscribe',
      }),
    ),
    'trial digest e-mail',
  ),
  ...stringsOf(LIST_EMAIL_STRINGS.sp, 'list e-mail'),
];
const style = [
  ...spanishProblems(spanish),
  ...interfaceProblems(stringsOf(allEnglish, 'en')),
  ...interfaceProblems(stringsOf(allSpanish, 'sp')),
  ...(['en', 'sp'] as const).flatMap((language) =>
    commandHelpProblems(
      language,
      COMMANDS.flatMap((command) =>
        [command.label, command.keyboard].map(
          (key) =>
            [
              `${language} ${key}`,
              String(lookup(language === 'en' ? allEnglish : allSpanish, key)),
            ] as const,
        ),
      ),
    ),
  ),
];
if (style.length > 0) {
  console.error(`Glossary check failed (${style.length}); see docs/i18n.md:`);
  for (const { where, text, rule } of style) console.error(`  - ${where}: ${rule}\n      ${text}`);
  process.exit(1);
}
console.log(`Glossary check passed: ${spanish.length} Spanish texts, every dictionary string.`);
