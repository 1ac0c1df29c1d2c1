import type { ReactNode } from 'react';
import {
  Button,
  Label,
  ListBox,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';

interface SelectFieldProps {
  label: string;
  selectedKey: Key;
  onSelectionChange: (key: Key) => void;
  /** ListBoxItem (and ListBoxSection) elements, with className "menu-item". */
  children: ReactNode;
  className?: string;
}

/**
 * A labelled React Aria Select: a button showing the choice, a list in a popover. The state
 * laws, the category sections on narrow screens and the search type use it.
 */
export function SelectField({
  label,
  selectedKey,
  onSelectionChange,
  children,
  className = '',
}: SelectFieldProps) {
  return (
    <Select
      className={`field select ${className}`.trim()}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectionChange(key);
      }}
    >
      <Label className="field-label">{label}</Label>
      <Button className="input select-button">
        <SelectValue />
        <span aria-hidden="true" className="select-arrow">
          ▾
        </span>
      </Button>
      <Popover className="popover combobox-popover">
        <ListBox className="menu">{children}</ListBox>
      </Popover>
    </Select>
  );
}
