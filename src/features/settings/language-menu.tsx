import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { htmlLang, type Language } from '../../i18n/dictionaries.ts';
import { announce } from '../../lib/announcer.tsx';
import { translate } from '../../i18n/translate.ts';

const OPTIONS: { id: Language; key: 'settings.english' | 'settings.spanish' }[] = [
  { id: 'en', key: 'settings.english' },
  { id: 'sp', key: 'settings.spanish' },
];

export function LanguageMenu() {
  const { t, language, setLanguage } = useI18n();
  const current = OPTIONS.find((option) => option.id === language) ?? OPTIONS[0]!;

  return (
    <MenuTrigger>
      <Button className="header-button">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="icon-svg">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
        {t('settings.languageButton', { current: t(current.key) })}
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
            setLanguage(next);
            // Said in the new language, so the screen reader's voice matches.
            announce(translate(next, 'settings.languageChanged'));
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
  );
}
