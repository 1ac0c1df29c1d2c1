import { useEffect, useLayoutEffect, useRef } from 'react';
import { announce } from './announcer.tsx';

// The command layer's bus: what a spoken, typed or keyboard command means (Intent) and who
// runs it. Screens register handlers for the intents they can carry out while they are shown
// (the guide pane for print, a list of organisations for next/previous); the shell registers
// the ones that work anywhere (go, language, display, help, sign-out). The parser
// (features/commands/parse-command.ts) and the registry of commands
// (features/commands/registry.ts) sit above this; features never import each other, only this.

export type CommandLanguage = 'en' | 'sp';
export type Destination =
  'home' | 'dashboard' | 'profile' | 'surveys' | 'payments' | 'my-list' | 'back';
export type DisplayMode = 'high-contrast' | 'large-text' | 'default';
/** A guide's formats a command can ask for besides the printable PDF ("print" asks for that). */
export type DownloadFormat = 'epub' | 'text' | 'large-18' | 'large-24';

/**
 * Where a search is for: a ZIP code, a place said by name (lower case, no accents; with its
 * state's postal code when one was said), or "near me" (the profile's ZIP, filled in by the
 * command layer). At most one of zip, place and nearMe.
 */
export interface Whereabouts {
  zip?: string;
  place?: string;
  state?: string;
  nearMe?: true;
}

export type Intent =
  | ({ type: 'find-help'; topic?: string } & Whereabouts)
  | { type: 'search-guides'; query: string }
  | ({ type: 'find-trials'; condition?: string } & Whereabouts)
  /** E-mail new trials for a condition near a place (issue 39). */
  | ({ type: 'watch-trials'; condition?: string } & Whereabouts)
  /** Stop those e-mails: the alerts for the condition (near the place, when one is said). */
  | ({ type: 'unwatch-trials'; condition?: string } & Whereabouts)
  | { type: 'print'; language: CommandLanguage }
  /** The open guide (or, on a category's overview, all its guides) in another format. */
  | { type: 'download'; format: DownloadFormat; language: CommandLanguage }
  | { type: 'set-language'; language: CommandLanguage }
  | { type: 'go'; to: Destination }
  | { type: 'open-category'; name: string }
  | { type: 'read-results' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'open-result'; index: number }
  | { type: 'call'; index?: number }
  | { type: 'show-map' }
  | { type: 'show-list' }
  /** Any distance said; the list's handler says which ones it offers. */
  | { type: 'set-radius'; miles: number }
  | { type: 'display'; mode: DisplayMode; on?: boolean }
  | { type: 'help' }
  | { type: 'stop-listening' }
  | { type: 'sign-in' }
  | { type: 'sign-out' };

export type IntentType = Intent['type'];
export type IntentOf<T extends IntentType> = Extract<Intent, { type: T }>;

/** Where a command came from; every run records it. */
export type CommandSource = 'voice' | 'typed' | 'keyboard' | 'ui';

/**
 * What a handler did, in words for the user: said once, through the announcer, by whoever
 * ran the command (the palette or the voice panel). `ok: false` is said assertively.
 */
export interface CommandOutcome {
  ok: boolean;
  message: string;
  /**
   * What the live region says instead, when the command also moved focus and the focus move
   * already says part of the message (a card's heading says its name; the region adds its
   * distance and phone). Read-aloud still speaks the whole message.
   */
  announce?: string;
}

export type IntentHandler<T extends IntentType> = (
  intent: IntentOf<T>,
  source: CommandSource,
) => CommandOutcome | Promise<CommandOutcome>;

type AnyHandler = (
  intent: Intent,
  source: CommandSource,
) => CommandOutcome | Promise<CommandOutcome>;

/** Handlers per intent type; the newest registration (the innermost screen) answers. */
const handlers = new Map<IntentType, AnyHandler[]>();

export function registerIntentHandler<T extends IntentType>(
  type: T,
  handler: IntentHandler<T>,
): () => void {
  const list = handlers.get(type) ?? [];
  const entry = handler as AnyHandler;
  list.push(entry);
  handlers.set(type, list);
  return () => {
    const current = handlers.get(type) ?? [];
    handlers.set(
      type,
      current.filter((item) => item !== entry),
    );
  };
}

/** Whether anything on screen can run this kind of intent now. */
export function canRun(type: IntentType): boolean {
  return (handlers.get(type)?.length ?? 0) > 0;
}

export interface CommandRun {
  intent: Intent;
  source: CommandSource;
  outcome: CommandOutcome;
}

const runListeners = new Set<(run: CommandRun) => void>();

/** Every run, with its source (the benchmark and tests listen; nothing is sent anywhere). */
export function onCommandRun(listener: (run: CommandRun) => void): () => void {
  runListeners.add(listener);
  return () => runListeners.delete(listener);
}

/**
 * Runs an intent with the handler the current screen registered for it. Null when nothing
 * can run it here (the caller says so, in the user's language).
 */
export async function runIntent(
  intent: Intent,
  source: CommandSource,
): Promise<CommandOutcome | null> {
  const list = handlers.get(intent.type);
  const handler = list?.[list.length - 1];
  if (!handler) return null;
  const outcome = await handler(intent, source);
  for (const listener of runListeners) listener({ intent, source, outcome });
  return outcome;
}

/**
 * Registers a handler while the component is mounted. The handler may change on every
 * render (it reads the latest props): the registration stays, the newest function answers.
 */
export function useIntentHandler<T extends IntentType>(
  type: T,
  handler: IntentHandler<T> | null,
): void {
  const latest = useRef(handler);
  // Before any command can run (commands run from events, after effects).
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const active = handler !== null;
  useEffect(() => {
    if (!active) return undefined;
    return registerIntentHandler(type, (intent, source) => {
      const current = latest.current;
      if (!current) return { ok: false, message: '' };
      return current(intent, source);
    });
  }, [type, active]);
}

/**
 * Runs an intent and says the outcome once, through the announcer: politely when it worked,
 * assertively when it did not. Gives the whole message (for read-aloud), if any.
 */
export async function runAndSay(intent: Intent, source: CommandSource): Promise<string | null> {
  const outcome = await runIntent(intent, source);
  if (!outcome?.message) return null;
  const said = outcome.announce ?? outcome.message;
  if (said) announce(said, outcome.ok ? 'polite' : 'assertive');
  return outcome.message;
}
