import type { MailLanguage } from '../mail/templates.ts';

// The trial-watch digest (issue 39, ADR 043): the one e-mail with an HTML part. Each study is
// a heading followed by a real list, so a screen reader's heading and list keys move through
// it; no images, no tracking, and a plain-text part that says the same. The registry writes
// in English: in the Spanish e-mail its titles carry lang="en" so they are read with an
// English voice.

export interface DigestStudy {
  nctId: string;
  /** The registry's brief title: its plain-language one. */
  title: string;
  /** The registry's overall status, e.g. RECRUITING. */
  status: string;
  site: { facility: string; city: string; state: string; distanceMiles: number } | null;
  studyUrl: string;
  /** The study's eligibility dialog in the product. */
  eligibilityUrl: string;
}

export interface DigestInput {
  language: MailLanguage;
  conditions: string[];
  zipcode: string;
  miles: number;
  studies: DigestStudy[];
  manageUrl: string;
  unsubscribeUrl: string;
}

export interface RenderedDigest {
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

const WORDS = {
  en: {
    subject: (n: number, zip: string) =>
      n === 1 ? `1 new clinical trial near ${zip}` : `${n} new clinical trials near ${zip}`,
    intro: (conditions: string, miles: string, zip: string) =>
      `These clinical trials for ${conditions} within ${miles} miles of ${zip} are new since our last e-mail.`,
    or: ' or ',
    status: 'Status',
    statuses: {
      RECRUITING: 'Recruiting now',
      NOT_YET_RECRUITING: 'Not yet recruiting; opening soon',
    } as Record<string, string>,
    otherStatus: 'Open',
    site: 'Nearest site',
    away: (miles: string) => `${miles} miles away`,
    noSite: 'No site with a location is listed yet',
    study: 'Read about the study at ClinicalTrials.gov',
    eligibility: 'Who can take part, on Vision Hub',
    manage: 'Pause, change or delete your alerts',
    unsubscribe: 'Stop these e-mails (one click, no sign-in)',
    why: 'You get this e-mail because you asked Vision Hub to watch for new clinical trials.',
    disclaimer:
      'Vision Hub is for information only and does not replace advice from your doctor. Ask your eye doctor before you join a study.',
    team: 'The Vision Hub team',
  },
  sp: {
    subject: (n: number, zip: string) =>
      n === 1
        ? `1 ensayo clínico nuevo cerca de ${zip}`
        : `${n} ensayos clínicos nuevos cerca de ${zip}`,
    intro: (conditions: string, miles: string, zip: string) =>
      `Estos ensayos clínicos sobre ${conditions} a menos de ${miles} millas de ${zip} son nuevos desde nuestro último correo electrónico.`,
    or: ' o ',
    status: 'Estado',
    statuses: {
      RECRUITING: 'Busca participantes ahora',
      NOT_YET_RECRUITING: 'Todavía no busca participantes; abrirá pronto',
    } as Record<string, string>,
    otherStatus: 'Abierto',
    site: 'Sitio más cercano',
    away: (miles: string) => `a ${miles} millas`,
    noSite: 'Todavía no hay un sitio con dirección',
    study: 'Lea sobre el ensayo en ClinicalTrials.gov (en inglés)',
    eligibility: 'Quién puede participar, en Vision Hub',
    manage: 'Pausar, cambiar o borrar sus alertas',
    unsubscribe: 'Dejar de recibir estos correos (un clic, sin iniciar sesión)',
    why: 'Recibe este correo electrónico porque pidió a Vision Hub que le avise de ensayos clínicos nuevos.',
    disclaimer:
      'La información de Vision Hub es solo informativa y no reemplaza el consejo de su médico. Consulte a su médico de los ojos antes de participar en un ensayo.',
    team: 'El equipo de Vision Hub',
  },
} as const;

const LOCALE = { en: 'en-US', sp: 'es-US' } as const;
const HTML_LANG = { en: 'en', sp: 'es' } as const;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function digestEmail(input: DigestInput): RenderedDigest {
  const { language, studies } = input;
  const w = WORDS[language];
  const number = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 1 });
  const conditions = input.conditions.join(w.or);
  const subject = w.subject(studies.length, input.zipcode);
  const intro = w.intro(conditions, number.format(input.miles), input.zipcode);
  // Registry text is English; only the Spanish e-mail needs to say so.
  const registryLang = language === 'sp' ? ' lang="en"' : '';

  const facts = (study: DigestStudy) => {
    const status = `${w.status}: ${w.statuses[study.status] ?? w.otherStatus}`;
    const site = study.site
      ? `${w.site}: ${[study.site.facility, study.site.city, study.site.state].filter(Boolean).join(', ')}, ${w.away(number.format(study.site.distanceMiles))}`
      : w.noSite;
    return { status, site };
  };

  const textStudies = studies.flatMap((study, index) => {
    const { status, site } = facts(study);
    return [
      `${index + 1}. ${study.title} (${study.nctId})`,
      `   - ${status}`,
      `   - ${site}`,
      `   - ${w.study}: ${study.studyUrl}`,
      `   - ${w.eligibility}: ${study.eligibilityUrl}`,
      '',
    ];
  });
  const bodyText = [
    subject,
    '',
    intro,
    '',
    ...textStudies,
    `${w.manage}: ${input.manageUrl}`,
    `${w.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    w.why,
    w.disclaimer,
    '',
    w.team,
  ].join('\n');

  const htmlStudies = studies
    .map((study) => {
      const { status, site } = facts(study);
      return [
        `<h2${registryLang}>${escapeHtml(study.title)}</h2>`,
        '<ul>',
        `<li>${escapeHtml(status)}</li>`,
        `<li>${escapeHtml(site)}</li>`,
        `<li><a href="${escapeHtml(study.studyUrl)}">${escapeHtml(w.study)}</a> (${escapeHtml(study.nctId)})</li>`,
        `<li><a href="${escapeHtml(study.eligibilityUrl)}">${escapeHtml(w.eligibility)}</a></li>`,
        '</ul>',
      ].join('\n');
    })
    .join('\n');
  const bodyHtml = [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    htmlStudies,
    '<ul>',
    `<li><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(w.manage)}</a></li>`,
    `<li><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(w.unsubscribe)}</a></li>`,
    '</ul>',
    `<p>${escapeHtml(w.why)}</p>`,
    `<p>${escapeHtml(w.disclaimer)}</p>`,
    `<p>${escapeHtml(w.team)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');

  return { subject, bodyText, bodyHtml };
}
