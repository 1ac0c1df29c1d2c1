import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
  type Key,
} from 'react-aria-components';
import { FieldErrorMessage, FieldHint } from './field-text.tsx';

export interface ComboBoxOption {
  id: number;
  name: string;
}

interface FormComboBoxProps<T extends ComboBoxOption> {
  id?: string;
  label: string;
  hint?: string | undefined;
  errorMessage?: string | undefined;
  /** Said and shown when the typed text matches nothing. */
  emptyText: string;
  options: readonly T[];
  /**
   * The options that match the typed text, best first (a state's postal code before a word
   * of another state's name). Without it, any option whose name contains the text matches,
   * in the list's order.
   */
  search?: ((typed: string, options: readonly T[]) => readonly T[]) | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** A note read with the field, e.g. that the list is loading or did not load. */
  statusText?: string | undefined;
  /** Shown after the field, outside it (a retry button, say). */
  action?: ReactNode;
}

/**
 * A searchable choice from a long list (states, cities): type any part of the name, in any
 * case and with or without accents ("mexico" finds "Nuevo México"), or whatever the given
 * search accepts (a state's code, its name in either language), then choose. Only a
 * listed option counts as a value, so what is saved is always an id the server knows.
 */
export function FormComboBox<T extends ComboBoxOption>({
  id,
  label,
  hint,
  errorMessage,
  emptyText,
  options,
  search,
  value,
  onChange,
  isDisabled = false,
  isRequired = false,
  statusText,
  action,
}: FormComboBoxProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [typed, setTyped] = useState('');
  // The whole list stays in the combo box, the best matches first: React Aria can then always
  // find the chosen option, and shows the matches in the search's order.
  const { ordered, matchedNames } = useMemo(() => {
    if (!search || !typed.trim()) return { ordered: options, matchedNames: null };
    const matches = search(typed, options);
    const matched = new Set(matches.map((option) => option.id));
    return {
      ordered: [...matches, ...options.filter((option) => !matched.has(option.id))],
      matchedNames: new Set(matches.map((option) => option.name)),
    };
  }, [search, typed, options]);
  const filter = (name: string, text: string) => {
    // Emptied text shows the whole list, as the default filter does.
    if (!search || !text.trim()) return contains(name, text);
    // React Aria asks one name at a time: the answer for the text being typed is worked out
    // once above; another text (rare: before the change reaches the state) is searched anew.
    if (text === typed && matchedNames) return matchedNames.has(name);
    return search(text, options).some((option) => option.name === name);
  };
  const description = [hint, statusText].filter(Boolean).join(' ');
  return (
    <div className="combobox-field">
      <ComboBox
        {...(id ? { id } : {})}
        className="field"
        defaultItems={ordered}
        value={value}
        onChange={(key: Key | null) => onChange(key === null ? null : Number(key))}
        onInputChange={setTyped}
        defaultFilter={filter}
        // Opening on focus would cover the fields below at high zoom before the user asked.
        menuTrigger="input"
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        allowsEmptyCollection
      >
        <Label className="field-label">{label}</Label>
        <FieldHint>{description}</FieldHint>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <div className="combobox-control">
          <Input className="input combobox-input" />
          <Button className="combobox-button">
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Popover className="popover combobox-popover" placement="bottom start">
          <ListBox<T>
            className="menu"
            renderEmptyState={() => <p className="combobox-empty">{emptyText}</p>}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.name} className="menu-item">
                {option.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {action}
    </div>
  );
}
