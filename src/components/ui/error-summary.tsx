import { useEffect, useId, useRef, type MouseEvent } from 'react';

export interface ErrorSummaryItem {
  /** The id of the invalid field's element (its input, or a group holding its controls). */
  targetId: string;
  message: string;
}

interface ErrorSummaryProps {
  /** "There is a problem", in the current language. */
  title: string;
  /** One link per invalid field, in the order the fields appear. */
  items: readonly ErrorSummaryItem[];
  /** A problem that belongs to no single field (the save failed, say). */
  description?: string | undefined;
  /**
   * Focus moves to the summary whenever this number changes to a value above 0: bump it on
   * each failed submit, so the user hears the problems again even when they are the same.
   */
  focusKey: number;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The field's own control: the chosen radio of a group, else the first focusable one. */
function controlOf(target: HTMLElement): HTMLElement | null {
  if (target.matches(FOCUSABLE)) return target;
  return (
    target.querySelector<HTMLElement>('input[type="radio"]:checked:not([disabled])') ??
    target.querySelector<HTMLElement>(FOCUSABLE)
  );
}

function labelOf(control: HTMLElement): HTMLElement | null {
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0) return labels[0] ?? null;
  const labelledBy = control.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  return labelledBy ? document.getElementById(labelledBy) : null;
}

/**
 * The app's form error pattern (GOV.UK's error summary): after a failed submit it lists the
 * problems at the top of the page, takes focus so screen readers read it at once, and each
 * link moves focus to its field.
 *
 * It is not a live region: focus moving to it is what makes it heard, and a live region as
 * well would make some screen readers read it twice. It is a named group, so landing on it
 * announces "There is a problem" before the list.
 */
export function ErrorSummary({ title, items, description, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const isShown = items.length > 0 || Boolean(description);

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (!isShown) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    const control = target ? controlOf(target) : null;
    // Without a usable control the link's plain fragment jump is the best left to do.
    if (!control) return;
    event.preventDefault();
    // As GOV.UK does: bring the label into view with the field, since the browser would
    // scroll only as far as the control and leave its label (and message) above the screen.
    const label = labelOf(control);
    label?.scrollIntoView?.({ block: 'start' });
    control.focus({ preventScroll: Boolean(label?.scrollIntoView) });
  };

  return (
    <div ref={ref} className="error-summary" role="group" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="error-summary-title">
        {title}
      </h2>
      {description ? <p className="error-summary-description">{description}</p> : null}
      {items.length > 0 ? (
        <ul className="error-summary-list">
          {items.map((item) => (
            <li key={`${item.targetId}:${item.message}`}>
              <a href={`#${item.targetId}`} onClick={(event) => goTo(event, item.targetId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
