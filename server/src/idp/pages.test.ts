import { describe, expect, it } from 'vitest';
import { signInPage } from './pages.ts';

describe('the development sign-in page', () => {
  it('writes a refused hostile address back into the field escaped, never as markup', () => {
    const hostile = '"><script>alert(1)</script>@x.com';
    const page = signInPage('en', {
      action: '/idp/interaction/abc/login',
      otherLanguageHref: '/idp/interaction/abc?lang=sp',
      askName: false,
      values: { email: hostile },
      errors: { email: 'emailInvalid' },
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.com"');
  });
});
