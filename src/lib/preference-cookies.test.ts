import { describe, expect, it } from 'vitest';
import { readPreferenceCookie } from './preference-cookies.ts';

describe('reading a preference cookie', () => {
  it.each([
    ['vh_lang=sp', 'sp'],
    ['other=1; vh_lang=en; vh_text=large', 'en'],
    ['  vh_lang = sp ', 'sp'],
    ['vh_lang=de', null],
    ['xvh_lang=sp', null],
    ['', null],
  ])('%j → %s', (cookies, language) => {
    expect(readPreferenceCookie('language', cookies)).toBe(language);
  });

  it('reads each setting by its own name', () => {
    expect(readPreferenceCookie('text', 'vh_lang=sp; vh_text=large')).toBe('large');
    expect(readPreferenceCookie('contrast', 'vh_lang=sp; vh_text=large')).toBeNull();
  });
});
