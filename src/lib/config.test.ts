import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig: the hosted map style', () => {
  const config = (mapStyleUrl: unknown) =>
    parseConfig(JSON.stringify({ providerSiteUrl: 'https://provider.test/', mapStyleUrl }));

  it('takes an http(s) style URL', () => {
    expect(config('https://tiles.example.net/style.json').mapStyleUrl).toBe(
      'https://tiles.example.net/style.json',
    );
  });

  it('falls back to the offline map for anything else', () => {
    expect(config(null).mapStyleUrl).toBeNull();
    expect(config('javascript:alert(1)').mapStyleUrl).toBeNull();
    expect(config(42).mapStyleUrl).toBeNull();
    expect(parseConfig(null).mapStyleUrl).toBeNull();
  });
});
