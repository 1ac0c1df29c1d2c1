import type { GuideContent } from '../../contracts/catalog.ts';
import {
  categoryBookFileName,
  guideFileName,
  type GuideFileFormat,
} from '../../contracts/guide-files.ts';
import { DownloadMenu, useFileDownload } from '../../components/ui/download-menu.tsx';
import type { Language, TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { translate } from '../../i18n/translate.ts';
import { useIntentHandler } from '../../lib/commands.ts';

const filePath = (name: string) => `/api/v1/dfiles/${encodeURIComponent(name)}`;

type ItemKey = Extract<
  TranslationKey,
  `categories.guide.${'print' | 'largePrint' | 'text' | 'epub'}${'English' | 'Spanish'}`
>;
const ITEM: Record<GuideFileFormat, 'print' | 'largePrint' | 'text' | 'epub'> = {
  pdf: 'print',
  'large-18': 'largePrint',
  'large-24': 'largePrint',
  text: 'text',
  epub: 'epub',
};
const itemKey = (format: GuideFileFormat, language: Language): ItemKey =>
  `categories.guide.${ITEM[format]}${language === 'en' ? 'English' : 'Spanish'}`;
const SIZE: Partial<Record<GuideFileFormat, number>> = { 'large-18': 18, 'large-24': 24 };
const GUIDE_FORMATS: readonly GuideFileFormat[] = ['pdf', 'large-18', 'large-24', 'text', 'epub'];

/**
 * "Print in English" / "Print in Spanish" (spec section 2), and the same guide in large print,
 * as plain text for a braille display or a reading app, and as an e-book. "Print in Spanish"
 * and "download as an e-book" by command do the same while the guide is open.
 */
export function GuideDownloadMenu({
  guide,
}: {
  guide: Pick<GuideContent, 'id' | 'pdf_en' | 'pdf_sp'>;
}) {
  const { t } = useI18n();
  const { download, failed } = useFileDownload(filePath);
  // The PDF's name is the API's (pdf_en, pdf_sp); the other formats are named after it.
  const nameOf = (language: Language, format: GuideFileFormat) =>
    format === 'pdf'
      ? language === 'en'
        ? guide.pdf_en
        : guide.pdf_sp
      : guideFileName(guide.id, language, format);
  // Whoever ran the command says the outcome.
  useIntentHandler('print', (intent) => download(nameOf(intent.language, 'pdf')));
  useIntentHandler('download', (intent) => download(nameOf(intent.language, intent.format)));

  return (
    <DownloadMenu
      label={t('categories.guide.print')}
      download={download}
      failed={failed}
      choices={(language) =>
        GUIDE_FORMATS.map((format) => {
          const size = SIZE[format];
          return {
            name: nameOf(language, format),
            label: translate(language, itemKey(format, language), size ? { size } : undefined),
          };
        })
      }
    />
  );
}

/**
 * Every guide of a category as one e-book, in either language, on the category's overview;
 * "download as an e-book" by command there asks for it too.
 */
export function CategoryBookMenu({ categoryId }: { categoryId: number }) {
  const { t } = useI18n();
  const { download, failed } = useFileDownload(filePath);
  useIntentHandler('download', (intent) =>
    intent.format === 'epub'
      ? download(categoryBookFileName(categoryId, intent.language))
      : { ok: false, message: t('categories.guide.openGuideFirst') },
  );
  return (
    <DownloadMenu
      label={t('categories.guide.categoryBook')}
      download={download}
      failed={failed}
      choices={(language) => [
        {
          name: categoryBookFileName(categoryId, language),
          label: translate(language, itemKey('epub', language)),
        },
      ]}
    />
  );
}
