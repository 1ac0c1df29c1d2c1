import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import {
  CITY_CENTRES,
  prepareImportDatabase,
} from '../services/organization-import/test-fixtures.ts';
import { organizations, organizationSubCategories } from './schema.ts';

// A state-wide or local record without coordinates of its own is placed by the database at
// its ZIP's centroid or its city's centre and marked approximate (migration 0018, ADR 048),
// whoever writes it: these tests write as an operator's edit or a script would, in SQL.
describe.each(databaseKinds)('organisation places on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  beforeAll(() => prepareImportDatabase(db()));

  let nextId = 1;
  const add = async (values: Partial<typeof organizations.$inferInsert>) => {
    const id = nextId++;
    await db()
      .insert(organizations)
      .values({
        id,
        organization: `Fixture ${id}`,
        serviceArea: 'state',
        state: 'PA',
        source: 'test',
        nameSearch: `fixture ${id}`,
        ...values,
      });
    await db().insert(organizationSubCategories).values({ organizationId: id, subCategoryId: 36 });
    return id;
  };
  const place = async (id: number) => {
    const [row] = await db()
      .select({
        latitude: organizations.latitude,
        longitude: organizations.longitude,
        approximate: organizations.locationApproximate,
      })
      .from(organizations)
      .where(eq(organizations.id, id));
    const [listing] = await db()
      .select({
        latitude: organizationSubCategories.latitude,
        longitude: organizationSubCategories.longitude,
        approximate: organizationSubCategories.locationApproximate,
      })
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.organizationId, id));
    // The search reads the listing's copy: it must say the same.
    expect(listing).toEqual(row);
    return row;
  };
  const edit = (id: number, values: Partial<typeof organizations.$inferInsert>) =>
    db().update(organizations).set(values).where(eq(organizations.id, id));
  const { philadelphia, harrisburg } = CITY_CENTRES;

  it('places a state-wide record known by its city at the city’s centre, approximate', async () => {
    const id = await add({ city: 'philadelphia ' });
    expect(await place(id)).toEqual({
      latitude: philadelphia.latitude,
      longitude: philadelphia.longitude,
      approximate: true,
    });
    // Written as the sources abbreviate it; the geography data spells it out.
    const abbreviated = await add({ city: 'St. Marys' });
    expect(await place(abbreviated)).toEqual({
      latitude: CITY_CENTRES.saintMarys.latitude,
      longitude: CITY_CENTRES.saintMarys.longitude,
      approximate: true,
    });
  });

  it('uses the ZIP’s centroid when the ZIP is known, and for a city missing from the cities data', async () => {
    // A known ZIP wins over the city: a ZIP is smaller than most cities.
    const withZip = await add({ serviceArea: 'local', city: 'Philadelphia', zipCode: '19104' });
    expect(await place(withZip)).toEqual({
      latitude: 39.9597,
      longitude: -75.2024,
      approximate: true,
    });
    const zipOnly = await add({ state: 'NY', zipCode: '10001' });
    expect(await place(zipOnly)).toEqual({
      latitude: 40.7484,
      longitude: -73.9967,
      approximate: true,
    });
    // Boston is not in the fixture's cities, but the postal data names ZIP 02108 after it.
    const boston = await add({ state: 'MA', city: 'Boston' });
    expect(await place(boston)).toEqual({
      latitude: 42.3576,
      longitude: -71.0684,
      approximate: true,
    });
  });

  it('places nothing it would have to guess: unknown or ambiguous cities, no city, national', async () => {
    for (const values of [
      { city: 'Atlantis' },
      // Two Springfields in the state: which one is not known, and the postal data's ZIPs
      // named Springfield (the fixture adds one) do not decide it.
      { city: 'Springfield' },
      { city: null },
      // The right city name in the wrong state.
      { state: 'NJ', city: 'Harrisburg' },
      { serviceArea: 'national', state: null, city: 'Philadelphia', zipCode: '19104' },
    ] as const) {
      expect(await place(await add(values)), JSON.stringify(values)).toEqual({
        latitude: null,
        longitude: null,
        approximate: false,
      });
    }
  });

  it('never touches real coordinates, on insert or on edit', async () => {
    const id = await add({ city: 'Philadelphia', latitude: 39.9, longitude: -75.1 });
    const real = { latitude: 39.9, longitude: -75.1, approximate: false };
    expect(await place(id)).toEqual(real);
    await edit(id, { city: 'Harrisburg', zipCode: '19104' });
    expect(await place(id)).toEqual(real);
  });

  it('keeps an approximate place true through edits: it moves with the city, and only then', async () => {
    const id = await add({ city: 'Philadelphia' });
    await edit(id, { phone: '215-555-0100' });
    expect((await place(id))?.latitude).toBe(philadelphia.latitude);
    await edit(id, { city: 'Harrisburg' });
    expect(await place(id)).toEqual({
      latitude: harrisburg.latitude,
      longitude: harrisburg.longitude,
      approximate: true,
    });
    // A writer who gives coordinates of their own is believed, with the mark they give.
    await edit(id, { latitude: 40.27, longitude: -76.88, locationApproximate: false });
    expect(await place(id)).toEqual({ latitude: 40.27, longitude: -76.88, approximate: false });
    // Clearing them places the record again; a city nobody knows leaves it without a place.
    await edit(id, { latitude: null, longitude: null });
    expect((await place(id))?.approximate).toBe(true);
    await edit(id, { city: 'Atlantis' });
    expect(await place(id)).toEqual({ latitude: null, longitude: null, approximate: false });
  });
});
