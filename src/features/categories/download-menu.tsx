import { useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import type { GuideContent } from '../../contracts/catalog.ts';
import {
  categoryBookFileName,
  guideFileName,
  type GuideFileFormat,
} from '../../contracts/guide-files.ts';
import { htmlLang, type Language, type TranslationKey } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { translate } from '../../i18n/translate.ts';
import { announce } from '../../lib/announcer.tsx';
import { useIntentHandler, type CommandOutcome } from '../../lib/commands.ts';
import { useSession } from '../../lib/session.tsx';

/** Hands a downloaded file to the browser under its own name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file of GET /dfiles with the bearer token; the outcome in words for the user. */
function useFileDownload() {
  const { t } = useI18n();
  const session = useSession();
  const [failed, setFailed] = useState(false);
  const download = async (name: string): Promise<CommandOutcome> => {
    setFailed(false);
    try {
      const blob = await session.download(`/api/v1/dfiles/${encodeURIComponent(name)}`);
      saveFile(blob, name);
      return { ok: true, message: t('categories.guide.downloaded', { name }) };
    } catch (error) {
      console.error('Failed to download file', name, error);
      setFailed(true);
      return { ok: false, message: t('categories.guide.downloadFailed') };
    }
  };
  return { download, failed };
}

interface DownloadChoice {
  /** The file's name: also the menu item's key. */
  name: string;
  /** The item's words, in the file's own language. */
  label: string;
}

const LANGUAGE_NAMES = { en: 'settings.english', sp: 'settings.spanish' } as const;
const LANGUAGES = ['en', 'sp'] as const;

/**
 * A button opening a menu of files, grouped by language. Each item is written in its own
 * language, as a language choice should be, with the matching `lang` so a screen reader says
 * it properly. The outcome is said once, through the announcer.
 */
function DownloadMenu({
  label,
  choices,
  download,
  failed,
}: {
  label: string;
  choices: (language: Language) => DownloadChoice[];
  download: (name: string) => Promise<CommandOutcome>;
  failed: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="print-menu">
      <MenuTrigger>
        <Button className="button">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="icon-svg">
            <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
          </svg>
          {label}
        </Button>
        <Popover className="popover" placement="bottom start">
          <Menu
            className="menu"
            onAction={(key) => {
              void download(String(key)).then((outcome) =>
                announce(outcome.message, outcome.ok ? 'polite' : 'assertive'),
              );
            }}
          >
            {LANGUAGES.map((language) => (
              <MenuSection key={language} id={language} className="menu-section">
                <Header className="menu-header" lang={htmlLang[language]}>
                  {translate(language, LANGUAGE_NAMES[language])}
                </Header>
                {choices(language).map(({ name, label: itemLabel }) => (
                  <MenuItem key={name} id={name} className="menu-item" lang={htmlLang[language]}>
                    {itemLabel}
                  </MenuItem>
                ))}
              </MenuSection>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {failed ? (
        <p className="message message-error">{t('categories.guide.downloadFailed')}</p>
      ) : null}
    </div>
  );
}

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
  const { download, failed } = useFileDownload();
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
  const { download, failed } = useFileDownload();
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
