import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';

// A field's hint and its error message stay in the page while they have nothing to say (empty,
// and hidden by the stylesheet). React Aria gives the input aria-describedby ids for both, then
// checks in a layout effect that elements with those ids exist; when one is missing (its
// FieldError draws nothing while the field is valid) the field renders again at once. An update
// from a layout effect is synchronous, and React first runs every effect the page has pending,
// so a page's first render became one long task: its commit, a second render of the field and
// all the page's effects (ADR 061). An empty description adds nothing to what is read.

/** The hint under a field's label, read with the field. */
export function FieldHint({ children }: { children?: ReactNode }) {
  return (
    <Text slot="description" className="hint">
      {children}
    </Text>
  );
}

/** The field's problem in the current language, or nothing while it has none. */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <Text slot="errorMessage" className="field-error">
      {children}
    </Text>
  );
}
