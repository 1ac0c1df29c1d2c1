import type { Ref } from 'react';
import {
  Input,
  Label,
  TextField,
  type InputProps,
  type TextFieldProps,
} from 'react-aria-components';
import { FieldErrorMessage, FieldHint } from './field-text.tsx';

export interface FormTextFieldProps extends Omit<
  TextFieldProps,
  'children' | 'className' | 'isInvalid' | 'validationBehavior'
> {
  label: string;
  /** Help shown under the label and read with the field. */
  hint?: string | undefined;
  /** The field's problem in the current language; set, the field is marked invalid. */
  errorMessage?: string | undefined;
  inputMode?: InputProps['inputMode'];
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled text field in the app's form layout: label, hint, message, then the input
 * (GOV.UK's order, so the message is read and seen before the box). React Aria ties the hint
 * and the message to the input with aria-describedby and sets aria-invalid. Validation is
 * the form's job: the browser's own messages would ignore the app's language.
 */
export function FormTextField({
  label,
  hint,
  errorMessage,
  inputMode,
  inputRef,
  ...props
}: FormTextFieldProps) {
  return (
    <TextField
      {...props}
      className="field"
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="field-label">{label}</Label>
      <FieldHint>{hint}</FieldHint>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Input ref={inputRef} className="input" inputMode={inputMode} />
    </TextField>
  );
}
