import { describe, expect, it } from 'vitest';
import { parseCommand } from './parse-command.ts';

// "Open my list" (issue 38). The rules were written from the registry's phrases and a few
// destination names; these are other ways of saying it, written apart from the rules, and the
// map's own "show the list", which must keep its meaning.
describe('the person’s list as a destination', () => {
  it.each([
    'take me to my list',
    "where's my list",
    'could you pull up my list',
    "I'd like to see my list please",
    'bring up my list',
    'My List!',
    'go to my saved items',
  ])('English: %s', (said) => {
    expect(parseCommand(said, 'en')).toEqual({ type: 'go', to: 'my-list' });
  });

  it.each([
    'llévame a mi lista',
    '¿dónde está mi lista?',
    'muéstreme mi lista, por favor',
    'quiero ver mi lista',
    'vaya a mi lista',
    'ABRE MI LISTA',
  ])('Spanish: %s', (said) => {
    expect(parseCommand(said, 'sp')).toEqual({ type: 'go', to: 'my-list' });
  });

  it.each([
    ['show the list', 'en'],
    ['list view', 'en'],
    ['mostrar la lista', 'sp'],
    ['vista de lista', 'sp'],
  ] as const)('the map’s list view keeps its meaning: %s', (said, language) => {
    expect(parseCommand(said, language)).toEqual({ type: 'show-list' });
  });
});
