import { PREFERENCE_COOKIES } from '../../../src/contracts/preferences.ts';

// The development provider's pages. They are part of the product (people sign in through
// them while it is the default), so they meet the same bar as the app: real labels, errors
// linked to their fields and listed in a summary, the language set, no colour-only meaning.

export type PageLanguage = 'en' | 'es';

const EN = {
  siteName: 'Vision Hub',
  title: 'Development sign-in',
  intro:
    'This sign-in is for development and testing. It asks for no password: anyone who can open this page can sign in with any e-mail address.',
  email: 'Email address',
  emailHint: 'For example, name@example.com',
  firstUse: 'This is the first sign-in with this address. Please tell us your name.',
  givenName: 'First name',
  familyName: 'Last name',
  submit: 'Sign in',
  errorSummary: 'There is a problem',
  errorPrefix: 'Error:',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  givenNameRequired: 'Enter your first name',
  familyNameRequired: 'Enter your last name',
  nameLetters: 'Only letters and spaces are allowed.',
  otherLanguage: 'Español',
  signingOut: 'Signing you out',
  signingOutText: 'You are being signed out of Vision Hub.',
  continue: 'Continue',
  signedOut: 'You are signed out',
  signedOutText: 'You have signed out of Vision Hub.',
  backHome: 'Go to the home page',
  errorTitle: 'Sign-in could not continue',
  errorText:
    'Something went wrong with this sign-in request. Go back to Vision Hub and start again.',
  unknownAddress:
    'Vision Hub was opened at {asked}, an address this sign-in does not accept. Open it at one of these addresses instead: {accepted}. To use another address, set PUBLIC_SITE_URL (or CORS_ORIGINS) to it and restart the server.',
};

type PageStrings = Record<keyof typeof EN, string>;

export const PAGE_STRINGS: Record<PageLanguage, PageStrings> = {
  en: EN,
  es: {
    siteName: 'Vision Hub',
    title: 'Inicio de sesión de desarrollo',
    intro:
      'Este inicio de sesión es para desarrollo y pruebas. No pide contraseña: cualquier persona que abra esta página puede entrar con cualquier dirección de correo electrónico.',
    email: 'Correo electrónico',
    emailHint: 'Por ejemplo, nombre@ejemplo.com',
    firstUse:
      'Es la primera vez que se inicia sesión con esta dirección. Por favor, díganos su nombre.',
    givenName: 'Nombre',
    familyName: 'Apellido',
    submit: 'Iniciar sesión',
    errorSummary: 'Hay un problema',
    errorPrefix: 'Error:',
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid:
      'Escriba un correo electrónico con el formato correcto, por ejemplo nombre@ejemplo.com',
    givenNameRequired: 'Escriba su nombre',
    familyNameRequired: 'Escriba su apellido',
    nameLetters: 'Solo se permiten letras y espacios.',
    otherLanguage: 'English',
    signingOut: 'Cerrando su sesión',
    signingOutText: 'Estamos cerrando su sesión de Vision Hub.',
    continue: 'Continuar',
    signedOut: 'Ha cerrado la sesión',
    signedOutText: 'Ha cerrado su sesión de Vision Hub.',
    backHome: 'Ir a la página de inicio',
    errorTitle: 'No se pudo continuar con el inicio de sesión',
    errorText:
      'Algo salió mal con esta solicitud de inicio de sesión. Vuelva a Vision Hub y empiece de nuevo.',
    unknownAddress:
      'Vision Hub se abrió en {asked}, una dirección que este inicio de sesión no acepta. Ábralo en una de estas direcciones: {accepted}. Para usar otra dirección, ponga PUBLIC_SITE_URL (o CORS_ORIGINS) con ella y reinicie el servidor.',
  },
};
export type FieldName = 'email' | 'given_name' | 'family_name';
export type MessageKey = Extract<
  keyof typeof EN,
  'emailRequired' | 'emailInvalid' | 'givenNameRequired' | 'familyNameRequired' | 'nameLetters'
>;

/** ui_locales is a space-separated list of BCP 47 tags; the app sends "es" for Spanish. */
export function pageLanguage(...candidates: (string | undefined | null)[]): PageLanguage {
  for (const candidate of candidates) {
    for (const tag of (candidate ?? '').split(/[\s,]+/)) {
      const primary = tag.toLowerCase().split('-')[0];
      if (primary === 'es' || primary === 'sp') return 'es';
      if (primary === 'en') return 'en';
    }
  }
  return 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

export const STYLESHEET_PATH = '/idp/assets/sign-in.css';
export const SCRIPT_PATH = '/idp/assets/display-settings.js';

/**
 * The app's display settings (high contrast, large text) are this origin's cookies, with
 * localStorage as the older record (src/features/settings/display-preferences.tsx); the
 * provider's pages follow them, before the first paint, from an external script the CSP
 * allows. Without it (scripts off) the system's own contrast and dark-mode settings apply.
 */
export const DISPLAY_SCRIPT = `(function () {
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([a-z]+)'));
    return match ? match[1] : null;
  }
  var stored = {};
  try {
    stored = JSON.parse(localStorage.getItem('displaySettings') || 'null') || {};
  } catch (error) {}
  var contrast = cookie('${PREFERENCE_COOKIES.contrast}');
  var text = cookie('${PREFERENCE_COOKIES.text}');
  var root = document.documentElement;
  root.setAttribute('data-contrast', (contrast ? contrast === 'high' : stored.highContrast === true) ? 'high' : 'standard');
  root.setAttribute('data-text', (text ? text === 'large' : stored.largeText === true) ? 'large' : 'standard');
})();
`;

function layout(language: PageLanguage, title: string, body: string, head = ''): string {
  const s = PAGE_STRINGS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${s.siteName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="${SCRIPT_PATH}"></script>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${head}
</head>
<body>
<header class="idp-header"><p class="idp-brand">${s.siteName}</p></header>
<main class="idp-main">
${body}
</main>
</body>
</html>`;
}

export interface SignInForm {
  action: string;
  /** Where the same page is shown in the other language. */
  otherLanguageHref: string;
  values: Partial<Record<FieldName, string>>;
  errors: Partial<Record<FieldName, MessageKey>>;
  /** First sign-in with this address: the name fields are shown. */
  askName: boolean;
}

function field(
  s: PageStrings,
  name: FieldName,
  label: string,
  form: SignInForm,
  attributes: string,
  hint?: string,
): string {
  const error = form.errors[name];
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="idp-field${error ? ' idp-field-error' : ''}">
<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<p class="idp-hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="idp-error" id="${name}-error"><span class="idp-visually-hidden">${s.errorPrefix} </span>${escapeHtml(s[error])}</p>` : ''}
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(form.values[name] ?? '')}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

export function signInPage(language: PageLanguage, form: SignInForm): string {
  const s = PAGE_STRINGS[language];
  const errors = Object.entries(form.errors) as [FieldName, MessageKey][];
  const summary = errors.length
    ? `<div class="idp-error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">${s.errorSummary}</h2>
<ul>${errors.map(([name, key]) => `<li><a href="#${name}">${escapeHtml(s[key])}</a></li>`).join('')}</ul>
</div>`
    : '';
  const nameFields = form.askName
    ? `<p class="idp-notice">${escapeHtml(s.firstUse)}</p>
${field(s, 'given_name', s.givenName, form, `type="text" autocomplete="given-name" spellcheck="false" maxlength="50"${errors.length === 0 ? ' autofocus' : ''}`)}
${field(s, 'family_name', s.familyName, form, 'type="text" autocomplete="family-name" spellcheck="false" maxlength="50"')}`
    : '';
  const other: PageLanguage = language === 'en' ? 'es' : 'en';
  const body = `<p class="idp-language"><a href="${escapeHtml(form.otherLanguageHref)}" lang="${other}" hreflang="${other}">${s.otherLanguage}</a></p>
<h1>${s.title}</h1>
${summary}
<p class="idp-intro">${escapeHtml(s.intro)}</p>
<form method="post" action="${escapeHtml(form.action)}" novalidate>
<input type="hidden" name="lang" value="${language}">
${field(s, 'email', s.email, form, `type="email" autocomplete="email" spellcheck="false" maxlength="254"${form.askName || errors.length > 0 ? '' : ' autofocus'}`, s.emailHint)}
${nameFields}
<button type="submit" class="idp-button">${s.submit}</button>
</form>`;
  const title = errors.length ? `${s.errorPrefix} ${s.title}` : s.title;
  return layout(language, title, body);
}

/**
 * RP-initiated logout: the person already chose "Sign out" in the app, so the provider's
 * confirmation form is submitted at once; without scripts, one button does it.
 */
export function signingOutPage(language: PageLanguage, form: string, script: string): string {
  const s = PAGE_STRINGS[language];
  const body = `<h1>${s.signingOut}</h1>
<p role="status">${s.signingOutText}</p>
${form.replace('</form>', `<input type="hidden" name="logout" value="yes"><button type="submit" class="idp-button">${s.continue}</button></form>`)}
<script>${script}</script>`;
  return layout(language, s.signingOut, body);
}

export function signedOutPage(language: PageLanguage, homeHref: string): string {
  const s = PAGE_STRINGS[language];
  const body = `<h1>${s.signedOut}</h1>
<p>${s.signedOutText}</p>
<p><a href="${escapeHtml(homeHref)}">${s.backHome}</a></p>`;
  return layout(language, s.signedOut, body);
}

export function errorPage(
  language: PageLanguage,
  homeHref: string,
  unknownAddress?: { asked: string; accepted: readonly string[] },
): string {
  const s = PAGE_STRINGS[language];
  const reason = unknownAddress
    ? s.unknownAddress
        .replace('{asked}', escapeHtml(unknownAddress.asked))
        .replace('{accepted}', unknownAddress.accepted.map(escapeHtml).join(', '))
    : s.errorText;
  const body = `<h1>${s.errorTitle}</h1>
<p>${reason}</p>
<p><a href="${escapeHtml(homeHref)}">${s.backHome}</a></p>`;
  return layout(language, s.errorTitle, body);
}

export const STYLESHEET = `
:root { color-scheme: light dark; --fg: #1b1b1b; --bg: #ffffff; --muted: #3d3d3d; --accent: #0b4f8a; --error: #b00020; --focus: #ffbf47; }
@media (prefers-color-scheme: dark) { :root { --fg: #f2f2f2; --bg: #121212; --muted: #d0d0d0; --accent: #8cc4ff; --error: #ff8a80; } }
* { box-sizing: border-box; }
body { margin: 0; font: 1.125rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
.idp-header { border-bottom: 4px solid var(--accent); padding: 0.75rem 1rem; }
.idp-brand { margin: 0; font-weight: 700; font-size: 1.25rem; }
.idp-main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0.5rem 0 1rem; }
a { color: var(--accent); text-underline-offset: 0.15em; }
a:focus-visible, input:focus-visible, button:focus-visible, .idp-error-summary:focus { outline: 3px solid var(--focus); outline-offset: 2px; box-shadow: 0 0 0 6px var(--fg); }
.idp-language { text-align: right; margin: 0; }
.idp-field { margin: 1.25rem 0; }
.idp-field-error { border-left: 5px solid var(--error); padding-left: 0.75rem; }
label { display: block; font-weight: 700; }
.idp-hint { margin: 0.25rem 0; color: var(--muted); }
.idp-error { margin: 0.25rem 0; color: var(--error); font-weight: 700; }
input { display: block; width: 100%; max-width: 30rem; font: inherit; padding: 0.5rem; min-height: 2.75rem; border: 2px solid var(--fg); border-radius: 0; color: var(--fg); background: var(--bg); }
.idp-field-error input { border-color: var(--error); border-width: 3px; }
.idp-button { font: inherit; font-weight: 700; min-height: 2.75rem; padding: 0.5rem 1.25rem; border: 2px solid transparent; background: var(--accent); color: var(--bg); cursor: pointer; }
.idp-error-summary { border: 5px solid var(--error); padding: 0.5rem 1rem; margin: 1rem 0; }
.idp-error-summary h2 { margin: 0.25rem 0; font-size: 1.4rem; }
.idp-error-summary a { color: var(--error); font-weight: 700; }
.idp-notice { border-left: 5px solid var(--accent); padding-left: 0.75rem; }
.idp-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
:root[data-contrast='high'] { --fg: #000000; --bg: #ffffff; --muted: #000000; --accent: #00005c; --error: #8b0000; --focus: #000000; }
:root[data-contrast='high'] input, :root[data-contrast='high'] .idp-button { border-width: 3px; }
:root[data-text='large'] body { font-size: 1.5rem; }
@media (forced-colors: active) { .idp-button { border-color: ButtonText; } .idp-field-error { border-left-color: CanvasText; } }
`;
