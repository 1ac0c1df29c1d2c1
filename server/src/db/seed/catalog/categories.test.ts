import { describe, expect, it } from 'vitest';
import { SPECIAL_IDS } from '../../../../../src/contracts/catalog.ts';
import { SUB_CATEGORY_ROWS } from './categories.ts';

describe('the catalogue', () => {
  it('puts the clinical trials sub-category in the category the browser opens for it', () => {
    const trials = SUB_CATEGORY_ROWS.find(
      (row) => row.id === SPECIAL_IDS.clinicalTrialsSubCategory,
    );
    expect(trials?.categoryId).toBe(SPECIAL_IDS.clinicalTrialsCategory);
  });
});
