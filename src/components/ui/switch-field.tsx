import { useId } from 'react';
import { Switch, Text } from 'react-aria-components';

/** An on/off setting: a React Aria switch with its label, and a hint it is described by. */
export function SwitchField({
  isSelected,
  label,
  hint,
  onChange,
}: {
  isSelected: boolean;
  label: string;
  hint: string;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
  return (
    <>
      <Switch
        className="switch"
        isSelected={isSelected}
        onChange={onChange}
        aria-describedby={hintId}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        {label}
      </Switch>
      <Text id={hintId} className="hint">
        {hint}
      </Text>
    </>
  );
}
