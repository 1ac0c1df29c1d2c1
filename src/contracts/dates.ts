// How the product writes a date, in the browser and in e-mails (docs/i18n.md). English keeps
// the spec's 'DD MMM, YYYY' ("05 Mar, 2026"); Spanish is what Intl writes for es-US ("5 mar
// 2026", or "5 de marzo de 2026" inside a sentence), not the English pattern in Spanish words.
// Dates are read in UTC, so a date is the same day everywhere.

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const SPANISH = {
  short: new Intl.DateTimeFormat('es-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  long: new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }),
};

export function formatDisplayDate(
  date: Date,
  language: 'en' | 'sp',
  { inSentence = false }: { inSentence?: boolean } = {},
): string {
  if (language === 'sp') return SPANISH[inSentence ? 'long' : 'short'].format(date);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${ENGLISH_MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}
