import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEnglish, allSpanish } from '../../i18n/namespaces/all.ts';
import { LANGUAGES } from '../../i18n/dictionaries.ts';
import { parseCommand } from './parse-command.ts';
import { COMMANDS } from './registry.ts';

const lookup = (dictionary: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary);

describe('the command registry', () => {
  it('lists each command once', () => {
    const ids = COMMANDS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(COMMANDS.map((entry) => [entry.id, entry] as const))(
    '%s has phrases in both languages, a label and a keyboard way, in both dictionaries',
    (_id, entry) => {
      for (const language of LANGUAGES) expect(entry.phrases[language].length).toBeGreaterThan(0);
      for (const dictionary of [allEnglish, allSpanish]) {
        expect(typeof lookup(dictionary, entry.label)).toBe('string');
        expect(typeof lookup(dictionary, entry.keyboard)).toBe('string');
      }
    },
  );

  // The help page names a command's control with the control's own string (scripts/
  // i18n-style.ts holds the text to that); this holds the key to a control that renders it.
  it.each(COMMANDS.filter((entry) => entry.control).map((entry) => [entry.id, entry] as const))(
    '%s names its control by a string a component renders, and its help text shows that name',
    (_id, entry) => {
      const root = join(import.meta.dirname, '../..');
      const renders = readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
        .some((file) => readFileSync(join(root, file), 'utf8').includes(`'${entry.control}'`));
      expect(renders).toBe(true);
      for (const dictionary of [allEnglish, allSpanish]) {
        expect(lookup(dictionary, entry.keyboard)).toMatch(/\{\{control\}\}/);
      }
    },
  );

  it('parses every phrase to its own command, in its language', () => {
    for (const entry of COMMANDS) {
      for (const language of LANGUAGES) {
        for (const phrase of entry.phrases[language]) {
          expect(parseCommand(phrase, language)?.type, `${language}: ${phrase}`).toBe(entry.id);
        }
      }
    }
  });

  it('includes the words of the visible controls that do the same', () => {
    const phrases = (id: string, language: 'en' | 'sp') =>
      (COMMANDS.find((entry) => entry.id === id)?.phrases[language] ?? []).map((phrase) =>
        phrase.toLowerCase(),
      );
    // The print menu's items and the header's Logout and Commands buttons.
    for (const [language, words] of [
      ['en', allEnglish],
      ['sp', allSpanish],
    ] as const) {
      expect(phrases('print', language)).toContain(
        words.categories.guide.printSpanish.toLowerCase(),
      );
      expect(phrases('print', language)).toContain(
        words.categories.guide.printEnglish.toLowerCase(),
      );
      expect(phrases('sign-out', language)).toContain(words.shell.logout.toLowerCase());
      expect(phrases('help', language)).toContain(words.shell.commands.toLowerCase());
    }
  });
});
