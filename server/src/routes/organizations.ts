import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_ZIP_MESSAGE,
  organizationContentRequestSchema,
  organizationCountsQuerySchema,
  organizationCountsResponseSchema,
  organizationPageResponseSchema,
  organizationSearchBodySchema,
  organizationSearchQuerySchema,
  organizationSearchResponseSchema,
  organizationsRequestSchema,
  organizationsResponseSchema,
} from '../../../src/contracts/organizations.ts';
import { ageOn } from '../../../src/contracts/users.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { contractSerializer } from './contract-serializer.ts';
import {
  countOrganizations,
  listOrganizationPage,
  organizationWithNeighbours,
  type OrganizationPage,
  type PageRequest,
  searchOrganizations,
  type OrganizationFilters,
} from '../services/organizations/find-organizations.ts';
import { findZip } from '../services/geography/geography.ts';
import { recordView } from '../services/operator-console/organization-records.ts';
import {
  CursorError,
  pageCursors,
  type CursorKey,
  type PageCursors,
} from '../services/organizations/page-cursor.ts';
import { LIST_ORDER_KEYS, SEARCH_ORDER_KEYS } from '../services/organizations/visibility.ts';

interface FilterInput {
  zip: string;
  /** Where a bad ZIP is reported, as validation errors name it ("body.zip_code"). */
  zipPath: string;
  miles: number;
  age: number;
  is_veteran: number;
}

/**
 * Turns a request into the visibility rules' inputs. An unknown ZIP is the form's error
 * (400 'Enter valid zipcode'). The state that decides which government agencies show is
 * the user's own (profile), or the ZIP's when the profile has none. Veteran status and age
 * are the profile's too (age from the date of birth, 0 when unknown): the body's `age` and
 * `is_veteran` are the spec's payload and are believed only from an admin, who may pass them
 * to see what someone else would see.
 */
async function filtersFor(
  db: Db,
  request: FastifyRequest,
  input: FilterInput,
): Promise<OrganizationFilters> {
  const zip = await findZip(db, input.zip);
  if (!zip) {
    throw new AppError('validation_failed', INVALID_ZIP_MESSAGE, [
      { path: input.zipPath, message: INVALID_ZIP_MESSAGE },
    ]);
  }
  const user = await request.currentUser();
  const userState = user.stateCode?.trim().toUpperCase();
  return {
    centre: { latitude: zip.latitude, longitude: zip.longitude, stateCode: zip.state_code },
    miles: input.miles,
    age: user.isAdmin ? input.age : ageOn(user.dob, new Date()),
    isVeteran: user.isAdmin ? input.is_veteran === 1 : user.isVeteran,
    userStateCode: userState || zip.state_code,
  };
}

/**
 * Where the page starts: at the top, or after the row the cursor names, which must be this
 * question's (`binding`: the route and every field but the cursor and the page size) and
 * this user's. A cursor that is not is a 400 with its own code.
 */
async function pageFor(
  cursors: PageCursors,
  request: FastifyRequest,
  binding: string,
  input: { page_size: number; cursor?: string | null | undefined },
  keyCount: number,
): Promise<PageRequest & { binding: string }> {
  const user = await request.currentUser();
  const bound = JSON.stringify([user.id, binding]);
  if (input.cursor === undefined || input.cursor === null) {
    return { size: input.page_size, after: null, binding: bound };
  }
  try {
    return {
      size: input.page_size,
      after: cursors.decode(bound, input.cursor, keyCount),
      binding: bound,
    };
  } catch (error) {
    if (!(error instanceof CursorError)) throw error;
    throw new AppError(error.problem, undefined, [
      {
        path: `${request.method === 'GET' ? 'querystring' : 'body'}.cursor`,
        message: error.problem,
      },
    ]);
  }
}

/** The page's answer: its rows, the total, and the cursor after its last row. */
function pageAnswer<Row>(
  cursors: PageCursors,
  page: { binding: string },
  found: OrganizationPage<Row>,
): { data: Row[]; total: number; next: string | null } {
  const lastKeys: CursorKey[] | null = found.lastKeys;
  return {
    data: found.rows,
    total: found.total,
    next: lastKeys ? cursors.encode(page.binding, lastKeys) : null,
  };
}

/** The question a cursor is bound to: the request without its cursor and page size. */
function questionOf(route: string, input: Record<string, unknown>): string {
  const question = Object.entries(input)
    .filter(([key]) => key !== 'cursor' && key !== 'page_size')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([route, question]);
}

/** Reports a failed read of the listings' copy (ADRs 054 and 055); the database answered. */
const copyError = (request: FastifyRequest) => (error: unknown) =>
  request.log.error({ err: error }, 'could not read the copy of the listings');

const searchDescription =
  'Organisations near a ZIP whose name or city matches q (accents and case ignored), a page at a time';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Every answer is written by the serializer compiled from its response contract.
  app.setSerializerCompiler(contractSerializer);
  const cursors = pageCursors(app.env.CURSOR_SECRET);

  app.post(
    '/organizations',
    {
      schema: {
        summary: 'Organisations of a sub-category near a ZIP code, nearest first, a page at a time',
        description:
          "Organisations of a sub-category near a ZIP: local ones within `miles` (nearest first), then state-wide, then national ones; `page_size` at a time, with `total` and the `next` page's cursor",
        body: organizationsRequestSchema,
        response: { 200: organizationPageResponseSchema },
      },
    },
    async (request) => {
      const { sub_cat_id: subCategoryId, zip_code: zip, ...rest } = request.body;
      const page = await pageFor(
        cursors,
        request,
        questionOf('organizations', request.body),
        request.body,
        LIST_ORDER_KEYS.length,
      );
      const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zip_code', ...rest });
      return pageAnswer(
        cursors,
        page,
        await listOrganizationPage(db(), subCategoryId, filters, page, copyError(request)),
      );
    },
  );

  app.get(
    '/organization-counts',
    {
      schema: {
        summary: 'How many organisations of each kind are near a ZIP code',
        description:
          'For each organisation sub-category, how many organisations POST /organizations would list for this ZIP and user, and how many organisations that is in all',
        querystring: organizationCountsQuerySchema,
        response: { 200: organizationCountsResponseSchema },
      },
    },
    async (request) => {
      const { zipcode: zip, ...rest } = request.query;
      const filters = await filtersFor(db(), request, {
        zip,
        zipPath: 'querystring.zipcode',
        ...rest,
      });
      const { bySubCategory, total } = await countOrganizations(db(), filters, copyError(request));
      return { data: bySubCategory, total };
    },
  );

  // The spec spells it "orgnaization"; the correct spelling is an alias.
  for (const path of ['/search/orgnaization', '/search/organization']) {
    app.post(
      path,
      {
        schema: {
          summary: 'Organisations by name (or city) near a ZIP code',
          description: searchDescription,
          body: organizationSearchBodySchema,
          response: { 200: organizationSearchResponseSchema },
        },
      },
      async (request) => {
        const { zipcode: zip, q, ...rest } = request.body;
        const page = await pageFor(
          cursors,
          request,
          questionOf('search', request.body),
          request.body,
          SEARCH_ORDER_KEYS.length,
        );
        const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zipcode', ...rest });
        return pageAnswer(cursors, page, await searchOrganizations(db(), q, filters, page));
      },
    );
    app.get(
      path,
      {
        schema: {
          summary: 'Organisations by name (or city) near a ZIP code (GET reading)',
          description: searchDescription,
          querystring: organizationSearchQuerySchema,
          response: { 200: organizationSearchResponseSchema },
        },
      },
      async (request) => {
        const { zipcode: zip, q, ...rest } = request.query;
        // Bound to the same question as the POST reading: a cursor from one serves the other.
        const page = await pageFor(
          cursors,
          request,
          questionOf('search', request.query),
          request.query,
          SEARCH_ORDER_KEYS.length,
        );
        const filters = await filtersFor(db(), request, {
          zip,
          zipPath: 'querystring.zipcode',
          ...rest,
        });
        return pageAnswer(cursors, page, await searchOrganizations(db(), q, filters, page));
      },
    );
    app.post(
      `${path}/content`,
      {
        schema: {
          summary: 'A chosen organisation, then the others near the ZIP code',
          description:
            'The selected organisation first, then the others near the ZIP in its sub-category',
          body: organizationContentRequestSchema,
          response: { 200: organizationsResponseSchema },
        },
      },
      async (request) => {
        const { org_id: id, sub_cat_id: subCategoryId, zipcode: zip, ...rest } = request.body;
        const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zipcode', ...rest });
        const data = await organizationWithNeighbours(db(), id, subCategoryId, filters);
        if (!data) throw new AppError('not_found', 'Organization not found.');
        // Someone chose this organisation and was shown it: the operators' due list puts the
        // busiest first (ADR 047). Counting never costs the person their answer.
        await recordView(db(), id).catch((error: unknown) =>
          request.log.error({ err: error }, 'could not count an organisation view'),
        );
        return { data };
      },
    );
  }
};
