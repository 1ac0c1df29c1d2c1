import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_ZIP_MESSAGE,
  MAX_SEARCH_RESULTS,
  organizationContentRequestSchema,
  organizationCountsQuerySchema,
  organizationCountsResponseSchema,
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
  listOrganizations,
  organizationWithNeighbours,
  searchOrganizations,
  type OrganizationFilters,
} from '../services/organizations/find-organizations.ts';
import { findZip } from '../services/geography/geography.ts';

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

const searchDescription =
  'Organisations near a ZIP whose name or city matches q (accents and case ignored), at most 20';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Every answer is written by the serializer compiled from its response contract.
  app.setSerializerCompiler(contractSerializer);

  app.post(
    '/organizations',
    {
      schema: {
        summary: 'Organisations of a sub-category near a ZIP code, nearest first',
        description:
          'Organisations of a sub-category near a ZIP: local ones within `miles` (nearest first), then state-wide, then national ones',
        body: organizationsRequestSchema,
        response: { 200: organizationsResponseSchema },
      },
    },
    async (request) => {
      const { sub_cat_id: subCategoryId, zip_code: zip, ...rest } = request.body;
      const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zip_code', ...rest });
      return { data: await listOrganizations(db(), subCategoryId, filters) };
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
      const { bySubCategory, total } = await countOrganizations(db(), filters);
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
        const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zipcode', ...rest });
        return { data: await searchOrganizations(db(), q, filters, MAX_SEARCH_RESULTS) };
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
        const filters = await filtersFor(db(), request, {
          zip,
          zipPath: 'querystring.zipcode',
          ...rest,
        });
        return { data: await searchOrganizations(db(), q, filters, MAX_SEARCH_RESULTS) };
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
        return { data };
      },
    );
  }
};
