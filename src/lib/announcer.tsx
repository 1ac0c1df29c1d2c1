import { useEffect, useState } from 'react';

export type Priority = 'polite' | 'assertive';
type Listener = (message: string, priority: Priority, topic: string) => void;

let listener: Listener | null = null;
const queued: [string, Priority, string][] = [];
let sequence = 0;

/**
 * Say something to screen-reader users without moving focus. The app's only way to do so:
 * call it from anywhere; <Announcer /> is mounted once at the root.
 */
export function announce(
  message: string,
  priority: Priority = 'polite',
  /**
   * What the message is about, when a newer message on it makes an older one not yet said
   * pointless (a new count replaces the old one). Otherwise messages sent at the same moment
   * are said together, in order ("Peer support groups. 2 organizations near 19104.").
   */
  topic: string = `message-${(sequence += 1)}`,
): void {
  if (listener) listener(message, priority, topic);
  else queued.push([message, priority, topic]);
}

/**
 * Drops what was said while no announcer was mounted. For tests: a test that renders a screen
 * without the app's root leaves its messages queued, and the next announcer mounted (in a later
 * test, or a later file of the same worker) would say them.
 */
export function clearQueuedAnnouncements(): void {
  queued.length = 0;
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
    const pending: Record<Priority, Map<string, string> | null> = {
      polite: null,
      assertive: null,
    };
    listener = (message, priority, topic) => {
      const waiting = pending[priority];
      if (waiting) {
        waiting.delete(topic); // a replaced message takes the newer one's place in the order
        waiting.set(topic, message);
        return;
      }
      pending[priority] = new Map([[topic, message]]);
      setMessages((current) => ({ ...current, [priority]: '' }));
      later(() => {
        const parts = [...(pending[priority]?.values() ?? [])];
        pending[priority] = null;
        // Sentences, so a screen reader pauses between them.
        const text =
          parts.length === 1
            ? (parts[0] ?? '')
            : parts.map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`)).join(' ');
        setMessages((current) => ({ ...current, [priority]: text }));
        later(
          () =>
            setMessages((current) =>
              current[priority] === text ? { ...current, [priority]: '' } : current,
            ),
          CLEAR_AFTER_MS,
        );
      }, SET_DELAY_MS);
    };
    for (const [message, priority, topic] of queued.splice(0)) listener(message, priority, topic);
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
