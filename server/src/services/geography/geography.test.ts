import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { zipCentroids } from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { AppError } from '../../errors.ts';
import { findZip, listCities, listStates, searchCities, UNITED_STATES_ID } from './geography.ts';
import { milesBetween } from './distance.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';

/** Code-point order: what `collate "C"` gives on every database. */
const codePointSorted = (values: string[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a validation error');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(databaseKinds)('geography service on $kind', (kind) => {
  const database = useTestDatabase(kind);
  // Seeding takes seconds: once per database for the whole file.
  beforeAll(async () => {
    await seedDatabase(database().db);
  });

  describe('listStates', () => {
    it('lists the United States by name with ids, codes and Spanish names', async () => {
      const list = await listStates(database().db);
      expect(list.length).toBeGreaterThanOrEqual(51);
      expect(list[0]).toEqual({
        state_id: 1456,
        state_name: 'Alabama',
        state_name_sp: 'Alabama',
        state_code: 'AL',
        iso2: 'AL',
      });
      expect(list.map((state) => state.state_name)).toEqual(
        codePointSorted(list.map((state) => state.state_name)),
      );
      const byId = new Map(list.map((state) => [state.state_id, state]));
      expect(byId.get(1437)).toMatchObject({
        state_name: 'District of Columbia',
        state_name_sp: 'Distrito de Columbia',
        iso2: 'DC',
      });
      expect(byId.get(1452)?.state_name_sp).toBe('Nueva York');
      expect(byId.get(1449)?.state_name).toBe('Puerto Rico');
      expect(byId.get(4851)?.state_code).toBe('OH');
    });

    it('defaults to country 233 and knows no other', async () => {
      const { db } = database();
      expect(await listStates(db, UNITED_STATES_ID)).toEqual(await listStates(db));
      expect(await listStates(db, 1)).toEqual([]);
    });

    it('rejects a country id that is not a positive integer', async () => {
      const error = await rejection(listStates(database().db, 1.5));
      expect(error.code).toBe('validation_failed');
      expect(error.details[0]?.path).toBe('country_id');
    });
  });

  describe('listCities', () => {
    it("lists a state's cities sorted ignoring case and accents", async () => {
      const pennsylvania = await listCities(database().db, 1422);
      expect(pennsylvania.length).toBeGreaterThan(900);
      expect(pennsylvania).toContainEqual({ city_id: 124126, city_name: 'Philadelphia' });

      const hawaii = (await listCities(database().db, 1411)).map((city) => city.city_name);
      // "‘Ewa Beach" sorts among the E's, not after "Z".
      const ewa = hawaii.indexOf('‘Ewa Beach');
      expect(ewa).toBeGreaterThan(0);
      expect(normalizeSearchText(hawaii[ewa - 1]!) < 'ewa beach').toBe(true);
      expect(hawaii.indexOf('Ewa Beach')).toBe(-1);
    });

    it('answers an empty list for a state without cities or an unknown id', async () => {
      expect(await listCities(database().db, 999_999)).toEqual([]);
    });

    it('rejects an id that is not a positive integer', async () => {
      expect((await rejection(listCities(database().db, -1))).details[0]?.path).toBe('state_id');
    });
  });

  describe('findZip', () => {
    it('finds the approximate centre of 19104 in West Philadelphia', async () => {
      const zip = await findZip(database().db, '19104');
      expect(zip).toMatchObject({
        zip_code: '19104',
        city: 'Philadelphia',
        state_code: 'PA',
        approximate: true,
      });
      expect(milesBetween(zip!, { latitude: 39.96, longitude: -75.19 })).toBeLessThan(2);
    });

    it('keeps leading zeros', async () => {
      expect(await findZip(database().db, '00501')).toMatchObject({
        zip_code: '00501',
        state_code: 'NY',
      });
      expect(await findZip(database().db, '02108')).toMatchObject({
        zip_code: '02108',
        city: 'Boston',
        state_code: 'MA',
      });
    });

    it('answers null for an unknown ZIP', async () => {
      expect(await findZip(database().db, '00000')).toBeNull();
    });

    it('keeps the ZIPs it was asked for, so a radius search needs no lookup query', async () => {
      const { db } = database();
      const row = { zip: '00099', city: 'Fixture', stateCode: 'PA', latitude: 40, longitude: -75 };
      await db.insert(zipCentroids).values(row);
      expect(await findZip(db, '00099')).toMatchObject({ zip_code: '00099', city: 'Fixture' });
      await db.delete(zipCentroids).where(eq(zipCentroids.zip, '00099'));
      // Served from the process's copy: centroids change only when the seed runs.
      expect(await findZip(db, '00099')).toMatchObject({ zip_code: '00099', city: 'Fixture' });
      // Unknown ZIPs are not remembered: a later seed may add them.
      expect(await findZip(db, '00098')).toBeNull();
      await db.insert(zipCentroids).values({ ...row, zip: '00098' });
      expect(await findZip(db, '00098')).toMatchObject({ zip_code: '00098' });
      await db.delete(zipCentroids).where(eq(zipCentroids.zip, '00098'));
    });

    it('reads every centroid with the first lookup', async () => {
      const fresh = await kind.open();
      try {
        const row = {
          zip: '00097',
          city: 'Fixture',
          stateCode: 'PA',
          latitude: 40,
          longitude: -75,
        };
        await fresh.db.insert(zipCentroids).values([row, { ...row, zip: '00096' }]);
        expect(await findZip(fresh.db, '00097')).toMatchObject({ zip_code: '00097' });
        await fresh.db.delete(zipCentroids).where(eq(zipCentroids.zip, '00096'));
        // Never asked for before it was deleted, yet known: the first lookup read them all.
        expect(await findZip(fresh.db, '00096')).toMatchObject({ zip_code: '00096' });
      } finally {
        await fresh.close();
      }
    });

    it.each(['1910', '191040', '1910a', ' 19104', '2108'])('rejects %j', async (zip) => {
      const error = await rejection(findZip(database().db, zip));
      expect(error.details).toEqual([{ path: 'zip', message: 'A ZIP code is five digits.' }]);
    });
  });

  describe('searchCities', () => {
    it('finds Philadelphia, PA by a name prefix, with one of its ZIPs', async () => {
      const results = await searchCities(database().db, 'philad');
      const pennsylvania = results.find((result) => result.state === 'PA');
      expect(pennsylvania).toMatchObject({ city: 'Philadelphia', country: 'United States' });
      // Philadelphia's ZIPs are 190xx-191xx; the one nearest the city's point may be a
      // P.O.-box ZIP (centred on the city), which is fine for a suggestion.
      expect(pennsylvania?.zip_code).toMatch(/^19[01]\d\d$/);
      expect(results.every((result) => result.city.startsWith('Philad'))).toBe(true);
    });

    it('ignores case, accents and punctuation', async () => {
      const { db } = database();
      for (const query of ['san jose', 'SAN JOSÉ', 'San José']) {
        const results = await searchCities(db, query);
        expect(results).toContainEqual(expect.objectContaining({ city: 'San José', state: 'PR' }));
        expect(results).toContainEqual(expect.objectContaining({ city: 'San Jose', state: 'CA' }));
      }
      expect(await searchCities(db, 'canon city')).toContainEqual(
        expect.objectContaining({ city: 'Cañon City', state: 'CO' }),
      );
      expect(await searchCities(db, 'ewa b')).toContainEqual(
        expect.objectContaining({ city: '‘Ewa Beach', state: 'HI' }),
      );
      expect(await searchCities(db, 'winston salem')).toContainEqual(
        expect.objectContaining({ city: 'Winston-Salem', state: 'NC' }),
      );
      expect(await searchCities(db, 'Bogalusa')).toEqual([
        {
          city: 'Bogalusa',
          state: 'LA',
          country: 'United States',
          zip_code: expect.stringMatching(/^7042\d$/) as string,
        },
      ]);
    });

    it('narrows by a state after a comma (code or name, English or Spanish)', async () => {
      const { db } = database();
      for (const query of ['springfield, il', 'Springfield, Illinois']) {
        const results = await searchCities(db, query);
        expect(results.length).toBeGreaterThan(0);
        expect(results.every((result) => result.state === 'IL')).toBe(true);
      }
      const carolina = await searchCities(db, 'charlotte, carolina del norte');
      expect(carolina).toContainEqual(expect.objectContaining({ city: 'Charlotte', state: 'NC' }));
      expect(carolina.every((result) => result.state === 'NC')).toBe(true);
    });

    it.each([
      ['erie, PA', 'PA'],
      ['erie, pa', 'PA'],
      ['erie, Pennsylvania', 'PA'],
      ['erie, Pensilvania', 'PA'],
      ['erie, pensilvana', 'PA'],
      ['albany, New York', 'NY'],
      ['albany, Nueva York', 'NY'],
      ['albany, nueva yrok', 'NY'],
      // Only the best match: "in" is also inside "Illinois" and "Wisconsin", which have an
      // Albany (Park) too.
      ['albany, in', 'IN'],
    ])('%j is narrowed to %s only, as the State field finds it', async (query, state) => {
      const results = await searchCities(database().db, query);
      expect(results.map((result) => result.state)).toEqual([state]);
    });

    it('answers nothing when the state part matches no state', async () => {
      expect(await searchCities(database().db, 'erie, zzqx')).toEqual([]);
    });

    it('puts an exact name first and honours the limit', async () => {
      const results = await searchCities(database().db, 'washington', 3);
      expect(results).toHaveLength(3);
      expect(results.every((result) => result.city === 'Washington')).toBe(true);
      const spring = await searchCities(database().db, 'spring', 50);
      expect(spring[0]?.city).toBe('Spring');
      expect(spring.length).toBeGreaterThan(10);
    });

    it('finds ZIP codes by a prefix of at least three digits', async () => {
      const results = await searchCities(database().db, '1910');
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(10);
      for (const result of results) {
        expect(result).toMatchObject({
          city: 'Philadelphia',
          state: 'PA',
          country: 'United States',
        });
        expect(result.zip_code).toMatch(/^1910\d$/);
      }
      expect(results.map((result) => result.zip_code)).toContain('19104');
      expect(await searchCities(database().db, '02108')).toEqual([
        { city: 'Boston', state: 'MA', country: 'United States', zip_code: '02108' },
      ]);
      expect((await searchCities(database().db, '005'))[0]?.zip_code).toBe('00501');
    });

    it('answers nothing for too few or too many digits, or nothing searchable', async () => {
      const { db } = database();
      expect(await searchCities(db, '19')).toEqual([]);
      expect(await searchCities(db, '191040')).toEqual([]);
      expect(await searchCities(db, '‘')).toEqual([]);
      expect(await searchCities(db, 'zzzzzz')).toEqual([]);
      // LIKE wildcards are not wildcards here.
      expect(await searchCities(db, '%')).toEqual([]);
      expect(await searchCities(db, 'a_b')).toEqual([]);
    });

    it('rejects an empty query or a bad limit', async () => {
      const { db } = database();
      expect((await rejection(searchCities(db, '   '))).details[0]?.path).toBe('q');
      expect((await rejection(searchCities(db, 'phil', 0))).details[0]?.path).toBe('limit');
      expect((await rejection(searchCities(db, 'phil', 51))).details[0]?.path).toBe('limit');
    });
  });
});
