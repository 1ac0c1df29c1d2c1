import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.ts';
import { listingsReordered } from '../../../test/listing-order.ts';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { UsageError } from '../data-command.ts';
import { EXIT, parseImportArgs, runImport } from './cli.ts';
import { importOrganizations } from './importer.ts';
import { parseLegacyCsv } from './legacy.ts';
import { formatImportReport } from './report.ts';
import {
  CITY_CENTRES,
  FIXTURES,
  organizationCount,
  prepareImportDatabase,
  rowVersions,
  storedOrganization,
} from './test-fixtures.ts';

const GOOD = path.join(FIXTURES, 'legacy-good.csv');
const WITH_BAD_ROWS = path.join(FIXTURES, 'legacy-with-bad-rows.csv');
const HEADER =
  'organization,address_1,address_2,city,state,zip_code,phone,tollfree,website,latitude,longitude,category_name,sub_category_name,profit_organization_type';

const KEYS = {
  harbor: 'legacy:harbor light vision center inc|02108',
  keystone: 'legacy:keystone guide dogs|19104',
  garden: 'legacy:garden state readers|NJ',
  hartford: 'legacy:hartford peer circle|06103',
};

const legacy = async (file: string) => parseLegacyCsv(await readFile(file, 'utf8'));

describe.each(databaseKinds)('legacy spreadsheet import on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  beforeAll(async () => {
    await prepareImportDatabase(db());
  });

  it('refuses the whole file when any row is bad: every bad row named by line and reason', async () => {
    const report = await importOrganizations(db(), await legacy(WITH_BAD_ROWS));
    expect(report.applied).toBe(false);
    expect(report.rowsWritten).toBe(0);
    expect(report.rejected.map(({ where }) => where)).toEqual([
      'line 8',
      'line 9',
      'line 10',
      'line 11',
    ]);
    expect(report.rejected[0]?.reason).toMatch(/^zip_code must be a 5-digit ZIP/);
    expect(report.rejected[1]?.reason).toBe(
      "sub_category_name 'Underwater basket weaving' matches none of our organisation sub-categories",
    );
    expect(report.rejected[2]?.reason).toBe(
      'no coordinates, ZIP 99999 is unknown and no state is given',
    );
    expect(report.rejected[3]?.reason).toBe(
      'phone is not a US phone number (10 digits, optional +1 and extension); latitude must be between -90 and 90',
    );
    // The valid rows were counted but not written.
    expect(report.added).toBe(4);
    expect(await organizationCount(db())).toBe(0);
    const text = formatImportReport(report, 'legacy-with-bad-rows.csv');
    expect(text).toContain('added: 4, updated: 0, unchanged: 0, rejected: 4');
    expect(text).toContain("line 9: sub_category_name 'Underwater basket weaving'");
    expect(text).toContain('Nothing was applied: 4 rows were rejected');
  });

  it('writes nothing on a dry run', async () => {
    const report = await importOrganizations(db(), await legacy(GOOD), { dryRun: true });
    expect(report).toMatchObject({ added: 4, applied: false, rowsWritten: 0, rejected: [] });
    expect(await organizationCount(db())).toBe(0);
    expect(await listingsReordered(db())).toBe(false);
    expect(formatImportReport(report, 'x')).toContain('Dry run: nothing was written.');
  });

  it('imports the legacy layout: nan cells, lost ZIP zeros, quoted commas, ZIP centres', async () => {
    const report = await importOrganizations(db(), await legacy(GOOD));
    expect(report).toMatchObject({ read: 5, added: 4, updated: 0, unchanged: 0, applied: true });
    expect(report.rejected).toEqual([]);
    // A bulk write ends with the listings stored in location order (reorderListings).
    expect(await listingsReordered(db())).toBe(true);

    const harbor = await storedOrganization(db(), KEYS.harbor);
    expect(harbor).toMatchObject({
      organization: 'Harbor Light Vision Center, Inc.',
      address1: '12 Beacon St, Suite 4',
      address2: null,
      city: 'Boston',
      state: 'MA',
      zipCode: '02108',
      phone: '(617) 555-0101',
      tollfree: null,
      website: 'https://www.harborlight.example.org',
      // No coordinates in the file: the ZIP's centre, marked approximate.
      latitude: 42.3576,
      longitude: -71.0684,
      locationApproximate: true,
      serviceArea: 'local',
      profitOrganizationType: 'Non-Profit',
      source: 'Legacy spreadsheet import',
      sourceUrl: null,
      verifiedAt: null,
      nameSearch: 'harbor light vision center inc boston',
      // Two rows, one organisation: listed under both sub-categories (one by Spanish title).
      subCategoryIds: [41, 42],
    });
    expect(harbor?.id).toBeGreaterThanOrEqual(100_000);
    expect(await storedOrganization(db(), KEYS.keystone)).toMatchObject({
      address1: null,
      address2: null,
      state: 'PA',
      zipCode: '19104',
      tollfree: '1-800-555-0103',
      latitude: 39.95,
      longitude: -75.17,
      locationApproximate: false,
      serviceArea: 'local',
      subCategoryIds: [40],
    });
    expect(await storedOrganization(db(), KEYS.garden)).toMatchObject({
      city: null,
      zipCode: null,
      phone: null,
      tollfree: null,
      website: 'http://readers.example.org/nj',
      latitude: null,
      locationApproximate: false,
      serviceArea: 'state',
      profitOrganizationType: 'Government',
      subCategoryIds: [50],
    });
    expect(await storedOrganization(db(), KEYS.hartford)).toMatchObject({
      address1: 'The "Main" Office Floor 2',
      zipCode: '06103',
      phone: '860.555.0104 ext 12',
      website: 'https://hartford-peers.example.org',
      profitOrganizationType: null,
      subCategoryIds: [36],
    });
  });

  it('re-importing the same file changes nothing and writes nothing', async () => {
    const before = await rowVersions(db());
    const report = await importOrganizations(db(), await legacy(GOOD));
    expect(report).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 4,
      applied: true,
      rowsWritten: 0,
    });
    expect(await rowVersions(db())).toBe(before);
    expect(formatImportReport(report, 'x')).toContain('Applied: nothing needed writing.');
  });

  it('updates only what changed, listings included, keeping the id', async () => {
    const original = await readFile(GOOD, 'utf8');
    const harborId = (await storedOrganization(db(), KEYS.harbor))?.id;
    const changed = original
      .replace('215-555-0102', '215-555-0199')
      // Harbor's second row (its listing under 41) goes.
      .replace(/\r\n"Harbor Light[^\r]*Ayuda con tecnologia[^\r]*/, '');
    const report = await importOrganizations(db(), parseLegacyCsv(changed));
    expect(report).toMatchObject({ added: 0, updated: 2, unchanged: 2 });
    expect(report.changes).toEqual([
      { where: 'line 2', importKey: KEYS.harbor, action: 'updated', columns: ['listings'] },
      { where: 'line 3', importKey: KEYS.keystone, action: 'updated', columns: ['phone'] },
    ]);
    expect(await storedOrganization(db(), KEYS.harbor)).toMatchObject({
      id: harborId,
      subCategoryIds: [42],
    });
    expect((await storedOrganization(db(), KEYS.keystone))?.phone).toBe('215-555-0199');
    const back = await importOrganizations(db(), await legacy(GOOD));
    expect(back).toMatchObject({ added: 0, updated: 2, unchanged: 2 });
    expect((await storedOrganization(db(), KEYS.harbor))?.subCategoryIds).toEqual([41, 42]);
  });

  it("keeps an operator's correction while the file says what it said; a change in the file wins", async () => {
    const original = await readFile(GOOD, 'utf8');
    const keystone = (await storedOrganization(db(), KEYS.keystone))!;
    // An operator corrects the phone (the console's save is an update like this one).
    await db()
      .update(organizations)
      .set({ phone: '215-555-0142' })
      .where(eq(organizations.id, keystone.id));

    const same = await importOrganizations(db(), parseLegacyCsv(original));
    expect(same).toMatchObject({ updated: 0, unchanged: 4, rowsWritten: 0 });
    expect((await storedOrganization(db(), KEYS.keystone))?.phone).toBe('215-555-0142');

    // The source changes its toll-free number: that follows the file; the correction stays.
    const tollfree = original.replace('1-800-555-0103', '1-800-555-0177');
    const report = await importOrganizations(db(), parseLegacyCsv(tollfree));
    expect(report.changes).toEqual([
      { where: 'line 4', importKey: KEYS.keystone, action: 'updated', columns: ['tollfree'] },
    ]);
    expect(await storedOrganization(db(), KEYS.keystone)).toMatchObject({
      phone: '215-555-0142',
      tollfree: '1-800-555-0177',
    });

    // The source changes the phone itself: its new number replaces the correction.
    await importOrganizations(
      db(),
      parseLegacyCsv(tollfree.replace('215-555-0102', '215-555-0155')),
    );
    expect((await storedOrganization(db(), KEYS.keystone))?.phone).toBe('215-555-0155');
    // As the file says again, for the tests after this one.
    await importOrganizations(db(), parseLegacyCsv(original));
    expect(await storedOrganization(db(), KEYS.keystone)).toMatchObject({
      phone: '215-555-0102',
      tollfree: '1-800-555-0103',
    });
  });

  it('with skipInvalid applies the valid rows and reports the rejected ones', async () => {
    const file = [
      HEADER,
      'Valley Braille Club,,,Philadelphia,PA,19104,,,,,,Reading,Peer support groups,Non-Profit',
      'Valley Broken Row,,,Philadelphia,PA,19104,,,,,,Reading,No such thing,Non-Profit',
    ].join('\n');
    const key = 'legacy:valley braille club|19104';
    const refused = await importOrganizations(db(), parseLegacyCsv(file));
    expect(refused.applied).toBe(false);
    expect(await storedOrganization(db(), key)).toBeUndefined();

    const report = await importOrganizations(db(), parseLegacyCsv(file), { skipInvalid: true });
    expect(report).toMatchObject({ added: 1, applied: true });
    expect(report.rejected).toEqual([
      {
        where: 'line 3',
        position: 3,
        reason: "sub_category_name 'No such thing' matches none of our organisation sub-categories",
      },
    ]);
    expect(await storedOrganization(db(), key)).toMatchObject({
      latitude: 39.9597,
      locationApproximate: true,
      subCategoryIds: [36],
    });
  });

  it('rejects a second row of the same organisation with different details', async () => {
    const file = [
      HEADER,
      'Twin Org,,,Boston,MA,02108,617-555-0150,,,,,Work,Peer support groups,Non-Profit',
      'Twin Org,,,Boston,MA,02108,617-555-0151,,,,,Work,Guide dog schools,Non-Profit',
    ].join('\n');
    const report = await importOrganizations(db(), parseLegacyCsv(file));
    expect(report.rejected).toEqual([
      {
        where: 'line 3',
        position: 3,
        reason:
          'same organisation as line 2 (same key legacy:twin org|02108) with different details',
      },
    ]);
  });

  it('the command prints the report and exits 1 on rejected rows, 0 otherwise', async () => {
    const output: string[] = [];
    const io = {
      out: (text: string) => output.push(text),
      err: (text: string) => output.push(text),
    };
    const before = await rowVersions(db());
    expect(
      await runImport(db(), parseImportArgs(['--format', 'legacy', '--file', WITH_BAD_ROWS]), io),
    ).toBe(EXIT.rejected);
    expect(output.join('\n')).toContain('line 8: zip_code must be a 5-digit ZIP');
    expect(await rowVersions(db())).toBe(before);

    expect(
      await runImport(
        db(),
        parseImportArgs(['--format', 'legacy', '--file', WITH_BAD_ROWS, '--skip-invalid']),
        io,
      ),
    ).toBe(EXIT.ok);
    expect(
      await runImport(db(), parseImportArgs(['--format', 'legacy', '--file', 'missing.csv']), io),
    ).toBe(EXIT.rejected);
    expect(output.at(-1)).toBe('Nothing was applied: Cannot read missing.csv: ENOENT');
    expect(() => parseImportArgs(['--format', 'xlsx', '--file', 'a'])).toThrow(UsageError);
    expect(() => parseImportArgs(['--format', 'legacy'])).toThrow('--file is required');
    expect(() => parseImportArgs(['--format', 'legacy', '--file', 'a', '--force'])).toThrow(
      UsageError,
    );
  });

  it('places a row known by its city at the city’s centre; a re-import keeps it and writes nothing', async () => {
    const file = [
      HEADER,
      'Capital Readers,,,Harrisburg,PA,,,,,,,Reading,Talking book libraries,Government',
    ].join('\n');
    const key = 'legacy:capital readers|PA';
    expect(await importOrganizations(db(), parseLegacyCsv(file))).toMatchObject({
      added: 1,
      applied: true,
    });
    const placed = {
      serviceArea: 'state',
      latitude: CITY_CENTRES.harrisburg.latitude,
      longitude: CITY_CENTRES.harrisburg.longitude,
      locationApproximate: true,
    };
    expect(await storedOrganization(db(), key)).toMatchObject(placed);

    const before = await rowVersions(db());
    expect(await importOrganizations(db(), parseLegacyCsv(file))).toMatchObject({
      unchanged: 1,
      updated: 0,
      rowsWritten: 0,
    });
    expect(await rowVersions(db())).toBe(before);
    expect(await storedOrganization(db(), key)).toMatchObject(placed);

    // Another city is a change, and the record moves with it.
    const moved = await importOrganizations(
      db(),
      parseLegacyCsv(file.replace('Harrisburg', 'Philadelphia')),
    );
    expect(moved.changes).toEqual([
      { where: 'line 2', importKey: key, action: 'updated', columns: ['city', 'name_search'] },
    ]);
    expect(await storedOrganization(db(), key)).toMatchObject({
      latitude: CITY_CENTRES.philadelphia.latitude,
      locationApproximate: true,
    });
  });

  it('refuses a file without the legacy header', async () => {
    expect(() => parseLegacyCsv('name,zip\nx,02108\n')).toThrow(
      /lacks the legacy column\(s\) organization, address_1/,
    );
  });
});
