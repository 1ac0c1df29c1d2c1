import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP } from './intl-warm-up.ts';

/** Runs the warm-up as the page does, with this navigator and an Intl that records its calls. */
function runWarmUp(navigator: { language?: string }) {
  const calls: string[] = [];
  const Intl = {
    DateTimeFormat: {
      supportedLocalesOf: (locales: string[]) => {
        calls.push(`supportedLocalesOf ${locales.join()}`);
        return globalThis.Intl.DateTimeFormat.supportedLocalesOf(locales);
      },
    },
    Locale: class {
      readonly real: globalThis.Intl.Locale;
      constructor(tag: string) {
        calls.push(`Locale ${tag}`);
        this.real = new globalThis.Intl.Locale(tag);
      }
      maximize() {
        calls.push('maximize');
        return this.real.maximize();
      }
    },
  };
  const context: Record<string, unknown> = { navigator, Intl };
  runInNewContext(INTL_WARM_UP, context);
  return { calls, context };
}

describe('the Intl warm-up', () => {
  it("makes React Aria's first Intl calls for the visitor's language", () => {
    const { calls } = runWarmUp({ language: 'es-US' });
    expect(calls).toEqual(['supportedLocalesOf es-US', 'Locale es-US', 'maximize']);
  });

  it('falls back to en-US, throws nothing for a tag Intl refuses, and leaves no globals', () => {
    expect(runWarmUp({}).calls[0]).toBe('supportedLocalesOf en-US');
    const refused = runWarmUp({ language: 'not a language tag' });
    expect(refused.calls).toEqual(['supportedLocalesOf not a language tag']);
    expect(Object.keys(refused.context).sort()).toEqual(['Intl', 'navigator']);
    expect(Object.keys(runWarmUp({ language: 'en' }).context).sort()).toEqual([
      'Intl',
      'navigator',
    ]);
  });
});
