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
import { CITY_SEARCH_MIN_LENGTH, citySearchResponseSchema } from '../../contracts/geography.ts';
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
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useStartSignIn } from '../../lib/sign-in.tsx';
import {
  createTrialWatch,
  deleteTrialWatch,
  getTrialWatches,
  isWatchLimit,
} from '../../lib/trial-watches.ts';
import { normalizeCommand, parseCommand } from './parse-command.ts';
import { COMMANDS, commandById } from './registry.ts';
import { matchPlaces, searchNameOf, type PlaceMatch } from './resolve-place.ts';
import { suggestCommands } from './suggest-commands.ts';

const DESTINATIONS: Record<Exclude<Destination, 'back'>, string> = {
  home: ROUTES.home,
  dashboard: ROUTES.dashboard,
  profile: ROUTES.myProfile,
  surveys: ROUTES.mySurveys,
  payments: ROUTES.myPayments,
  'my-list': ROUTES.myList,
};

type Translate = ReturnType<typeof useI18n>['t'];

/** One of several answers the person picks from: a place, or a command suggested. */
export interface Choice {
  label: string;
  /** Runs as it is; without it, `phrase` is a command to complete ("find help near 19104"). */
  intent?: Intent;
  phrase?: string;
}

/**
 * What a command means here: an intent ready to run (its place looked up, "near me" filled
 * in), the reason it cannot run, or a question with choices (several Springfields; a command
 * not understood, with the closest ones). Messages are in the page's language; `forVoice`
 * words them for listening ("say “the first one”") rather than for the palette's buttons.
 */
export type Meaning =
  | { intent: Intent }
  | { refusal: string; choices?: Choice[] }
  | { question: string; choices: Choice[] };

export interface InterpretContext {
  t: Translate;
  /** The person's ZIP code from their profile, for "near me". */
  homeZip: string | null;
  findPlaces: (place: string, state?: string) => Promise<PlaceMatch[] | null>;
  forVoice: boolean;
}

const titleCase = (text: string) => text.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

/** What was said, as the words a refused command is answered with. */
function interpretWords(
  text: string,
  language: 'en' | 'sp',
  { t, forVoice }: Pick<InterpretContext, 't' | 'forVoice'>,
): { intent: Intent } | { refusal: string; choices?: Choice[] } {
  const intent = parseCommand(text, language);
  if (!intent) {
    const available = COMMANDS.filter((entry) => canRun(entry.id));
    const suggestions = suggestCommands(text, language, available, (entry) => t(entry.label));
    if (suggestions.length === 0) return { refusal: t('commands.noMatch', { text: text.trim() }) };
    const choices = suggestions.map((suggestion) => ({
      label: suggestion.phrase,
      ...(suggestion.runnable
        ? { intent: parseCommand(suggestion.phrase, language)! }
        : { phrase: suggestion.phrase }),
    }));
    return {
      refusal: t(forVoice ? 'commands.noMatchSay' : 'commands.noMatchChoose', {
        text: text.trim(),
        suggestions: choices.map((choice) => `“${choice.label}”`).join('; '),
      }),
      choices,
    };
  }
  if (!canRun(intent.type)) {
    const definition = commandById(intent.type);
    return {
      refusal: t('commands.notHere', { label: definition ? t(definition.label) : text.trim() }),
    };
  }
  return { intent };
}

/** A search's place made a ZIP code: looked up, or the profile's for "near me". */
async function whereFor(
  intent:
    | IntentOf<'find-help'>
    | IntentOf<'find-trials'>
    | IntentOf<'watch-trials'>
    | IntentOf<'unwatch-trials'>,
  { t, homeZip, findPlaces, forVoice }: InterpretContext,
): Promise<Meaning> {
  const { place, state, nearMe, ...rest } = intent;
  if (nearMe) {
    if (!homeZip) return { refusal: t('commands.nearMeNoZip') };
    return { intent: { ...rest, zip: homeZip } };
  }
  // No place said: near home, as the trials list is ("find braille classes").
  if (!place) {
    return {
      intent:
        // Stopping alerts with no place said stops them wherever they are.
        intent.zip || intent.type === 'find-trials' || intent.type === 'unwatch-trials' || !homeZip
          ? intent
          : { ...rest, zip: homeZip },
    };
  }
  const matches = await findPlaces(place, state);
  const said = titleCase(state ? `${place}, ${state}` : place);
  if (matches === null) return { refusal: t('commands.placeFailed') };
  if (matches.length === 0) return { refusal: t('commands.placeNotFound', { place: said }) };
  if (matches.length === 1) return { intent: { ...rest, zip: matches[0]!.zip } };
  const choices = matches.map((match) => ({
    label: match.label,
    intent: { ...rest, zip: match.zip },
  }));
  return {
    question: forVoice
      ? t('commands.whichPlaceSay', {
          place: titleCase(place),
          places: matches
            .slice(0, 3)
            .map((match) => match.label)
            .join('; '),
        })
      : t('commands.whichPlaceChoose', { place: titleCase(place), count: matches.length }),
    choices,
  };
}

/** Everything from the words to an intent ready to run (see Meaning). */
export async function interpret(
  text: string,
  language: 'en' | 'sp',
  context: InterpretContext,
): Promise<Meaning> {
  const meaning = interpretWords(text, language, context);
  if (!('intent' in meaning)) return meaning;
  const { intent } = meaning;
  if (
    intent.type === 'find-help' ||
    intent.type === 'find-trials' ||
    intent.type === 'watch-trials' ||
    intent.type === 'unwatch-trials'
  ) {
    return whereFor(intent, context);
  }
  return meaning;
}

/** The interpreter with this page's session: its profile ZIP and the city search. */
export function useInterpreter(forVoice: boolean) {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  return (text: string, language: 'en' | 'sp') =>
    interpret(text, language, {
      t,
      forVoice,
      homeZip: user?.zipcode ?? null,
      findPlaces: async (place, state) => {
        const name = searchNameOf(place);
        if (name.length < CITY_SEARCH_MIN_LENGTH) return [];
        const q = state ? `${name}, ${state}` : name;
        const found = await session
          .request(`/api/v1/cities?q=${encodeURIComponent(q)}`, {
            schema: citySearchResponseSchema,
          })
          .catch(() => null);
        return found ? matchPlaces(found.data, place, state) : null;
      },
    });
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
  const { t, tp, language } = useI18n();
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
  useIntentHandler('watch-trials', signedIn ? watchTrials : null);
  useIntentHandler('unwatch-trials', signedIn ? unwatchTrials : null);

  /** Issue 39: the watch the trials pane's dialog would save, with its usual choices. */
  async function watchTrials(intent: IntentOf<'watch-trials'>): Promise<CommandOutcome> {
    if (!intent.condition) return { ok: false, message: t('commands.watchNeedsCondition') };
    if (!intent.zip) return { ok: false, message: t('commands.needZip') };
    try {
      await createTrialWatch(session, {
        conditions: [intent.condition],
        zipcode: intent.zip,
        miles: 100,
        frequency: 'weekly',
        language,
      });
    } catch (error) {
      return {
        ok: false,
        message: t(isWatchLimit(error) ? 'commands.watchLimit' : 'commands.watchFailed'),
      };
    }
    return {
      ok: true,
      message: t('commands.watchingTrials', { condition: intent.condition, zip: intent.zip }),
    };
  }

  /**
   * Deletes the alerts for the condition (near the place, when one was said). Not asked
   * first: one command sets an alert up again, which cannot be said of signing out.
   */
  async function unwatchTrials(intent: IntentOf<'unwatch-trials'>): Promise<CommandOutcome> {
    if (!intent.condition) return { ok: false, message: t('commands.watchNeedsCondition') };
    const wanted = normalizeCommand(intent.condition);
    try {
      const { data } = await getTrialWatches(session);
      const matching = data.filter(
        (watch) =>
          (!intent.zip || watch.zipcode === intent.zip) &&
          watch.conditions.some((condition) => normalizeCommand(condition).includes(wanted)),
      );
      if (matching.length === 0) {
        return {
          ok: false,
          message: t('commands.unwatchNone', { condition: intent.condition }),
        };
      }
      for (const watch of matching) await deleteTrialWatch(session, watch.id);
      return {
        ok: true,
        message: tp('commands.unwatched', matching.length, { condition: intent.condition }),
      };
    } catch {
      return { ok: false, message: t('commands.watchFailed') };
    }
  }

  // Places and "near me" are made ZIP codes before a command runs (interpret).
  function findHelp({ zip, topic }: IntentOf<'find-help'>): CommandOutcome {
    if (!zip) return { ok: false, message: t('commands.needZip') };
    // The search page chooses the kind of help the topic names, if one matches.
    const address = new URLSearchParams({ zipcode: zip });
    if (topic) address.set('topic', topic);
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
  const interpretHere = useInterpreter(false);
  const [text, setText] = useState('');
  /** A refusal (said assertively) or a question, with its choices, under the field. */
  const [reply, setReply] = useState<{ text: string; choices: Choice[]; refused: boolean } | null>(
    null,
  );
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
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
    setReply(null);
    onOpenChange(false);
  };

  const runIntentNow = async (intent: Intent) => {
    // The command runs on the page, so the palette goes first: a command that moves focus
    // (next result, a new page) then keeps it.
    close();
    await afterClose();
    await runAndSay(intent, 'typed');
  };

  const run = async () => {
    if (!text.trim()) return;
    const meaning = await interpretHere(text, language);
    if ('intent' in meaning) return runIntentNow(meaning.intent);
    // Shown under the field and said once; the text stays to be corrected, and the choices
    // (places, or the closest commands) are buttons after it.
    const refused = 'refusal' in meaning;
    const said = refused ? meaning.refusal : meaning.question;
    setReply({ text: said, choices: meaning.choices ?? [], refused });
    announce(said, refused ? 'assertive' : 'polite');
  };

  const choose = (choice: Choice) => {
    if (choice.intent) return void runIntentNow(choice.intent);
    // A command to complete: its words in the field, to edit and run.
    setText(choice.phrase ?? choice.label);
    setReply(null);
    inputRef.current?.focus();
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
                setReply(null);
                browsing.current = false;
              }}
              onSelectionChange={(key) => {
                browsing.current = false;
                const entry = COMMANDS.find((item) => item.id === key);
                const phrase = entry?.phrases[language][0];
                if (phrase) setText(phrase);
              }}
              aria-describedby={reply ? errorId : undefined}
              // The list is a help to typing; Enter with no suggestion chosen runs the text.
              autoFocus
            >
              <Label>{t('commands.inputLabel')}</Label>
              <Input
                ref={inputRef}
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
            {reply ? (
              <p id={errorId} className={reply.refused ? 'message message-error' : 'message'}>
                {reply.text}
              </p>
            ) : null}
            {reply && reply.choices.length > 0 ? (
              <ul className="command-choices" aria-label={t('commands.choices')}>
                {reply.choices.map((choice) => (
                  <li key={choice.label}>
                    <Button className="button" onPress={() => choose(choice)}>
                      {choice.label}
                    </Button>
                  </li>
                ))}
              </ul>
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
