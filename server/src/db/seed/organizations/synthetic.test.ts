import { describe, expect, it } from 'vitest';
import { milesBetween } from '../../../services/geography/geography.ts';
import {
  generateSyntheticOrganizations,
  SYNTHETIC_SUB_CATEGORY_IDS,
  type CentroidPoint,
} from './synthetic.ts';

const centroids: CentroidPoint[] = [
  { zip: '19104', stateCode: 'PA', city: 'Philadelphia', latitude: 39.9597, longitude: -75.2024 },
  { zip: '60141', stateCode: 'IL', city: 'Hines', latitude: 41.8623, longitude: -87.8355 },
];

describe('generateSyntheticOrganizations', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateSyntheticOrganizations(500, centroids, 7);
    expect(generateSyntheticOrganizations(500, centroids, 7)).toEqual(a);
    expect(generateSyntheticOrganizations(500, centroids, 8)).not.toEqual(a);
  });

  it('places each organisation near a centroid, marked synthetic, under known sub-categories', () => {
    const { organizations, links } = generateSyntheticOrganizations(2000, centroids);
    expect(organizations).toHaveLength(2000);
    expect(new Set(organizations.map((row) => row.id)).size).toBe(2000);
    for (const row of organizations) {
      expect(row.source).toBe('synthetic');
      const centre = centroids.find((c) => c.zip === row.zipCode);
      expect(centre).toBeDefined();
      const point = { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 };
      expect(milesBetween(centre ?? point, point)).toBeLessThan(15);
    }
    for (const link of links) expect(SYNTHETIC_SUB_CATEGORY_IDS).toContain(link.subCategoryId);
    expect(links.length).toBeGreaterThan(2000);
    // Some rows exercise each filter.
    expect(organizations.some((row) => row.profitOrganizationType === 'Government')).toBe(true);
    expect(organizations.some((row) => row.veteransOnly)).toBe(true);
    expect(organizations.some((row) => row.minAge !== null)).toBe(true);
  });
});
