// What a screen-reader user is told during one action, from every source that can tell them:
// our announcer's two regions, React Aria's LiveAnnouncer (combobox counts, drag and drop),
// toasts, any other live region (which should not exist: see the lint rule on aria-live), and
// what the virtual screen reader says when focus moves. Each source is recorded at the source,
// so a message said by two of them shows up twice, which is the fault these tests look for.
import { virtual } from '@guidepup/virtual-screen-reader';
import { expect } from 'vitest';
import { toastQueue } from '../components/ui/toast.tsx';

export type Source = 'announcer' | 'react-aria' | 'toast' | 'other-live-region' | 'focus';

export interface Utterance {
  source: Source;
  text: string;
}

const ANNOUNCER_REGIONS = '[data-testid="announcer-polite"], [data-testid="announcer-assertive"]';
/** Live regions by attribute or by role (ARIA gives these roles an implicit aria-live). */
const LIVE_REGIONS =
  '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]';
/** Live regions whose messages are recorded at their source instead. */
const KNOWN_SOURCES = `${ANNOUNCER_REGIONS}, [data-live-announcer], .toast-region`;
// Past the announcer's 50 ms delay and React Aria's own short delays before it speaks.
const SETTLE_MS = 400;
// Generous: on a loaded CI machine a list can take seconds to arrive in jsdom.
const WAIT_MS = 10_000;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface Listening {
  /**
   * Waits until each of `awaited` has been said (a list that arrives from the API takes a
   * while), then for anything else the action set going, stops listening, and returns what
   * was said, source by source.
   */
  heard(awaited?: readonly string[]): Promise<Utterance[]>;
}

/** Starts listening to everything said from now on (start it just before the action). */
export async function listen(): Promise<Listening> {
  // What earlier steps (the page loading) set going is said first, and is not this action's.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const said: Utterance[] = [];

  const seenToasts = new Set(toastQueue.visibleToasts.map((toast) => toast.key));
  const stopToasts = toastQueue.subscribe(() => {
    for (const toast of toastQueue.visibleToasts) {
      if (seenToasts.has(toast.key)) continue;
      seenToasts.add(toast.key);
      const { title, description } = toast.content;
      said.push({ source: 'toast', text: squash(`${title} ${description ?? ''}`) });
    }
  });

  const observer = new MutationObserver((mutations) => {
    const announcerChanged = new Set<Element>();
    const otherChanged = new Set<Element>();
    for (const mutation of mutations) {
      const element =
        mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const region = element?.closest(ANNOUNCER_REGIONS);
      if (region) announcerChanged.add(region);
      const live = element?.closest(LIVE_REGIONS);
      if (live && !live.closest(KNOWN_SOURCES) && live.getAttribute('aria-live') !== 'off') {
        otherChanged.add(live);
      }
      if (element?.closest('[data-live-announcer]') && mutation.type === 'childList') {
        for (const node of mutation.addedNodes) {
          const text = squash(node.textContent ?? '');
          if (text) said.push({ source: 'react-aria', text });
        }
      }
    }
    // The announcer clears a region, then sets it: each non-empty setting is one message.
    for (const region of announcerChanged) {
      const text = squash(region.textContent ?? '');
      if (text) said.push({ source: 'announcer', text });
    }
    for (const region of otherChanged) {
      const text = squash(region.textContent ?? '');
      if (text) said.push({ source: 'other-live-region', text });
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });

  // The virtual screen reader is asked only what it says when focus moves: live regions are
  // recorded above, at their source. Its own live-region reading is given no mutations (it
  // still hears that the page changed, to rebuild its tree), because it reads them a tick
  // late and fails on nodes React has removed by then (a closed popover).
  const WindowMutationObserver = window.MutationObserver;
  class TreeChanges {
    private readonly observer: MutationObserver;
    constructor(callback: MutationCallback) {
      this.observer = new WindowMutationObserver(() => callback([], this.observer));
    }
    observe(node: Node, options: MutationObserverInit) {
      this.observer.observe(node, options);
    }
    disconnect() {
      this.observer.disconnect();
    }
  }
  await virtual.start({
    container: document.body,
    window: { MutationObserver: TreeChanges } as unknown as Window & typeof globalThis,
  });
  await virtual.clearSpokenPhraseLog();

  return {
    async heard(awaited = []) {
      for (let waited = 0; waited < WAIT_MS; waited += 50) {
        const all = `${said.map((utterance) => utterance.text).join('\n')}\n${(
          await virtual.spokenPhraseLog()
        ).join('\n')}`;
        if (awaited.every((message) => all.includes(message))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const log = await virtual.spokenPhraseLog();
      await virtual.stop();
      observer.disconnect();
      stopToasts();
      const focus = log
        .filter((phrase) => phrase !== 'document')
        .map((text): Utterance => ({ source: 'focus', text }));
      return [...said, ...focus];
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each expected message is heard exactly once (by any source, the focus move included), and
 * nothing else is announced: every announcement is made only of expected messages. Focus moves
 * that say other things (the button just pressed) are not announcements and are allowed.
 */
export async function expectHeardOnce(
  listening: Listening,
  expected: readonly string[],
): Promise<Utterance[]> {
  const heard = await listening.heard(expected);
  for (const message of expected) {
    const times = heard.filter((utterance) => utterance.text.includes(message)).length;
    expect(times, `"${message}" heard ${times} times in ${JSON.stringify(heard)}`).toBe(1);
  }
  const announcements = heard.filter((utterance) => utterance.source !== 'focus');
  for (const announcement of announcements) {
    let rest = announcement.text;
    for (const message of expected) rest = rest.replace(new RegExp(escape(message), 'g'), '');
    expect(
      rest.replace(/[\s.!?¡¿,;:]/g, ''),
      `unexpected announcement ${JSON.stringify(announcement)}`,
    ).toBe('');
  }
  return heard;
}
