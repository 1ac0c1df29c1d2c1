import { describe, expect, it } from 'vitest';
import { changedMeanwhile, mergeOntoCurrent, valuesOf } from './conflict.ts';

const loaded = {
  organization: 'Blinded Veterans Association',
  address_1: null,
  address_2: null,
  city: 'Alexandria',
  state: 'VA',
  zip_code: null,
  phone: null,
  tollfree: '800-669-7079',
  tty: null,
  website: 'https://bva.org',
  description: 'Advocacy.',
  description_sp: null,
} as const;

describe('a refused save, reviewed', () => {
  it('keeps every field the operator changed and takes the other person’s for the rest', () => {
    const mine = { ...valuesOf(loaded), phone: '214-555-0142', city: 'Alexandria ' };
    const now = { ...loaded, description: 'Peer support.', website: 'https://www.bva.org' };

    const merged = mergeOntoCurrent(mine, loaded, now);

    expect(merged.phone).toBe('214-555-0142');
    expect(merged.description).toBe('Peer support.');
    expect(merged.website).toBe('https://www.bva.org');
    // Blanks around a value are no change, as the server stores it trimmed.
    expect(merged.city).toBe('Alexandria');
    expect(changedMeanwhile(loaded, now)).toEqual(['website', 'description']);
  });

  it('keeps the operator’s value where both changed the same field', () => {
    const mine = { ...valuesOf(loaded), phone: '214-555-0142' };
    const now = { ...loaded, phone: '703-555-0100' };
    expect(mergeOntoCurrent(mine, loaded, now).phone).toBe('214-555-0142');
    expect(changedMeanwhile(loaded, now)).toEqual(['phone']);
  });
});
