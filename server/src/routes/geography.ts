import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CITY_SEARCH_MAX_RESULTS,
  citySearchQuerySchema,
  citySearchResponseSchema,
  stateCitiesQuerySchema,
  stateCitiesResponseSchema,
  statesQuerySchema,
  statesResponseSchema,
} from '../../../src/contracts/geography.ts';
import { listCities, listStates, searchCities } from '../services/geography/geography.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- nothing to configure yet
export interface GeographyRoutesOptions {}

// The profile form needs these before the user has a subscription: signed-in is enough.
export const geographyRoutes: FastifyPluginAsyncZod<GeographyRoutesOptions> = async (app) => {
  app.get(
    '/states',
    {
      schema: {
        summary: 'States of a country (United States by default)',
        querystring: statesQuerySchema,
        response: { 200: statesResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({ data: await listStates(app.database.db, request.query.country_id) }),
  );

  const stateCities = {
    schema: {
      summary: 'Cities of a state',
      querystring: stateCitiesQuerySchema,
      response: { 200: stateCitiesResponseSchema },
    },
    config: { access: 'signed-in' as const },
  };
  const listStateCities = async (request: { query: { state_id: number } }) => ({
    data: await listCities(app.database.db, request.query.state_id),
  });
  app.get('/state_cities', stateCities, listStateCities);
  app.get('/state-cities', stateCities, listStateCities);

  app.get(
    '/cities',
    {
      schema: {
        summary: 'City and ZIP code suggestions',
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const results = await searchCities(app.database.db, request.query.q, CITY_SEARCH_MAX_RESULTS);
      return { data: results.map((result) => ({ ...result, organization: null })) };
    },
  );
};
