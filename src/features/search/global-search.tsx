import { useContext, useEffect, useEffectEvent, useRef, useState, type Key } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Form,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { useLocation } from 'wouter';
import { FieldErrorMessage, FieldHint } from '../../components/ui/field-text.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { GUIDE_SEARCH_MIN_LENGTH, guideSearchResponseSchema } from '../../contracts/catalog.ts';
import { CITY_SEARCH_MIN_LENGTH, citySearchResponseSchema } from '../../contracts/geography.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { useIntentHandler } from '../../lib/commands.ts';
import { announce } from '../../lib/announcer.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';

/** The spec's search types: 1 guides (Helpful Information, the default), 2 places (Get Help). */
type SearchType = '1' | '2';

/** Suggestions wait until typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Titles are cut to this on screen (spec section 5); the full title is the option's name. */
export const SUGGESTION_TITLE_MAX = 50;

interface Suggestion {
  id: string;
  /** What the screen shows (cut to 50 characters). */
  text: string;
  /** The option's accessible name: the whole of it. */
  name: string;
  href: string;
}

function cut(text: string): string {
  return text.length > SUGGESTION_TITLE_MAX
    ? `${text.slice(0, SUGGESTION_TITLE_MAX - 1).trimEnd()}…`
    : text;
}

const isZip = (text: string) => /^\d{5}$/.test(text);

/** The organisations near a ZIP code (the organisation search page). */
function placeHref(zip: string) {
  return `${ROUTES.organizationSearch}?${new URLSearchParams({ zipcode: zip })}`;
}

function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The header's search (spec section 2, "Global search"): a type selector and one combo box.
 * Helpful Information suggests guides after 3 letters; Get Help takes a 5-digit ZIP code or
 * suggests places after 3 letters. Suggestions wait for a pause in typing, a newer request
 * cancels an older one, and their number (or "No results found") is announced.
 */
export interface GlobalSearchProps {
  /** The search-guides command is about to fill the field: the row must be showing. */
  onCommand?: () => void;
  /** A search-guides command the header took before the row was drawn. */
  command?: { words: string };
}

export default function GlobalSearch({ onCommand, command }: GlobalSearchProps) {
  const { t, tp, language } = useI18n();
  const session = useSession();
  const [, navigate] = useLocation();
  const [type, setType] = useState<SearchType>('1');
  const [text, setText] = useState('');
  /** The latest answer, with the text it answers. */
  const [answer, setAnswer] = useState<{ query: string; items: Suggestion[] } | null>(null);
  const [zipError, setZipError] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  /**
   * Whether the search-guides command filled the field: its suggestions do not open, so the
   * count is ours to say. Otherwise the list opens as results arrive and React Aria's combo
   * box says their number itself; ours would be a second telling.
   */
  const [filledByCommand, setFilledByCommand] = useState(false);
  // "Search guides for braille": the guide search shows the words and takes focus (after
  // the render that may have replaced the field).
  const fillFromCommand = (words: string) => {
    setType('1');
    setText(words);
    setAnswer(null);
    setZipError(false);
    setFilledByCommand(true);
  };
  useIntentHandler('search-guides', ({ query: words }) => {
    onCommand?.();
    fillFromCommand(words);
    requestAnimationFrame(() => field.current?.focus());
    // The suggestions' count is announced when they arrive, as when typing.
    return { ok: true, message: '' };
  });
  // The same command, taken by the header before this row was drawn (app-header.tsx): the
  // words are in the field from the row's first render, and focus follows.
  const [commandTaken, setCommandTaken] = useState<GlobalSearchProps['command']>();
  if (command !== commandTaken) {
    setCommandTaken(command);
    if (command) fillFromCommand(command.words);
  }
  useEffect(() => {
    if (command) field.current?.focus();
  }, [command]);
  const typed = text.trim();
  const query = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const searchable = (value: string) =>
    type === '1'
      ? value.length >= GUIDE_SEARCH_MIN_LENGTH
      : /^\d+$/.test(value)
        ? isZip(value) // the spec's "after more than 4 characters": a whole ZIP code
        : value.length >= CITY_SEARCH_MIN_LENGTH;
  // The debounced text lags behind the field: just after a type change it still holds the
  // old type's words, which must not be searched (and their count announced) as the new type.
  const ready = query === typed && searchable(query);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const load = async (): Promise<Suggestion[]> => {
      if (type === '1') {
        const response = await session.request(`/api/v1/search?q=${encodeURIComponent(query)}`, {
          schema: guideSearchResponseSchema,
          signal: controller.signal,
        });
        return response.data.map((hit) => {
          const title = language === 'sp' ? hit.sub_category_title_sp : hit.sub_category_title;
          const category = language === 'sp' ? hit.cat_title_sp : hit.cat_title;
          return {
            id: `guide-${hit.id}`,
            text: cut(title),
            name: t('search.guideOption', { title, category }),
            href: `${ROUTES.category}/${hit.cat_id}?subCateId=${hit.sub_category_id}`,
          };
        });
      }
      const response = await session.request(`/api/v1/cities?q=${encodeURIComponent(query)}`, {
        schema: citySearchResponseSchema,
        signal: controller.signal,
      });
      return response.data.flatMap((place, index) => {
        if (!place.zip_code) return [];
        const { city, state, organization } = place;
        const name = organization
          ? t('search.organizationOption', { organization, city, state })
          : t('search.placeOption', { city, state, zip: place.zip_code });
        return [
          {
            id: `place-${index}`,
            text: cut(name),
            name,
            href: placeHref(place.zip_code),
          },
        ];
      });
    };
    load()
      .then((found) => {
        setAnswer({ query, items: found });
        // The list opens only with suggestions in it, and React Aria then says how many;
        // "nothing found" keeps it closed (no "0 options available") and is said here, with
        // what to do about it.
        if (found.length === 0) {
          announce(`${t('search.noResults')}. ${t('search.tryDifferent')}.`, 'polite');
        } else if (filledByCommand) {
          announce(tp('search.count', found.length), 'polite');
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          // A newer search replaced this one: nothing to tell the user.
          console.warn('Search cancelled by a newer one', query);
          return;
        }
        console.error('Search failed', error);
        setAnswer(null);
        announce(t('search.failed'), 'assertive');
      });
    return () => controller.abort();
  }, [ready, query, type, filledByCommand, session, language, t, tp]);

  const changeType = (next: SearchType) => {
    if (next === type) return;
    // The spec: a new type starts empty.
    setType(next);
    setText('');
    setAnswer(null);
    setZipError(false);
  };

  const submit = () => {
    const typed = text.trim();
    if (type === '2' && (/^\d+$/.test(typed) || typed === '')) {
      if (!isZip(typed)) {
        setZipError(true);
        // The toast says it; the field shows it as plain text.
        showToast({ title: t('search.invalidZip'), tone: 'error' });
        return;
      }
      navigate(placeHref(typed));
      return;
    }
    const [first] = shown ?? [];
    if (first) navigate(first.href);
  };

  // Suggestions belong to what is typed now; until its answer comes, none.
  const shown = searchable(typed) && answer?.query === typed ? answer.items : null;
  const label = type === '1' ? t('search.guidesLabel') : t('search.placeLabel');
  const hint = type === '1' ? t('search.guidesHint') : t('search.placeHint');

  return (
    <div role="search" aria-label={t('search.region')} className="global-search">
      <SelectField
        className="global-search-type"
        label={t('search.type')}
        selectedKey={type}
        onSelectionChange={(key) => {
          if (key === '1' || key === '2') changeType(key);
        }}
      >
        <ListBoxItem id="1" className="menu-item">
          {t('search.helpful')}
        </ListBoxItem>
        <ListBoxItem id="2" className="menu-item">
          {t('search.getHelp')}
        </ListBoxItem>
      </SelectField>
      <Form
        className="global-search-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ComboBox
          // A new type is a new field: its label, its hint, its suggestions.
          key={type}
          className="field global-search-field"
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            setFilledByCommand(false);
            setZipError(false);
          }}
          items={shown ?? []}
          onSelectionChange={(key: Key | null) => {
            const chosen = shown?.find((suggestion) => suggestion.id === key);
            if (chosen) navigate(chosen.href);
          }}
          menuTrigger="input"
          allowsCustomValue
          isInvalid={zipError}
        >
          <Label className="field-label">{label}</Label>
          <FieldHint>{hint}</FieldHint>
          <FieldErrorMessage>{zipError ? t('search.invalidZip') : null}</FieldErrorMessage>
          <OpenWhenSuggested suggestions={filledByCommand ? null : shown} />
          {shown?.length === 0 ? (
            // Shown, not announced again: the search has just said it.
            <p className="hint global-search-empty">
              {`${t('search.noResults')}. ${t('search.tryDifferent')}.`}
            </p>
          ) : null}
          <div className="combobox-control">
            <Input ref={field} className="input combobox-input" />
          </div>
          <Popover className="popover combobox-popover" placement="bottom start">
            <ListBox<Suggestion> className="menu">
              {(suggestion) => (
                <ListBoxItem
                  id={suggestion.id}
                  textValue={suggestion.name}
                  aria-label={suggestion.name}
                  className="menu-item"
                >
                  {suggestion.text}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <Button type="submit" className="button global-search-submit">
          {t('search.submit')}
        </Button>
      </Form>
    </div>
  );
}

/**
 * Opens the suggestions when an answer with some arrives for what is being typed (not again
 * after Escape closed them). The list is not opened empty while the answer is on its way:
 * React Aria would say "0 options available" to a screen-reader user just before the real
 * number.
 */
function OpenWhenSuggested({ suggestions }: { suggestions: Suggestion[] | null }) {
  const state = useContext(ComboBoxStateContext);
  const open = useEffectEvent(() => {
    if (state?.isFocused && !state.isOpen) state.open(null, 'input');
  });
  useEffect(() => {
    if (suggestions?.length) open();
  }, [suggestions]);
  return null;
}
