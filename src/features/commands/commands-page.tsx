import { PageHeading } from '../../components/ui/page-heading.tsx';
// The help text names controls by their own strings, some of them the header search's (its
// namespace loads with its code, which this page does not need). The route loads the others.
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { COMMANDS } from './registry.ts';

/** The language button's name says the current language ("Language: English"). */
const languageName = { en: 'english', sp: 'spanish' } as const;

/** The single-key shortcuts (lib/shortcuts.ts, app/layout/app-header.tsx). */
const SHORTCUTS = [
  ['/', 'commands.shortcutSlash'],
  ['n', 'commands.shortcutNext'],
  ['p', 'commands.shortcutPrevious'],
] as const;

/**
 * /commands: every command with what to say or type, in the current language, and the
 * button or keys that do the same. The "what can I say" command opens it.
 */
export default function CommandsPage() {
  const { t, language } = useI18n();
  return (
    <div className="page">
      <PageHeading>{t('commands.helpTitle')}</PageHeading>
      <p className="lead">{t('commands.helpIntro')}</p>
      <ul className="command-list">
        {COMMANDS.map((entry) => (
          <li key={entry.id} className="command-item">
            <h2>{t(entry.label)}</h2>
            <dl>
              <dt>{t('commands.helpSay')}</dt>
              {entry.phrases[language].map((phrase) => (
                <dd key={phrase}>“{phrase}”</dd>
              ))}
              <dt>{t('commands.helpKeyboard')}</dt>
              <dd>
                {t(entry.keyboard, {
                  control: entry.control
                    ? t(entry.control, { current: t(`settings.${languageName[language]}`) })
                    : '',
                })}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <h2>{t('commands.shortcutsTitle')}</h2>
      <p>{t('commands.shortcutsIntro')}</p>
      <dl className="shortcut-list">
        {SHORTCUTS.map(([key, label]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
