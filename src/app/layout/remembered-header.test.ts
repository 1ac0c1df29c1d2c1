import { describe, expect, it } from 'vitest';
import { parseRememberedHeader, rememberHeaderOnDevice } from './remembered-header.ts';

describe('the header remembered on this device', () => {
  it('reads only what it wrote', () => {
    expect(parseRememberedHeader('{"content":true,"account":false}')).toEqual({
      content: true,
      account: false,
    });
    for (const raw of [null, '', 'null', '{}', '{"content":1,"account":true}', '{not json']) {
      expect(parseRememberedHeader(raw), String(raw)).toBeNull();
    }
  });

  it('is kept in storage and forgotten on sign-out', () => {
    rememberHeaderOnDevice({ content: true, account: true });
    expect(parseRememberedHeader(localStorage.getItem('rememberedHeader'))).toEqual({
      content: true,
      account: true,
    });
    rememberHeaderOnDevice(null);
    expect(localStorage.getItem('rememberedHeader')).toBeNull();
  });
});
