import { describe, expect, it } from 'vitest';
import { parseEligibility } from './eligibility.ts';

describe('parseEligibility', () => {
  it('splits the registry text into inclusion and exclusion lists', () => {
    const text =
      'Inclusion Criteria:\n\n* Adults 40 years or older\n* Early glaucoma\n\nExclusion Criteria:\n\n- Eye surgery in the past 3 months\n1. Age < 40 years';
    expect(parseEligibility(text)).toEqual({
      inclusion: ['Adults 40 years or older', 'Early glaucoma'],
      exclusion: ['Eye surgery in the past 3 months', 'Age < 40 years'],
      other: [],
    });
  });

  it('keeps text under no heading, and plain lines, as paragraphs', () => {
    expect(
      parseEligibility('Healthy volunteers welcome.\nInclusion criteria\n* Over 18\nSee the site.'),
    ).toEqual({
      inclusion: ['Over 18'],
      exclusion: [],
      other: ['Healthy volunteers welcome.', 'See the site.'],
    });
  });
});
