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
import { guideFileName, type GuideFileFormat } from '../../contracts/guide-files.ts';
import { htmlLang, type Language } from '../../i18n/dictionaries.ts';
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

type ItemKey = `categories.guide.${
  | 'printEnglish'
  | 'printSpanish'
  | 'largePrintEnglish'
  | 'largePrintSpanish'
  | 'textEnglish'
  | 'textSpanish'}`;

/** Each language's formats: the printable PDF, large print at 18 and 24 points, plain text. */
const FORMATS: { format: GuideFileFormat; key: Record<Language, ItemKey>; size?: number }[] = [
  {
    format: 'pdf',
    key: { en: 'categories.guide.printEnglish', sp: 'categories.guide.printSpanish' },
  },
  {
    format: 'large-18',
    size: 18,
    key: { en: 'categories.guide.largePrintEnglish', sp: 'categories.guide.largePrintSpanish' },
  },
  {
    format: 'large-24',
    size: 24,
    key: { en: 'categories.guide.largePrintEnglish', sp: 'categories.guide.largePrintSpanish' },
  },
  {
    format: 'text',
    key: { en: 'categories.guide.textEnglish', sp: 'categories.guide.textSpanish' },
  },
];

const LANGUAGE_NAMES = { en: 'settings.english', sp: 'settings.spanish' } as const;

/**
 * "Print in English" / "Print in Spanish" (spec section 2), and the same guide in large print
 * and as plain text for a braille display or a reading app: downloads the file with the
 * bearer token and saves it under its name. Each item is written in its own language, as a
 * language choice should be, with the matching `lang` so a screen reader says it properly.
 */
export function PrintMenu({ guide }: { guide: Pick<GuideContent, 'id' | 'pdf_en' | 'pdf_sp'> }) {
  const { t } = useI18n();
  const session = useSession();
  const [failed, setFailed] = useState(false);

  const download = async (
    language: Language,
    format: GuideFileFormat = 'pdf',
  ): Promise<CommandOutcome> => {
    // The PDF's name is the API's (pdf_en, pdf_sp); the other formats are named after it.
    const name =
      format === 'pdf'
        ? language === 'en'
          ? guide.pdf_en
          : guide.pdf_sp
        : guideFileName(guide.id, language, format);
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
  // "Print in Spanish" while this guide is open; whoever ran the command says the outcome.
  useIntentHandler('print', (intent) => download(intent.language));

  return (
    <div className="print-menu">
      <MenuTrigger>
        <Button className="button">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="icon-svg">
            <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
          </svg>
          {t('categories.guide.print')}
        </Button>
        <Popover className="popover" placement="bottom start">
          <Menu
            className="menu"
            onAction={(key) => {
              const [language, format] = String(key).split(':') as [Language, GuideFileFormat];
              void download(language, format).then((outcome) =>
                announce(outcome.message, outcome.ok ? 'polite' : 'assertive'),
              );
            }}
          >
            {(['en', 'sp'] as const).map((language) => (
              <MenuSection key={language} id={language} className="menu-section">
                <Header className="menu-header" lang={htmlLang[language]}>
                  {translate(language, LANGUAGE_NAMES[language])}
                </Header>
                {FORMATS.map(({ format, key, size }) => (
                  <MenuItem
                    key={format}
                    id={`${language}:${format}`}
                    className="menu-item"
                    lang={htmlLang[language]}
                  >
                    {translate(language, key[language], size ? { size } : undefined)}
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
