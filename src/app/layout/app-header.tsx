import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button, Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useDisplayPreferences } from '../../features/settings/display-preferences.tsx';
import { DisplayButtonFace, LanguageButtonFace } from '../../features/settings/menu-faces.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { loadNamespaces } from '../../i18n/namespace-loader.ts';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { canRun, runAndSay, useIntentHandler } from '../../lib/commands.ts';
import { ROUTES } from '../../lib/destinations.ts';
import { singleKeyShortcut } from '../../lib/shortcuts.ts';
import { useSession } from '../../lib/session.tsx';
import { headerShape, logoTarget, rememberHeader, type HeaderShape } from './header-rules.ts';
import { GlobalSearch, HeaderMenus, NarrowMenu } from './header-chunks.tsx';
import { isNarrowHeader, useNarrowHeader } from './narrow-header.ts';
import { rememberHeaderOnDevice, useRememberedHeader } from './remembered-header.ts';

/**
 * On a page the browser draws (signed in, or a language chosen before the cookie existed) the
 * menus' chunk may still be on its way: a placeholder with the same faces holds their place
 * for those few milliseconds. A prerendered page has it before hydrating (header-chunks.ts).
 */
function HeaderMenusPlaceholder({ menu }: { menu: HeaderShape['menu'] }) {
  const { t, language } = useI18n();
  return (
    <>
      <span className="header-button">
        <LanguageButtonFace
          label={t('settings.languageButton', {
            current: t(language === 'sp' ? 'settings.spanish' : 'settings.english'),
          })}
        />
      </span>
      <span className="header-button">
        <DisplayButtonFace label={t('settings.displayButton')} />
      </span>
      {menu === 'account' && <span className="header-button">{t('shell.accountMenu')}</span>}
      {menu === 'login' && (
        <span className="header-button header-button-primary">{t('auth.loginMenu')}</span>
      )}
    </>
  );
}

/** The command palette and the commands every page offers: loaded when first opened. */
const CommandLayer = lazy(() =>
  Promise.all([
    import('../../features/commands/command-layer.tsx'),
    loadNamespaces(['commands']),
  ]).then(([module]) => module),
);
/** The language and display commands: loaded with the palette or voice. */
const ShellCommands = lazy(() => import('./shell-commands.tsx'));
/** Voice commands and their speech library: loaded when the user turns voice on. */
const VoiceControl = lazy(() =>
  Promise.all([
    import('../../features/commands/voice-control.tsx'),
    loadNamespaces(['commands']),
  ]).then(([module]) => module),
);

/**
 * Voice is off until the user turns it on: the Voice button (pressed while on), or
 * Ctrl+Shift+V, which also starts listening (after that, the voice panel handles the keys).
 */
function useVoice() {
  const [voice, setVoice] = useState<'off' | 'on' | 'on-listening'>('off');
  useEffect(() => {
    if (voice !== 'off') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'v') {
        event.preventDefault();
        setVoice('on-listening');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [voice]);
  return { voice, setVoice };
}

/**
 * Ctrl+K (Cmd+K on a Mac) opens the command palette from anywhere, as in many apps, and so
 * does "/" while single-key shortcuts are on; the header's Commands button does the same for
 * pointer, touch and voice-control users. "n" and "p" step through a list of results.
 */
function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = singleKeyShortcut(event);
      if (
        ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') ||
        shortcut === '/'
      ) {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
        return;
      }
      // "n" and "p": the next and previous result, where a list can move.
      const step = shortcut === 'n' ? 'next' : shortcut === 'p' ? 'previous' : null;
      if (step && canRun(step)) {
        event.preventDefault();
        void runAndSay({ type: step }, 'keyboard');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return {
    open,
    loaded,
    setOpen: (next: boolean) => {
      if (next) setLoaded(true);
      setOpen(next);
    },
  };
}

const NAV_LINKS: { href: string; key: TranslationKey }[] = [
  { href: '/', key: 'shell.home' },
  { href: '/personal', key: 'shell.personal' },
  { href: '/our-provider', key: 'shell.ourProvider' },
  { href: '/our-story', key: 'shell.ourStory' },
];

/** The site's links: in the header on a wide screen, in the Menu panel on a narrow one. */
function MainNav({ links, onNavigate }: { links: typeof NAV_LINKS; onNavigate?: () => void }) {
  const { t } = useI18n();
  const [location] = useLocation();
  return (
    <nav aria-label={t('shell.mainNav')} className="main-nav">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="nav-link"
              aria-current={location === link.href ? 'page' : undefined}
              onPress={onNavigate}
            >
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface HeaderToolsProps {
  shape: HeaderShape;
  voiceOn: boolean;
  onCommands: () => void;
  onVoice: () => void;
  onSignOut: () => void;
  /** In the Menu panel: closes it once a tool has done its work elsewhere. */
  onDone?: () => void;
}

/** The tools: in the header on a wide screen, in the Menu panel on a narrow one. */
function HeaderTools({ shape, voiceOn, onCommands, onVoice, onSignOut, onDone }: HeaderToolsProps) {
  const { t } = useI18n();
  return (
    <>
      {shape.searchAndHome && (
        <Link href={ROUTES.dashboard} className="header-button" onPress={onDone}>
          {t('shell.dashboardHome')}
        </Link>
      )}
      {/* Before the app runs (a prerendered page whose scripts are still on their way) the
          button submits this form: the commands page, which lists what the palette offers and
          needs no script. Once the app runs it opens the palette and the form is never sent
          (ADR 037, ADR 049). */}
      <form
        method="get"
        action={ROUTES.commands}
        className="header-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <Button
          type="submit"
          className="header-button"
          aria-keyshortcuts="Control+K"
          onPress={() => {
            onDone?.();
            onCommands();
          }}
        >
          {t('shell.commands')}
        </Button>
      </form>
      {/* A toggle (aria-pressed); React Aria's ToggleButton would add to every first load. */}
      <Button
        className="header-button"
        aria-keyshortcuts="Control+Shift+V"
        aria-pressed={voiceOn}
        onPress={onVoice}
      >
        {t('shell.voice')}
      </Button>
      <Suspense fallback={<HeaderMenusPlaceholder menu={shape.menu} />}>
        <HeaderMenus menu={shape.menu} />
      </Suspense>
      {shape.logout ? (
        <Button className="header-button" onPress={onSignOut}>
          {t('shell.logout')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Search pressed: focus goes to the row's first control once it is there (inside the row's
 * boundary, so after its code has arrived when it had not yet).
 */
function FocusFirstControl({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    within.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [within]);
  return null;
}

export function AppHeader() {
  const { t } = useI18n();
  const [location] = useLocation();
  const { state, signOut } = useSession();
  const user = state.status === 'signed-in' ? state.user : null;
  const remembered = useRememberedHeader();
  // While a session is resumed the header is drawn as it was for the user this device last
  // saw, so that nothing moves when they arrive (remembered-header.ts).
  const shape = headerShape(user, location, state.status === 'loading' ? remembered : null);
  useEffect(() => {
    if (state.status === 'signed-in') rememberHeaderOnDevice(rememberHeader(state.user));
    else if (state.status === 'signed-out') rememberHeaderOnDevice(null);
  }, [state]);
  const palette = useCommandPalette();
  const { voice, setVoice } = useVoice();
  const links = NAV_LINKS.filter((link) => link.href !== '/our-provider' || shape.providerLink);
  // On a narrow screen (CSS decides: .header-narrow) the links and tools wait behind Menu and
  // the search row behind Search, so the page itself starts on the first screen. A page the
  // browser draws leaves out what is hidden (narrow-header.ts): the search row is drawn when
  // first shown. "Search guides for …" is taken here and handed to the row until the row's own
  // handler is registered (after this one, so it answers from then on). A prerendered page
  // keeps all it was sent.
  const { largeText } = useDisplayPreferences();
  const narrow = useNarrowHeader(largeText);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState<false | 'by-press' | 'by-command'>(false);
  // Once drawn it stays: text typed on a wide screen survives a zoom that narrows it.
  const [searchDrawn, setSearchDrawn] = useState(() => !isNarrowHeader(largeText));
  const [searchCommand, setSearchCommand] = useState<{ words: string }>();
  const openSearch = (how: 'by-press' | 'by-command') => {
    setSearchDrawn(true);
    setSearchOpen(how);
  };
  useIntentHandler(
    'search-guides',
    narrow && shape.searchAndHome
      ? ({ query }) => {
          setSearchCommand({ words: query });
          openSearch('by-command');
          // The row says the suggestions' count when they arrive, as when typing.
          return { ok: true, message: '' };
        }
      : null,
  );
  const searchRow = useRef<HTMLDivElement>(null);
  const tools: HeaderToolsProps = {
    shape,
    voiceOn: voice !== 'off',
    onCommands: () => palette.setOpen(true),
    onVoice: () => setVoice(voice === 'off' ? 'on' : 'off'),
    onSignOut: () => void signOut(),
  };

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href={logoTarget(user)} className="logo">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="logo-mark">
            <circle cx="16" cy="16" r="14" />
            <circle cx="16" cy="16" r="6" className="logo-pupil" />
          </svg>
          {t('shell.logo')}
        </Link>
        {narrow ? null : <MainNav links={links} />}
        {narrow ? null : (
          <div className="header-tools">
            <HeaderTools {...tools} />
          </div>
        )}
        <div className="header-narrow">
          {shape.searchAndHome && (
            <Button
              className="header-button"
              aria-expanded={searchOpen !== false}
              aria-controls="header-search"
              onPress={() => (searchOpen ? setSearchOpen(false) : openSearch('by-press'))}
            >
              {t('shell.search')}
            </Button>
          )}
          <Button
            className="header-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPress={() => setMenuOpen(true)}
          >
            {t('shell.menu')}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <NarrowMenu onClose={() => setMenuOpen(false)}>
            {(close) => (
              <>
                <MainNav links={links} onNavigate={close} />
                <div className="header-menu-tools">
                  <HeaderTools {...tools} onDone={close} />
                </div>
              </>
            )}
          </NarrowMenu>
        </Suspense>
      ) : null}
      {shape.searchAndHome && (
        <div
          className="header-search"
          id="header-search"
          ref={searchRow}
          data-open={searchOpen ? true : undefined}
        >
          {!narrow || searchDrawn ? (
            <Suspense fallback={null}>
              {/* A command ("search guides for braille") shows the row before it fills the
                  field and moves focus there: on a narrow screen the field was hidden. */}
              <GlobalSearch
                command={searchCommand}
                onCommand={() => flushSync(() => setSearchOpen('by-command'))}
              />
              {searchOpen === 'by-press' ? <FocusFirstControl within={searchRow} /> : null}
            </Suspense>
          ) : null}
        </div>
      )}
      {palette.loaded || voice !== 'off' ? (
        // Voice needs the commands every page offers, palette or not: its panel sits inside
        // their boundary, so it never shows (and hears) before they can run. Its own
        // boundary keeps an open palette from being hidden while the panel's code arrives.
        <Suspense fallback={null}>
          <CommandLayer isOpen={palette.open} onOpenChange={palette.setOpen} />
          <ShellCommands />
          {voice !== 'off' ? (
            <Suspense fallback={null}>
              <VoiceControl
                listenAtOnce={voice === 'on-listening'}
                onTurnOff={() => setVoice('off')}
              />
            </Suspense>
          ) : null}
        </Suspense>
      ) : null}
    </header>
  );
}
