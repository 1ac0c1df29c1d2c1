import { useEffect, useState } from 'react';

export type Priority = 'polite' | 'assertive';
type Listener = (message: string, priority: Priority) => void;

let listener: Listener | null = null;
const queued: [string, Priority][] = [];

/**
 * Say something to screen-reader users without moving focus. The app's only way to do so:
 * call it from anywhere; <Announcer /> is mounted once at the root.
 */
export function announce(message: string, priority: Priority = 'polite'): void {
  if (listener) listener(message, priority);
  else queued.push([message, priority]);
}

// Live regions must already be in the page before their text changes, or some screen readers
// (NVDA 2024 with Firefox, VoiceOver on iOS 17) miss the first message; hence regions are
// rendered up front and the text is set a moment after being cleared, which also lets the
// same sentence be announced twice in a row.
const SET_DELAY_MS = 50;
// Cleared afterwards so stale text is not found later when reading the page.
const CLEAR_AFTER_MS = 7000;

export function Announcer() {
  const [messages, setMessages] = useState<Record<Priority, string>>({ polite: '', assertive: '' });

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
    };
    listener = (message, priority) => {
      setMessages((current) => ({ ...current, [priority]: '' }));
      later(() => {
        setMessages((current) => ({ ...current, [priority]: message }));
        later(
          () =>
            setMessages((current) =>
              current[priority] === message ? { ...current, [priority]: '' } : current,
            ),
          CLEAR_AFTER_MS,
        );
      }, SET_DELAY_MS);
    };
    for (const [message, priority] of queued.splice(0)) listener(message, priority);
    return () => {
      listener = null;
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div className="visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="announcer-polite">
        {messages.polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="announcer-assertive">
        {messages.assertive}
      </div>
    </div>
  );
}
