import type { ReactNode } from 'react';
import { RadioButton, RadioField } from 'react-aria-components';

/** One choice of a React Aria RadioGroup, drawn as the site's radio button (styles.css .radio). */
export function RadioChoice({
  value,
  className = '',
  children,
}: {
  value: string;
  /** More classes for the button (a plan card). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadioField value={value}>
      <RadioButton className={`radio ${className}`.trim()}>
        <span className="radio-indicator" aria-hidden="true" />
        {children}
      </RadioButton>
    </RadioField>
  );
}
