import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_ZIP_MESSAGE,
  MAX_SEARCH_RESULTS,
  organizationContentRequestSchema,
  organizationSearchBodySchema,
  organizationSearchQuerySchema,
  organizationSearchResponseSchema,
  organizationsRequestSchema,
  organizationsResponseSchema,
} from '../../../src/contracts/organizations.ts';
import { ageOn } from '../../../src/contracts/users.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  listOrganizationsJson,
  organizationWithNeighboursJson,
  searchOrganizationsJson,
  type JsonText,
  type OrganizationFilters,
} from '../services/organizations/find-organizations.ts';
import { findZip } from '../services/geography/geography.ts';
import { ListingStore } from '../services/organizations/listing-store.ts';

export interface OrganizationRoutesOptions {
  /**
   * The instance's copy of the listings for the radius search (ADR 021); by default one
   * checked against the database every LISTINGS_MAX_STALENESS_MS.
   */
  listings?: ListingStore;
}

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
 * Sends `{"data": [...]}` around an array the database or the copy of the listings wrote as
 * JSON (a string or Buffer payload with a JSON type skips Fastify's serializer). The API
 * tests read every answer through the response schema, which keeps that JSON to the contract.
 */
function sendData(reply: FastifyReply, json: JsonText) {
  const body =
    typeof json === 'string'
      ? `{"data":${json}}`
      : Buffer.concat([DATA_OPEN, json, DATA_CLOSE], DATA_OPEN.length + json.length + 1);
  return reply.type('application/json; charset=utf-8').send(body);
}
const DATA_OPEN = Buffer.from('{"data":');
const DATA_CLOSE = Buffer.from('}');

const searchDescription =
  'Organisations near a ZIP whose name or city matches q (accents and case ignored), at most 20';

export const organizationRoutes: FastifyPluginAsyncZod<OrganizationRoutesOptions> = async (
  app,
  options,
) => {
  const db = () => app.database.db;
  const listings =
    options.listings ??
    new ListingStore(app.database.db, {
      maxStalenessMs: app.env.LISTINGS_MAX_STALENESS_MS,
      onLoadError: (error) => {
        app.log.error({ err: error }, 'listings copy: read failed; searches run in the database');
      },
    });
  app.addHook('onClose', () => listings.close());

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
    async (request, reply) => {
      const { sub_cat_id: subCategoryId, zip_code: zip, ...rest } = request.body;
      const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zip_code', ...rest });
      const json = await listOrganizationsJson(db(), subCategoryId, filters, { listings });
      return sendData(reply, json);
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
      async (request, reply) => {
        const { zipcode: zip, q, ...rest } = request.body;
        const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zipcode', ...rest });
        return sendData(reply, await searchOrganizationsJson(db(), q, filters, MAX_SEARCH_RESULTS));
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
      async (request, reply) => {
        const { zipcode: zip, q, ...rest } = request.query;
        const filters = await filtersFor(db(), request, {
          zip,
          zipPath: 'querystring.zipcode',
          ...rest,
        });
        return sendData(reply, await searchOrganizationsJson(db(), q, filters, MAX_SEARCH_RESULTS));
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
      async (request, reply) => {
        const { org_id: id, sub_cat_id: subCategoryId, zipcode: zip, ...rest } = request.body;
        const filters = await filtersFor(db(), request, { zip, zipPath: 'body.zipcode', ...rest });
        const data = await organizationWithNeighboursJson(
          db(),
          id,
          subCategoryId,
          filters,
          listings,
        );
        if (!data) throw new AppError('not_found', 'Organization not found.');
        return sendData(reply, data);
      },
    );
  }
};
