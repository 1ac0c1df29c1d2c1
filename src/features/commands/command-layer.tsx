import { useId, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  Dialog,
  Form,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Text,
} from 'react-aria-components';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { categoriesResponseSchema, SPECIAL_IDS } from '../../contracts/catalog.ts';
import { citySearchResponseSchema } from '../../contracts/geography.ts';
import '../../i18n/namespaces/commands.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import {
  canRun,
  runAndSay,
  useIntentHandler,
  type CommandOutcome,
  type Destination,
  type Intent,
  type IntentOf,
} from '../../lib/commands.ts';
import { ROUTES } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { useStartSignIn } from '../../lib/sign-in.tsx';
import { normalizeCommand, parseCommand } from './parse-command.ts';
import { COMMANDS, commandById } from './registry.ts';

const DESTINATIONS: Record<Exclude<Destination, 'back'>, string> = {
  home: ROUTES.home,
  dashboard: ROUTES.dashboard,
  profile: ROUTES.myProfile,
  surveys: ROUTES.mySurveys,
  payments: ROUTES.myPayments,
};

/**
 * What the user typed (or said) means here: an intent the page can run, or the reason it
 * cannot be run, in the user's language.
 */
export function interpret(
  text: string,
  language: 'en' | 'sp',
  t: ReturnType<typeof useI18n>['t'],
): { intent: Intent } | { refusal: string } {
  const intent = parseCommand(text, language);
  if (!intent) return { refusal: t('commands.noMatch', { text: text.trim() }) };
  if (!canRun(intent.type)) {
    const definition = commandById(intent.type);
    return {
      refusal: t('commands.notHere', { label: definition ? t(definition.label) : text.trim() }),
    };
  }
  return { intent };
}

/**
 * After the palette has closed and React Aria has put focus back where it was: both happen
 * in the commit of the closing update, which comes before the next task.
 */
const afterClose = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface CommandLayerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The typed command palette (Ctrl+K or the header's Commands button) and the commands that
 * work on every page: going somewhere, the help page, finding help near a place, opening a
 * category, signing in and out. Loaded the first time the palette opens.
 */
export default function CommandLayer({ isOpen, onOpenChange }: CommandLayerProps) {
  const { t, language } = useI18n();
  const session = useSession();
  const startSignIn = useStartSignIn();
  const signedIn = session.state.status === 'signed-in';
  const [, navigate] = useLocation();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);

  useIntentHandler('go', ({ to }) => {
    if (to === 'back') {
      history.back();
      return { ok: true, message: '' };
    }
    navigate(DESTINATIONS[to]);
    // The page's heading is announced when it arrives (PageHeading).
    return { ok: true, message: '' };
  });
  useIntentHandler('help', () => {
    navigate(ROUTES.commands);
    return { ok: true, message: '' };
  });
  useIntentHandler(
    'sign-in',
    signedIn
      ? null
      : () => {
          void startSignIn();
          return { ok: true, message: '' };
        },
  );
  useIntentHandler(
    'sign-out',
    signedIn
      ? () => {
          // Destructive: asked first, in an alert dialog.
          setConfirmingSignOut(true);
          return { ok: true, message: '' };
        }
      : null,
  );
  useIntentHandler('find-help', signedIn ? findHelp : null);
  useIntentHandler('open-category', signedIn ? openCategory : null);
  useIntentHandler('find-trials', signedIn ? findTrials : null);

  async function findHelp(intent: IntentOf<'find-help'>): Promise<CommandOutcome> {
    let zip = intent.zip;
    if (!zip && intent.place) {
      const found = await session
        .request(`/api/v1/cities?q=${encodeURIComponent(intent.place)}`, {
          schema: citySearchResponseSchema,
        })
        .catch(() => null);
      zip = found?.data.find((place) => place.zip_code)?.zip_code ?? undefined;
    }
    if (!zip) return { ok: false, message: t('commands.needZip') };
    // The search page chooses the kind of help the topic names, if one matches.
    const address = new URLSearchParams({ zipcode: zip });
    if (intent.topic) address.set('topic', intent.topic);
    navigate(`${ROUTES.organizationSearch}?${address}`);
    return { ok: true, message: t('commands.searchingNear', { zip }) };
  }

  function findTrials(intent: IntentOf<'find-trials'>): CommandOutcome {
    const address = new URLSearchParams({
      subCateId: String(SPECIAL_IDS.clinicalTrialsSubCategory),
    });
    if (intent.zip) address.set('zipcode', intent.zip);
    if (intent.condition) address.set('condition', intent.condition);
    navigate(`${ROUTES.category}/${SPECIAL_IDS.clinicalTrialsCategory}?${address}`);
    // The trials list says how many it found when they arrive.
    return {
      ok: true,
      message: intent.zip
        ? t('commands.searchingTrials', { zip: intent.zip })
        : t('commands.searchingTrialsNearYou'),
    };
  }

  async function openCategory(intent: IntentOf<'open-category'>): Promise<CommandOutcome> {
    const categories = await session
      .request('/api/v1/category', { schema: categoriesResponseSchema })
      .catch(() => null);
    const wanted = normalizeCommand(intent.name);
    const match = categories?.data.find((category) =>
      [category.title, category.title_sp].some((title) => normalizeCommand(title).includes(wanted)),
    );
    if (!match)
      return { ok: false, message: t('commands.categoryNotFound', { name: intent.name }) };
    navigate(`${ROUTES.category}/${match.id}`);
    return { ok: true, message: '' };
  }

  return (
    <>
      <CommandPalette isOpen={isOpen} onOpenChange={onOpenChange} language={language} />
      <SignOutConfirm
        isOpen={confirmingSignOut}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => {
          setConfirmingSignOut(false);
          void session.signOut();
        }}
      />
    </>
  );
}

function CommandPalette({
  isOpen,
  onOpenChange,
  language,
}: CommandLayerProps & { language: 'en' | 'sp' }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  /** The arrow keys moved into the suggestions since the text last changed. */
  const browsing = useRef(false);
  // Commands the page can run now, with the first phrase as what to type.
  const available = COMMANDS.filter((entry) => canRun(entry.id));
  const typed = normalizeCommand(text);
  const suggestions = available.filter(
    (entry) =>
      !typed ||
      normalizeCommand(t(entry.label)).includes(typed) ||
      entry.phrases[language].some((phrase) => normalizeCommand(phrase).includes(typed)),
  );

  const close = () => {
    setText('');
    setError(null);
    onOpenChange(false);
  };

  const run = async () => {
    if (!text.trim()) return;
    const meaning = interpret(text, language, t);
    if ('refusal' in meaning) {
      // Shown under the field and said once; the text stays to be corrected.
      setError(meaning.refusal);
      announce(meaning.refusal, 'assertive');
      return;
    }
    // The command runs on the page, so the palette goes first: a command that moves focus
    // (next result, a new page) then keeps it.
    close();
    await afterClose();
    await runAndSay(meaning.intent, 'typed');
  };

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
    >
      <Modal className="modal command-palette">
        <Dialog className="dialog">
          <Heading slot="title" level={2}>
            {t('commands.paletteTitle')}
          </Heading>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void run();
            }}
          >
            <ComboBox
              className="form-field"
              allowsCustomValue
              menuTrigger="focus"
              inputValue={text}
              onInputChange={(value) => {
                setText(value);
                setError(null);
                browsing.current = false;
              }}
              onSelectionChange={(key) => {
                browsing.current = false;
                const entry = COMMANDS.find((item) => item.id === key);
                const phrase = entry?.phrases[language][0];
                if (phrase) setText(phrase);
              }}
              aria-describedby={error ? errorId : undefined}
              // The list is a help to typing; Enter with no suggestion chosen runs the text.
              autoFocus
            >
              <Label>{t('commands.inputLabel')}</Label>
              <Input
                className="input"
                autoComplete="off"
                spellCheck={false}
                // Enter runs what is typed, even while suggestions show; only after the arrow
                // keys have moved to a suggestion does Enter choose it (its phrase fills the
                // field, to run or to edit).
                onKeyDownCapture={(event) => {
                  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') browsing.current = true;
                  if (event.key === 'Enter' && !browsing.current) {
                    event.preventDefault();
                    event.stopPropagation();
                    void run();
                  }
                }}
              />
              <Text slot="description" className="hint">
                {t('commands.inputHint')}
              </Text>
              <Popover className="popover" placement="bottom start">
                <ListBox
                  className="listbox"
                  aria-label={t('commands.suggestions')}
                  items={suggestions}
                >
                  {(entry) => (
                    <ListBoxItem
                      id={entry.id}
                      className="menu-item"
                      textValue={entry.phrases[language][0] ?? t(entry.label)}
                    >
                      {`${t(entry.label)}: “${entry.phrases[language][0] ?? ''}”`}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Popover>
            </ComboBox>
            {error ? (
              <p id={errorId} className="message message-error">
                {error}
              </p>
            ) : null}
            <div className="dialog-actions">
              <Button type="submit" className="button button-primary">
                {t('commands.run')}
              </Button>
              <Button className="button" onPress={close}>
                {t('commands.close')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function SignOutConfirm({
  isOpen,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('commands.signOutTitle')}
      safeLabel={t('commands.signOutCancel')}
      onSafe={onCancel}
      riskyLabel={t('commands.signOutConfirm')}
      onRisky={onConfirm}
    >
      <p>{t('commands.signOutBody')}</p>
    </ConfirmDialog>
  );
}
