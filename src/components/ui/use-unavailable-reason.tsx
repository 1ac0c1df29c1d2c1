import { useId, type ReactNode } from 'react';
import { announce } from '../../lib/announcer.tsx';

/**
 * A form's main button that cannot do its job yet ("Next" before a choice) stays focusable
 * and says why, rather than being disabled: a disabled button is skipped by Tab and silent,
 * so a screen-reader user meets a form with no way on and no reason. The button gets
 * aria-disabled and the visible reason as its description; `explain()` says the reason
 * when the button is pressed anyway.
 */
export function useUnavailableReason(reason: string | null): {
  reasonText: ReactNode;
  buttonProps: { 'aria-disabled'?: true; 'aria-describedby'?: string };
  explain: () => void;
} {
  const id = useId();
  if (reason === null) return { reasonText: null, buttonProps: {}, explain: () => {} };
  return {
    reasonText: (
      <p id={id} className="hint">
        {reason}
      </p>
    ),
    buttonProps: { 'aria-disabled': true, 'aria-describedby': id },
    explain: () => announce(reason, 'assertive'),
  };
}
