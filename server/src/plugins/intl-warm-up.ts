/**
 * A classic script the page runs while its head is parsed, before anything is painted (ADR
 * 049). React Aria asks Intl for the visitor's locale when its code is evaluated
 * (`useDefaultLocale`: `Intl.DateTimeFormat.supportedLocalesOf`, then `Intl.Locale#maximize`
 * for the text direction), and the first Intl calls load the platform's locale data: one task
 * of 100 ms or more on a slow phone, which fell just after the first paint, while the page
 * looked ready and ignored taps. Made here, the same calls cost about the same, once, before
 * the page is shown; React Aria's own calls then find the data loaded. Block-scoped names, so
 * nothing is left on `window`; an odd `navigator.language` throws, and React Aria handles it.
 */
export const INTL_WARM_UP =
  "try{const l=navigator.language||'en-US';Intl.DateTimeFormat.supportedLocalesOf([l]);" +
  "const m=new Intl.Locale(l).maximize();typeof m.getTextInfo=='function'?m.getTextInfo():m.textInfo}catch{}";
