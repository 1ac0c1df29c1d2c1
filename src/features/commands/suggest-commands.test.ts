import { describe, expect, it } from 'vitest';
import { COMMANDS } from './registry.ts';
import { suggestCommands } from './suggest-commands.ts';

const label = () => '';
const suggest = (text: string, language: 'en' | 'sp', ids?: string[]) =>
  suggestCommands(
    text,
    language,
    ids ? COMMANDS.filter((entry) => ids.includes(entry.id)) : COMMANDS,
    label,
  );

describe('the closest commands to words not understood', () => {
  it('finds the phrase that shares the words, runnable when it needs nothing more', () => {
    expect(suggest('payment stuff', 'en')).toEqual([
      { id: 'go', phrase: 'go to my payments', runnable: true },
    ]);
    expect(suggest('mapa grande', 'sp')[0]).toEqual({
      id: 'show-map',
      phrase: 'mostrar el mapa',
      runnable: true,
    });
  });

  it('offers a command that needs the person’s words as words to complete', () => {
    expect(suggest('braille things', 'en')).toEqual([
      { id: 'search-guides', phrase: 'search guides for braille', runnable: false },
    ]);
  });

  it('offers at most three, and only commands that can run here', () => {
    expect(suggest('go to the list of results', 'en').length).toBeLessThanOrEqual(3);
    expect(suggest('payment stuff', 'en', ['help', 'find-help'])).toEqual([
      { id: 'find-help', phrase: 'find help near 19104', runnable: false },
      { id: 'help', phrase: 'what can I say', runnable: true },
    ]);
  });
});
