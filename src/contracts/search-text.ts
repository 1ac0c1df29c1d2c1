/**
 * The one form names are compared in, by the server (cities.name_search, organisation and
 * kind-of-help names) and by the browser (the State field): lower case, accents and other
 * marks removed ("José" -> "jose", "Hālawa" -> "halawa"), apostrophes and the Hawaiian ʻokina
 * dropped ("‘Ewa" -> "ewa", "O'Fallon" -> "ofallon"), any other run of punctuation or spaces a
 * single space ("St. Louis" -> "st louis", "Winston-Salem" -> "winston salem"). The seed
 * computes it in JS, so the database needs no unaccent extension, and a query normalised the
 * same way matches with LIKE 'prefix%'.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['‘’ʻʼ`´]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
