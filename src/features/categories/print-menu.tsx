import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { GuideContent } from '../../contracts/catalog.ts';
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

const ITEMS: {
  id: Language;
  key: 'categories.guide.printEnglish' | 'categories.guide.printSpanish';
}[] = [
  { id: 'en', key: 'categories.guide.printEnglish' },
  { id: 'sp', key: 'categories.guide.printSpanish' },
];

/**
 * "Print in English" / "Print in Spanish" (spec section 2): downloads the guide's PDF with the
 * bearer token and saves it under its name. Each item is written in its own language, as a
 * language choice should be, with the matching `lang` so a screen reader says it properly.
 */
export function PrintMenu({ guide }: { guide: Pick<GuideContent, 'pdf_en' | 'pdf_sp'> }) {
  const { t } = useI18n();
  const session = useSession();
  const [failed, setFailed] = useState(false);

  const download = async (language: Language): Promise<CommandOutcome> => {
    const name = language === 'en' ? guide.pdf_en : guide.pdf_sp;
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
            onAction={(key) =>
              void download(key as Language).then((outcome) =>
                announce(outcome.message, outcome.ok ? 'polite' : 'assertive'),
              )
            }
          >
            {ITEMS.map((item) => (
              <MenuItem key={item.id} id={item.id} className="menu-item" lang={htmlLang[item.id]}>
                {translate(item.id, item.key)}
              </MenuItem>
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
