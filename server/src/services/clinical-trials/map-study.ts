import type { CtGovContact, CtGovLocation, CtGovStudy } from './ctgov-types.ts';
import { milesBetween } from '../geography/distance.ts';

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface NearestSite {
  facility: string;
  city: string;
  /** Full state name as the registry writes it. */
  state: string;
  zip: string;
  /** Great-circle distance from the searcher, rounded to 2 decimals. */
  distance_miles: number;
}

/** The spec's "Clinical trial study", plus title and the nearest site. */
export interface TrialStudy {
  NCT_number: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  /** YYYY-MM-DD or YYYY-MM as the registry gives it; '' when unknown. */
  start_date: string;
  /** Short bullet strings. */
  study_description: string[];
  eligibility_criteria: string;
  URL: string;
  title: string;
  nearest_site: NearestSite | null;
}

export const TRIAL_RADIUS_MILES = 200;

/** The registry's {lat, lon} points, measured with the one haversine of the server. */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  return milesBetween({ latitude: a.lat, longitude: a.lon }, { latitude: b.lat, longitude: b.lon });
}

// The registry lists Puerto Rico and the other territories as their own countries; their
// residents are US users of the hub (the state list includes Puerto Rico).
const US_COUNTRIES = new Set([
  'united states',
  'puerto rico',
  'guam',
  'u.s. virgin islands',
  'virgin islands (u.s.)',
  'american samoa',
  'northern mariana islands',
]);

// A site with one of these statuses cannot take anyone, even when the study as a whole is
// recruiting. Unknown or missing statuses count as open.
const CLOSED_SITE_STATUSES = new Set([
  'WITHDRAWN',
  'COMPLETED',
  'TERMINATED',
  'SUSPENDED',
  'ACTIVE_NOT_RECRUITING',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'WITHHELD',
]);

type SiteWithPoint = CtGovLocation & { geoPoint: GeoPoint };

/** A US site with coordinates that may still enrol people. */
export function isOpenUsSite(location: CtGovLocation): location is SiteWithPoint {
  const point = location.geoPoint;
  return (
    point !== undefined &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    US_COUNTRIES.has((location.country ?? '').trim().toLowerCase()) &&
    !CLOSED_SITE_STATUSES.has((location.status ?? '').trim().toUpperCase())
  );
}

function findNearestSite(
  study: CtGovStudy,
  origin: GeoPoint,
): { location: SiteWithPoint; miles: number } | null {
  let best: { location: SiteWithPoint; miles: number } | null = null;
  for (const location of study.protocolSection.contactsLocationsModule?.locations ?? []) {
    if (!isOpenUsSite(location)) continue;
    const miles = haversineMiles(origin, location.geoPoint);
    if (best === null || miles < best.miles) best = { location, miles };
  }
  return best;
}

function clean(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function isReachable(contact: CtGovContact): boolean {
  return clean(contact.phone) !== '' || clean(contact.email) !== '';
}

/** The first contact with a phone or an e-mail; site contacts named CONTACT before investigators. */
function pickContact(contacts: CtGovContact[] | undefined): CtGovContact | null {
  const reachable = (contacts ?? []).filter(isReachable);
  return reachable.find((contact) => contact.role === 'CONTACT') ?? reachable[0] ?? null;
}

function formatPhone(contact: CtGovContact): string {
  const phone = clean(contact.phone);
  const extension = clean(contact.phoneExt);
  return phone && extension ? `${phone} ext. ${extension}` : phone;
}

/** Undoes Markdown backslash escapes (`\>=` becomes `>=`). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

export function studyUrl(nctId: string): string {
  return `https://clinicaltrials.gov/study/${encodeURIComponent(nctId)}`;
}

function normaliseDate(date: string | undefined): string {
  const value = clean(date);
  return /^\d{4}-\d{2}(-\d{2})?$/.test(value) ? value : '';
}

// Words ending in a period that do not end a sentence.
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'approx',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'vs',
  'al',
  'fig',
  'no',
  'st',
  'u.s',
]);

function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  // A sentence ends at . ! or ? (optionally followed by a closing quote or bracket), then
  // whitespace, then something that can start a sentence.
  const boundary = /([.!?])["')\]]?\s+(?=["'(\p{Lu}\p{N}])/gu;
  for (const match of paragraph.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (match[1] === '.') {
      const before = paragraph.slice(start, match.index);
      const lastWord = (before.split(/\s+/).pop() ?? '').toLowerCase();
      // "et al." / "e.g." / an initial such as "J." do not end a sentence.
      if (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord)) continue;
    }
    sentences.push(paragraph.slice(start, end).trim());
    start = end;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter(Boolean);
}

function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** A summary as short bullets: one per sentence, list items kept as they are. */
export function toBullets(text: string, { maxBullets = 6, maxLength = 300 } = {}): string[] {
  const bullets = unescapeMarkdown(text)
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/^\s*(?:[*+-]|\d+[.)])\s+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .flatMap(splitSentences)
    .map((sentence) => shorten(sentence, maxLength));
  return bullets.slice(0, maxBullets);
}

function cleanEligibility(text: string | undefined): string {
  return unescapeMarkdown(text ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Maps one v2 study to the hub's study card, measured from the searcher's location. */
export function toTrialStudy(study: CtGovStudy, origin: GeoPoint): TrialStudy {
  const section = study.protocolSection;
  const nctId = section.identificationModule.nctId.trim();
  const nearest = findNearestSite(study, origin);
  const contact =
    pickContact(section.contactsLocationsModule?.centralContacts) ??
    pickContact(nearest?.location.contacts);
  const description = section.descriptionModule;

  return {
    NCT_number: nctId,
    contact_name: clean(contact?.name),
    contact_email: clean(contact?.email),
    contact_phone: contact ? formatPhone(contact) : '',
    start_date: normaliseDate(section.statusModule?.startDateStruct?.date),
    study_description: toBullets(
      description?.briefSummary?.trim()
        ? description.briefSummary
        : (description?.detailedDescription ?? ''),
    ),
    eligibility_criteria: cleanEligibility(section.eligibilityModule?.eligibilityCriteria),
    URL: studyUrl(nctId),
    title:
      clean(section.identificationModule.briefTitle) ||
      clean(section.identificationModule.officialTitle),
    nearest_site: nearest
      ? {
          facility: clean(nearest.location.facility),
          city: clean(nearest.location.city),
          state: clean(nearest.location.state),
          zip: clean(nearest.location.zip),
          distance_miles: Math.round(nearest.miles * 100) / 100,
        }
      : null,
  };
}

/**
 * Studies with an open US site within `miles`, nearest first (NCT number breaks ties), each
 * study once.
 */
export function toTrialStudies(
  studies: CtGovStudy[],
  origin: GeoPoint,
  { miles = TRIAL_RADIUS_MILES }: { miles?: number } = {},
): TrialStudy[] {
  const seen = new Set<string>();
  const mapped: TrialStudy[] = [];
  for (const study of studies) {
    const trial = toTrialStudy(study, origin);
    if (trial.nearest_site === null || trial.nearest_site.distance_miles > miles) continue;
    if (seen.has(trial.NCT_number)) continue;
    seen.add(trial.NCT_number);
    mapped.push(trial);
  }
  return mapped.sort(
    (a, b) =>
      a.nearest_site!.distance_miles - b.nearest_site!.distance_miles ||
      a.NCT_number.localeCompare(b.NCT_number),
  );
}

/**
 * The study with only the sites the hub can use (open, in the US, with coordinates): what is
 * worth caching. Some studies list hundreds of sites worldwide.
 */
export function keepOpenUsSites(study: CtGovStudy): CtGovStudy {
  const module = study.protocolSection.contactsLocationsModule;
  if (!module?.locations) return study;
  return {
    ...study,
    protocolSection: {
      ...study.protocolSection,
      contactsLocationsModule: { ...module, locations: module.locations.filter(isOpenUsSite) },
    },
  };
}
