import type { GuideLanguage } from './guide-content.ts';

// The few words the PDF adds around a guide's own text. The server cannot import the SPA's
// dictionaries (src/i18n), so they live here, in both languages.

export interface PdfLabels {
  /** BCP 47 tag for the document (/Lang): screen readers choose their voice from it. */
  lang: 'en-US' | 'es-US';
  disclaimer: string;
  productName: string;
  generated: (date: string) => string;
  page: (page: number, pageCount: number) => string;
}

export const PDF_LABELS: Record<GuideLanguage, PdfLabels> = {
  en: {
    lang: 'en-US',
    disclaimer: 'Informational only, not medical advice',
    productName: 'Vision Hub',
    generated: (date) => `Generated ${date}`,
    page: (page, pageCount) => `Page ${page} of ${pageCount}`,
  },
  sp: {
    lang: 'es-US',
    disclaimer: 'Solo informativo; no es consejo médico',
    productName: 'Vision Hub',
    generated: (date) => `Generado el ${date}`,
    page: (page, pageCount) => `Página ${page} de ${pageCount}`,
  },
};
