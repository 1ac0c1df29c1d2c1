import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup,
  Label,
  RadioGroup,
} from 'react-aria-components';
import { RadioChoice } from './radio-choice.tsx';

export interface QuestionChoice {
  value: string;
  label: string;
}

interface QuestionFieldProps {
  /** The question's text: the group's visible label. */
  title: string;
  /** "Question 2 of 5": said with the label, so a screen-reader user knows where they are. */
  position: string;
  /** One answer (radio buttons) or several (checkboxes), as the survey says. */
  type: 'radiogroup' | 'checkbox';
  choices: readonly QuestionChoice[];
  /** The chosen values; a radio question holds at most one. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * One survey question: the questionnaire (step 4) and the Blind Low Vision survey both use
 * it. A labelled group of real radio buttons or checkboxes (React Aria), so arrow keys move
 * between a question's choices and Tab between questions.
 */
export function QuestionField({
  title,
  position,
  type,
  choices,
  value,
  onChange,
}: QuestionFieldProps) {
  const label = (
    <Label className="question-title">
      <span className="question-position">{position}</span> {title}
    </Label>
  );

  if (type === 'checkbox') {
    return (
      <CheckboxGroup className="question" value={[...value]} onChange={onChange}>
        {label}
        <div className="question-choices">
          {choices.map((choice) => (
            <CheckboxField key={choice.value} value={choice.value}>
              <CheckboxButton className="checkbox">
                <span className="checkbox-indicator" aria-hidden="true" />
                {choice.label}
              </CheckboxButton>
            </CheckboxField>
          ))}
        </div>
      </CheckboxGroup>
    );
  }
  return (
    <RadioGroup
      className="question"
      value={value[0] ?? null}
      onChange={(chosen) => onChange([chosen])}
    >
      {label}
      <div className="question-choices">
        {choices.map((choice) => (
          <RadioChoice key={choice.value} value={choice.value}>
            {choice.label}
          </RadioChoice>
        ))}
      </div>
    </RadioGroup>
  );
}
