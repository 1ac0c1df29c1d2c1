import { readStored, writeStored } from './storage.ts';

// Single-key shortcuts (WCAG 2.1.4): "/" opens Commands, "n" and "p" move through a list of
// results. On unless turned off in Display settings: speech-input users, whose dictated
// letters could trigger them, can turn them off. Listed on /commands.

const STORAGE_KEY = 'singleKeyShortcuts';

export function singleKeyShortcutsOn(): boolean {
  return readStored(STORAGE_KEY) !== 'off';
}

export function setSingleKeyShortcuts(on: boolean): void {
  writeStored(STORAGE_KEY, on ? 'on' : 'off');
}

/** Where a key is typing or driving a widget, never a shortcut. */
const TYPING_OR_WIDGET =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], ' +
  '[role="combobox"], [role="textbox"], [role="menu"], [role="listbox"], [role="dialog"], ' +
  '[role="alertdialog"], [role="application"]';

/** The key pressed, when it is a single-key shortcut the user has on; otherwise null. */
export function singleKeyShortcut(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  if (event.target instanceof Element && event.target.closest(TYPING_OR_WIDGET)) return null;
  return singleKeyShortcutsOn() ? event.key : null;
}
