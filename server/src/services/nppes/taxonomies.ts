/**
 * The NUCC taxonomies the provider list is built from, each with the sub-category its
 * providers are listed under (server/src/db/seed/catalog/categories.ts). The registry
 * searches by description, not by code, and its description match is loose, so results
 * are kept only when they really carry the code.
 */
export interface LowVisionTaxonomy {
  code: string;
  /** What is sent as taxonomy_description. */
  description: string;
  subCategoryId: number;
}

export const LOW_VISION_TAXONOMIES: readonly LowVisionTaxonomy[] = [
  { code: '152WL0500X', description: 'Low Vision Rehabilitation', subCategoryId: 47 },
  { code: '225XL0004X', description: 'Low Vision', subCategoryId: 45 },
  {
    code: '225CX0006X',
    description: 'Orientation and Mobility Training Provider',
    subCategoryId: 39,
  },
];

export function findTaxonomy(code: string): LowVisionTaxonomy | undefined {
  return LOW_VISION_TAXONOMIES.find((taxonomy) => taxonomy.code === code.toUpperCase());
}
