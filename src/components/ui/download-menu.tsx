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
import { htmlLang, type Language } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { translate } from '../../i18n/translate.ts';
import { announce } from '../../lib/announcer.tsx';
import type { CommandOutcome } from '../../lib/commands.ts';
import { useSession } from '../../lib/session.tsx';

// The download menu shared by the guides (every format, and a category's e-book) and My list
// (plain text and large print): files grouped by language, each item in its own language.

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

/**
 * Downloads a file of the API with the bearer token and saves it under its name; the outcome
 * in words for the user (said by whoever asked: the menu, or the command layer).
 */
export function useFileDownload(pathOf: (name: string) => string) {
  const { t } = useI18n();
  const session = useSession();
  const [failed, setFailed] = useState(false);
  const download = async (name: string): Promise<CommandOutcome> => {
    setFailed(false);
    try {
      const blob = await session.download(pathOf(name));
      saveFile(blob, name);
      return { ok: true, message: t('shell.downloaded', { name }) };
    } catch (error) {
      console.error('Failed to download file', name, error);
      setFailed(true);
      return { ok: false, message: t('shell.downloadFailed') };
    }
  };
  return { download, failed };
}

export interface DownloadChoice {
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
export function DownloadMenu({
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
      {failed ? <p className="message message-error">{t('shell.downloadFailed')}</p> : null}
    </div>
  );
}
