import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { organizations, organizationSubCategories } from '../../db/schema.ts';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import { parseHsdsJson, readHsdsCsvFolder, stableUuid } from './hsds.ts';
import { exportHsds } from './hsds-export.ts';
import { importOrganizations } from './importer.ts';
import { parseLegacyCsv } from './legacy.ts';
import {
  FIXTURES,
  organizationCount,
  prepareImportDatabase,
  rowVersions,
  storedOrganization,
} from './test-fixtures.ts';

const hsdsJson = async () =>
  parseHsdsJson(await readFile(path.join(FIXTURES, 'hsds-organizations.json'), 'utf8'));

describe('stableUuid', () => {
  it('is a version 5 UUID that depends only on the name', () => {
    const id = stableUuid('organization:5188');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('organization:5188')).toBe(id);
    expect(stableUuid('organization:5189')).not.toBe(id);
  });
});

describe.each(databaseKinds)('Open Referral HSDS import and export on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  beforeAll(async () => {
    await prepareImportDatabase(db());
  });

  it('refuses the JSON file when an organization is unusable, naming it', async () => {
    const report = await importOrganizations(db(), await hsdsJson());
    expect(report.applied).toBe(false);
    expect(report.rejected).toEqual([
      {
        where: 'organization 3',
        position: 3,
        reason: expect.stringMatching(/^not an HSDS organization/),
      },
      {
        where: 'organization 4 (id org-4)',
        position: 4,
        reason: 'no service matches one of our organisation sub-categories',
      },
    ]);
    expect(await organizationCount(db())).toBe(0);
  });

  it('maps organizations, phones, addresses, coordinates and services from JSON', async () => {
    const report = await importOrganizations(db(), await hsdsJson(), { skipInvalid: true });
    expect(report).toMatchObject({ added: 2, applied: true });

    expect(
      await storedOrganization(db(), 'hsds:b3c1e0a2-1111-4c6e-8a55-000000000001'),
    ).toMatchObject({
      organization: 'Liberty Bell Low Vision Clinic',
      description: 'Low vision exams and training.',
      descriptionSp: 'Exámenes y entrenamiento de baja visión.',
      website: 'https://libertybell.example.org',
      phone: '215-555-0110',
      // "Toll-free line" in the description; the textphone is the TTY; the fax is ignored.
      tollfree: '215-555-0111',
      tty: '215-555-0112',
      // The physical address, not the postal one listed first.
      address1: '400 Market St',
      city: 'Philadelphia',
      state: 'PA',
      zipCode: '19104',
      latitude: 39.96,
      longitude: -75.2,
      locationApproximate: false,
      serviceArea: 'local',
      minAge: 5,
      maxAge: null,
      languages: ['en', 'es'],
      source: 'Open Referral HSDS import',
      // The 'vision-hub' taxonomy term; the food pantry matches nothing and is skipped.
      subCategoryIds: [47],
    });
    expect(await storedOrganization(db(), 'hsds:org-2')).toMatchObject({
      // HSDS 2.x names: url, physical_addresses.
      website: 'https://empire-books.example.org',
      phone: null,
      // Undescribed, but an 888 number.
      tollfree: '1-888-555-0120',
      address1: '1 Library Way',
      state: 'NY',
      zipCode: '10001',
      latitude: 40.7484,
      longitude: -73.9967,
      locationApproximate: true,
      // By service name (another taxonomy's term is ignored).
      subCategoryIds: [50],
    });
  });

  it('reads the CSV folder form', async () => {
    const candidates = await readHsdsCsvFolder(path.join(FIXTURES, 'hsds-csv'));
    const report = await importOrganizations(db(), candidates);
    expect(report).toMatchObject({ added: 1, rejected: [], applied: true });
    expect(await storedOrganization(db(), 'hsds:csv-1')).toMatchObject({
      organization: 'Lehigh Valley Vision Partners',
      description: 'Job training, mobility and more.',
      descriptionSp: 'Capacitación laboral, movilidad y más.',
      website: 'https://www.lehigh.example.org',
      phone: '610-555-0130',
      tollfree: '(800) 555-0131',
      // Found through service_at_locations.
      address1: '10 Hamilton St, Floor 3',
      city: 'Allentown',
      state: 'PA',
      zipCode: '18101',
      latitude: 40.6,
      longitude: -75.47,
      locationApproximate: false,
      // svc-1 by its taxonomy term (42), svc-2 by name (40).
      subCategoryIds: [40, 42],
    });
  });

  it('re-importing the same HSDS file writes nothing', async () => {
    const before = await rowVersions(db());
    const report = await importOrganizations(db(), await hsdsJson(), { skipInvalid: true });
    expect(report).toMatchObject({ added: 0, updated: 0, unchanged: 2, rowsWritten: 0 });
    expect(await rowVersions(db())).toBe(before);
  });

  it('keeps an operator’s verification against a file with an older date or none; a later one replaces it', async () => {
    const candidates = await hsdsJson();
    const [stored] = await db()
      .select({ key: organizations.importKey })
      .from(organizations)
      .where(like(organizations.importKey, 'hsds:%'))
      .limit(1);
    const key = stored?.key;
    if (!key) throw new Error('no HSDS record to verify');
    const where = eq(organizations.importKey, key);
    const verified = () =>
      db()
        .select({ at: organizations.verifiedAt, how: organizations.verifiedHow })
        .from(organizations)
        .where(where);
    await db()
      .update(organizations)
      .set({ verifiedAt: '2026-11-20', verifiedHow: 'phone' })
      .where(where);
    const withDate = (date: string | null) =>
      candidates.map((candidate) => ({
        ...candidate,
        values: { ...candidate.values, verified_at: date },
      }));

    for (const older of [null, '2026-01-05']) {
      const report = await importOrganizations(db(), withDate(older), { skipInvalid: true });
      expect(report.changes.find((change) => change.importKey === key)).toBeUndefined();
    }
    expect(await verified()).toEqual([{ at: '2026-11-20', how: 'phone' }]);

    const later = await importOrganizations(db(), withDate('2026-11-26'), { skipInvalid: true });
    expect(later.changes.find((change) => change.importKey === key)?.columns).toEqual([
      'verified_at',
    ]);
    expect(await verified()).toEqual([{ at: '2026-11-26', how: null }]);
  });

  it('reads when a record was checked from HSDS 3.0 assured_date when our extension is absent', () => {
    const [candidate] = parseHsdsJson(
      JSON.stringify([
        {
          id: 'b3c1e0a2-2222-4c6e-8a55-000000000009',
          name: 'Assured Elsewhere',
          services: [
            { id: 's1', name: 'Low vision exams', assured_date: '2026-03-01' },
            { id: 's2', name: 'Braille', assured_date: '2026-07-09' },
            { id: 's3', name: 'Mobility' },
          ],
        },
      ]),
    );
    expect(candidate?.values.verified_at).toBe('2026-07-09');
  });

  describe('round trip: export, import into a fresh database, export again', () => {
    let second: Database | undefined;
    beforeAll(async () => {
      // Legacy rows and a curated-style national record with every field HSDS lacks.
      await importOrganizations(
        db(),
        parseLegacyCsv(await readFile(path.join(FIXTURES, 'legacy-good.csv'), 'utf8')),
      );
      await db()
        .insert(organizations)
        .values({
          id: 4242,
          organization: 'Fixture National Line',
          website: 'https://national.example.org',
          tollfree: '1-800-555-0177',
          tty: '711',
          serviceArea: 'national',
          profitOrganizationType: 'Non-Profit',
          minAge: 18,
          maxAge: 99,
          veteransOnly: true,
          languages: ['en', 'es'],
          source: 'Fixture source',
          sourceUrl: 'https://national.example.org/about',
          verifiedAt: '2026-01-15',
          nameSearch: normalizeSearchText('Fixture National Line'),
        });
      await db()
        .insert(organizationSubCategories)
        .values([35, 43].map((subCategoryId) => ({ organizationId: 4242, subCategoryId })));
      second = await kind.open();
      await prepareImportDatabase(second.db);
    });
    afterAll(async () => {
      await second?.close();
    });

    it('gives back the same HSDS, ids included', async () => {
      const first = await exportHsds(db());
      expect(first).toHaveLength(8);
      const json = JSON.stringify(first);
      const report = await importOrganizations(second!.db, parseHsdsJson(json));
      expect(report.rejected).toEqual([]);
      expect(report).toMatchObject({ added: 8, applied: true });
      expect(await exportHsds(second!.db)).toEqual(first);
      // And once more changes nothing.
      const again = await importOrganizations(second!.db, parseHsdsJson(json));
      expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 8, rowsWritten: 0 });
    });

    it('writes the HSDS 3.0 shape with our taxonomy and extensions', async () => {
      const exported = await exportHsds(db());
      const national = exported.find((org) => org.name === 'Fixture National Line');
      expect(national).toMatchObject({
        id: stableUuid('organization:4242'),
        locations: [],
        phones: [
          { number: '1-800-555-0177', type: 'voice', description: 'Toll-free' },
          { number: '711', type: 'textphone', description: 'TTY' },
        ],
        x_service_area: 'national',
        x_veterans_only: true,
        x_verified_at: '2026-01-15',
        x_source_url: 'https://national.example.org/about',
      });
      expect(national?.services.map((service) => service.attributes[0]?.taxonomy_term)).toEqual([
        expect.objectContaining({ code: '35', taxonomy: 'vision-hub' }),
        expect.objectContaining({ code: '43', taxonomy: 'vision-hub' }),
      ]);
      // HSDS 3.0's own field for the date, on every service, for readers of the standard only.
      expect(national?.services.map((service) => service.assured_date)).toEqual([
        '2026-01-15',
        '2026-01-15',
      ]);
      const liberty = exported.find((org) => org.name === 'Liberty Bell Low Vision Clinic');
      // Imported from HSDS: keeps its own id.
      expect(liberty?.id).toBe('b3c1e0a2-1111-4c6e-8a55-000000000001');
      expect(liberty?.locations[0]).toMatchObject({
        latitude: 39.96,
        longitude: -75.2,
        x_location_approximate: false,
        addresses: [
          expect.objectContaining({
            address_1: '400 Market St',
            state_province: 'PA',
            postal_code: '19104',
            address_type: 'physical',
          }),
        ],
      });
      expect(liberty?.x_description_sp).toBe('Exámenes y entrenamiento de baja visión.');
    });
  });
});
