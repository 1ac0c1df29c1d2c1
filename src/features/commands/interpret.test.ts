import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import '../../i18n/namespaces/all.ts';
import { translate } from '../../i18n/translate.ts';
import { registerIntentHandler, type IntentType } from '../../lib/commands.ts';
import { interpret, type InterpretContext } from './command-layer.tsx';
import { matchPlaces } from './resolve-place.ts';

const tFor =
  (language: 'en' | 'sp') => (key: TranslationKey, params?: Record<string, string | number>) =>
    translate(language, key, params);

/** The city search's answer for "springfield" (exact names first, as the API sorts them). */
const SPRINGFIELDS = [
  { city: 'Springfield', state: 'IL', zip_code: '62701' },
  { city: 'Springfield', state: 'MA', zip_code: '01103' },
  { city: 'Springfield', state: 'MO', zip_code: '65806' },
  { city: 'Springfield Gardens', state: 'NY', zip_code: '11413' },
];

function context(language: 'en' | 'sp', overrides: Partial<InterpretContext> = {}) {
  const findPlaces = vi.fn(async (place: string, state?: string) =>
    matchPlaces(SPRINGFIELDS, place, state),
  );
  return { t: tFor(language), homeZip: '19104', findPlaces, forVoice: false, ...overrides };
}

/** The commands a signed-in page can run, as the command layer and a list register them. */
const HERE: IntentType[] = ['find-help', 'find-trials', 'go', 'help', 'search-guides', 'print'];

describe('what a command means on the page', () => {
  let offs: (() => void)[] = [];
  beforeEach(() => {
    offs = HERE.map((type) => registerIntentHandler(type, () => ({ ok: true, message: '' })));
  });
  afterEach(() => offs.forEach((off) => off()));

  it('refuses a phrase it does not understand and offers the closest commands', async () => {
    const meaning = await interpret('payment stuff', 'en', context('en'));
    expect(meaning).toEqual({
      refusal:
        'I didn’t understand “payment stuff”. Did you mean: “go to my payments”? Choose one below.',
      choices: [{ label: 'go to my payments', intent: { type: 'go', to: 'payments' } }],
    });
  });

  it('words the suggestions for listening when the command was spoken, in Spanish', async () => {
    const meaning = await interpret('canta algo', 'sp', context('sp', { forVoice: true }));
    expect(meaning).toMatchObject({
      refusal:
        'No entendí «canta algo». ¿Quiso decir: “buscar ayuda cerca de 19104”; “buscar guías sobre braille”; “qué puedo decir”? Diga «la primera», «la segunda» o «la tercera».',
    });
    // A command that needs the person's own words is offered as words to complete.
    expect('choices' in meaning && meaning.choices?.[0]).toEqual({
      label: 'buscar ayuda cerca de 19104',
      phrase: 'buscar ayuda cerca de 19104',
    });
  });

  it('says when the page cannot run a command it understood, naming the command', async () => {
    offs.pop()?.();
    expect(await interpret('print in Spanish', 'en', context('en'))).toEqual({
      refusal: '“Print this guide in English or Spanish” isn’t available on this page.',
    });
  });

  it('fills "near me" with the profile’s ZIP code, or says how to give one', async () => {
    expect(await interpret('find help near me', 'en', context('en'))).toEqual({
      intent: { type: 'find-help', zip: '19104' },
    });
    expect(
      await interpret('necesito ayuda cerca de mí', 'sp', context('sp', { homeZip: null })),
    ).toEqual({
      refusal:
        'Su perfil todavía no tiene código postal. Agréguelo en Mi perfil o diga un código postal, por ejemplo «buscar ayuda cerca de 19104».',
    });
  });

  it('searches near home when no place is said, and never takes a language for a place', async () => {
    expect(await interpret('find braille classes in Spanish', 'en', context('en'))).toEqual({
      intent: { type: 'find-help', topic: 'braille classes', zip: '19104' },
    });
    expect(await interpret('find braille classes', 'en', context('en', { homeZip: null }))).toEqual(
      {
        intent: { type: 'find-help', topic: 'braille classes' },
      },
    );
  });

  it('matches a place by its whole name, with its state when one is said', async () => {
    const ctx = context('en');
    expect(await interpret('find help in Springfield Illinois', 'en', ctx)).toEqual({
      intent: { type: 'find-help', zip: '62701' },
    });
    expect(ctx.findPlaces).toHaveBeenCalledWith('springfield', 'IL');
    // Never by the start of a name.
    expect(await interpret('find help in Spring', 'en', context('en'))).toEqual({
      refusal:
        'I couldn’t find a place called Spring. Say its ZIP code instead, for example “find help near 19104”.',
    });
  });

  it('asks which place when several have the name: choices in the palette, three read by voice', async () => {
    const typed = await interpret('find braille classes in Springfield', 'en', context('en'));
    expect(typed).toEqual({
      question: '3 places are called Springfield. Choose one below.',
      choices: [
        {
          label: 'Springfield, IL',
          intent: { type: 'find-help', topic: 'braille classes', zip: '62701' },
        },
        {
          label: 'Springfield, MA',
          intent: { type: 'find-help', topic: 'braille classes', zip: '01103' },
        },
        {
          label: 'Springfield, MO',
          intent: { type: 'find-help', topic: 'braille classes', zip: '65806' },
        },
      ],
    });
    const spoken = await interpret(
      'busca ayuda en Springfield',
      'sp',
      context('sp', { forVoice: true }),
    );
    expect(spoken).toMatchObject({
      question:
        '¿Cuál Springfield? Springfield, IL; Springfield, MA; Springfield, MO. Diga «la primera», «la segunda» o «la tercera», o diga el código postal.',
    });
  });

  it('keeps the place of a trial search', async () => {
    expect(await interpret('find glaucoma trials in Springfield, MO', 'en', context('en'))).toEqual(
      { intent: { type: 'find-trials', condition: 'glaucoma', zip: '65806' } },
    );
  });

  it('says so when the place cannot be looked up', async () => {
    const ctx = context('en', { findPlaces: async () => null });
    expect(await interpret('find help in Dallas', 'en', ctx)).toEqual({
      refusal: 'I couldn’t look that place up just now. Say its ZIP code instead, or try again.',
    });
  });

  it('a trial alert with no place is near home; stopping one with no place stops it anywhere', async () => {
    const more = [
      registerIntentHandler('watch-trials', () => ({ ok: true, message: '' })),
      registerIntentHandler('unwatch-trials', () => ({ ok: true, message: '' })),
    ];
    try {
      expect(await interpret('e-mail me new trials for glaucoma', 'en', context('en'))).toEqual({
        intent: { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
      });
      // A place said is looked up as a search's is.
      expect(
        await interpret('watch trials for glaucoma near springfield, mo', 'en', context('en')),
      ).toEqual({ intent: { type: 'watch-trials', condition: 'glaucoma', zip: '65806' } });
      expect(
        await interpret(
          'avísame de ensayos de glaucoma cerca de springfield, mo',
          'sp',
          context('sp'),
        ),
      ).toEqual({ intent: { type: 'watch-trials', condition: 'glaucoma', zip: '65806' } });
      expect(await interpret('stop watching trials for glaucoma', 'en', context('en'))).toEqual({
        intent: { type: 'unwatch-trials', condition: 'glaucoma' },
      });
    } finally {
      more.forEach((off) => off());
    }
  });
});
