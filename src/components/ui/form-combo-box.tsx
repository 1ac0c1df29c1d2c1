import type { ReactNode } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';

export interface ComboBoxOption {
  id: number;
  name: string;
}

interface FormComboBoxProps {
  id?: string;
  label: string;
  hint?: string | undefined;
  errorMessage?: string | undefined;
  /** Said and shown when the typed text matches nothing. */
  emptyText: string;
  options: readonly ComboBoxOption[];
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
 * case and with or without accents ("mexico" finds "Nuevo México"), then choose. Only a
 * listed option counts as a value, so what is saved is always an id the server knows.
 */
export function FormComboBox({
  id,
  label,
  hint,
  errorMessage,
  emptyText,
  options,
  value,
  onChange,
  isDisabled = false,
  isRequired = false,
  statusText,
  action,
}: FormComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const description = [hint, statusText].filter(Boolean).join(' ');
  return (
    <div className="combobox-field">
      <ComboBox
        {...(id ? { id } : {})}
        className="field"
        defaultItems={options}
        value={value}
        onChange={(key: Key | null) => onChange(key === null ? null : Number(key))}
        defaultFilter={contains}
        // Opening on focus would cover the fields below at high zoom before the user asked.
        menuTrigger="input"
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        allowsEmptyCollection
      >
        <Label className="field-label">{label}</Label>
        {description ? (
          <Text slot="description" className="hint">
            {description}
          </Text>
        ) : null}
        <FieldError className="field-error">{errorMessage}</FieldError>
        <div className="combobox-control">
          <Input className="input combobox-input" />
          <Button className="combobox-button">
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Popover className="popover combobox-popover" placement="bottom start">
          <ListBox<ComboBoxOption>
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
