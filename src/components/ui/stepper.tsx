interface StepperProps {
  /** Names the list, e.g. "Account setup steps". */
  label: string;
  /** The stages' names, in order. */
  steps: readonly string[];
  /** The current stage's index (0 for the first). */
  current: number;
  /** Shown after the current stage's name, e.g. "(current step)". */
  currentText: string;
}

/**
 * Progress through a multi-page process (the onboarding's BASIC, ANSWER QUESTIONS, CHOOSE
 * YOUR PLAN). Not a navigation: the stages are not links. A numbered list, so "1 of 3" is
 * heard; the current stage has aria-current="step" and, for sighted users, text and a heavier
 * outline rather than a colour alone. The visible "(current step)" is hidden from screen
 * readers, which already say "current step" for aria-current.
 */
export function Stepper({ label, steps, current, currentText }: StepperProps) {
  return (
    <ol className="stepper" aria-label={label}>
      {steps.map((step, index) => {
        const isCurrent = index === current;
        return (
          <li
            key={step}
            className={isCurrent ? 'stepper-step stepper-step-current' : 'stepper-step'}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className="stepper-name">{step}</span>
            {isCurrent ? (
              <span className="stepper-current" aria-hidden="true">
                {' '}
                {currentText}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
