import { afterEach, describe, expect, it } from 'vitest';
import { setSingleKeyShortcuts, singleKeyShortcut } from './shortcuts.ts';

function press(key: string, target: Element, init: KeyboardEventInit = {}) {
  let seen: string | null = 'not dispatched';
  const listener = (event: KeyboardEvent) => {
    seen = singleKeyShortcut(event);
  };
  window.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  window.removeEventListener('keydown', listener);
  return seen;
}

const added: Element[] = [];
/** Puts an element in the page for one test. */
function add<T extends Element>(element: T): T {
  added.push(element);
  return document.body.appendChild(element);
}

describe('single-key shortcuts', () => {
  // Only what the test added: React Aria's live announcer lives in the body for every later
  // file of the worker (vite.config.ts), and emptying the body would silence it.
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });

  it('are keys pressed outside fields, without modifiers, while they are on', () => {
    const button = add(document.createElement('button'));
    expect(press('/', button)).toBe('/');
    expect(press('n', document.body)).toBe('n');
    expect(press('n', button, { ctrlKey: true })).toBeNull();
    expect(press('n', button, { altKey: true })).toBeNull();
  });

  it('never take a key being typed, or one a widget uses', () => {
    const input = add(document.createElement('input'));
    expect(press('n', input)).toBeNull();
    const menu = add(document.createElement('div'));
    menu.setAttribute('role', 'menu');
    const item = menu.appendChild(document.createElement('div'));
    expect(press('n', item)).toBeNull();
  });

  it('can be turned off, and on again', () => {
    setSingleKeyShortcuts(false);
    expect(press('/', document.body)).toBeNull();
    setSingleKeyShortcuts(true);
    expect(press('/', document.body)).toBe('/');
  });
});
