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
  /** The e-book's table of contents heading. */
  contents: string;
  /** The e-book's schema:accessibilitySummary: how it can be read, in a sentence or three. */
  accessibilitySummary: string;
}

export const PDF_LABELS: Record<GuideLanguage, PdfLabels> = {
  en: {
    lang: 'en-US',
    disclaimer: 'Informational only, not medical advice',
    productName: 'Vision Hub',
    generated: (date) => `Generated ${date}`,
    page: (page, pageCount) => `Page ${page} of ${pageCount}`,
    contents: 'Contents',
    accessibilitySummary:
      'This book is text only. Each guide is a chapter with headings and lists, and the ' +
      'table of contents leads to every section. It has no images, sound or video, and you ' +
      'can choose the type size, font and colors in your reading app.',
  },
  sp: {
    lang: 'es-US',
    disclaimer: 'Solo informativo; no es consejo médico',
    productName: 'Vision Hub',
    generated: (date) => `Generado el ${date}`,
    page: (page, pageCount) => `Página ${page} de ${pageCount}`,
    contents: 'Contenido',
    accessibilitySummary:
      'Este libro es solo texto. Cada guía es un capítulo con títulos y listas, y el índice ' +
      'lleva a cada sección. No tiene imágenes, sonido ni video, y usted puede elegir el ' +
      'tamaño y el tipo de letra y los colores en su aplicación de lectura.',
  },
};
