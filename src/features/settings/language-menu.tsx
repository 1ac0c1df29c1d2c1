import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { htmlLang, type Language } from '../../i18n/dictionaries.ts';
import { announce } from '../../lib/announcer.tsx';
import { translate } from '../../i18n/translate.ts';
import { LanguageButtonFace } from './menu-faces.tsx';

const OPTIONS: { id: Language; key: 'settings.english' | 'settings.spanish' }[] = [
  { id: 'en', key: 'settings.english' },
  { id: 'sp', key: 'settings.spanish' },
];

export function LanguageMenu() {
  const { t, language, setLanguage } = useI18n();
  const current = OPTIONS.find((option) => option.id === language) ?? OPTIONS[0]!;
  const other = OPTIONS.find((option) => option.id !== language) ?? OPTIONS[1]!;

  return (
    // Before any script has run (a prerendered page on a slow connection) the button submits
    // this form: `?lang=` on the same address, which the server answers with the page in the
    // other language, remembered in its cookie. Once the app runs the button opens the menu
    // and the form is never sent.
    <form method="get" className="header-form" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="lang" value={other.id} />
      <MenuTrigger>
        <Button type="submit" className="header-button">
          <LanguageButtonFace label={t('settings.languageButton', { current: t(current.key) })} />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu"
            aria-label={t('settings.languageMenu')}
            selectionMode="single"
            selectedKeys={[language]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const [next] = [...(keys as Set<Language>)];
              if (!next || next === language) return;
              // Said in the new language, so the screen reader's voice matches: once its
              // strings are here.
              void setLanguage(next).then(() =>
                announce(translate(next, 'settings.languageChanged')),
              );
            }}
          >
            {OPTIONS.map((option) => (
              <MenuItem
                key={option.id}
                id={option.id}
                className="menu-item"
                lang={htmlLang[option.id]}
              >
                {t(option.key)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </form>
  );
}
