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

describe('single-key shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are keys pressed outside fields, without modifiers, while they are on', () => {
    const button = document.body.appendChild(document.createElement('button'));
    expect(press('/', button)).toBe('/');
    expect(press('n', document.body)).toBe('n');
    expect(press('n', button, { ctrlKey: true })).toBeNull();
    expect(press('n', button, { altKey: true })).toBeNull();
  });

  it('never take a key being typed, or one a widget uses', () => {
    const input = document.body.appendChild(document.createElement('input'));
    expect(press('n', input)).toBeNull();
    const menu = document.body.appendChild(document.createElement('div'));
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
