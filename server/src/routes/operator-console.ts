import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrganizationIdParamsSchema,
  adminOrganizationSchema,
  dueOrganizationsSchema,
  organizationHistorySchema,
  organizationSaveSchema,
  organizationVerifySchema,
} from '../../../src/contracts/operator-console.ts';
import { AppError } from '../errors.ts';
import {
  dueOrganizations,
  getAdminOrganization,
  organizationHistory,
  saveOrganization,
  verifyOrganization,
} from '../services/operator-console/organization-records.ts';

/**
 * The operator console's calls about organisations (issue 37, point 3; ADR 047), every one
 * for operators only: an organisation to edit or mark verified (each naming the version it was
 * loaded at), its history, and the records due for checking. Reports are problem-reports.ts.
 */
export const operatorConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const operatorOf = async (request: { currentUser(): Promise<{ id: number; email: string }> }) => {
    const user = await request.currentUser();
    return { id: user.id, email: user.email };
  };

  app.get(
    '/admin/organizations/due',
    {
      schema: {
        summary: 'Organisations due for checking (operators)',
        description:
          'Never verified, or verified more than 12 months ago: those without a phone or a street address first, then the most viewed in the last 90 days, then the longest unchecked; the first 25 and how many in all',
        response: { 200: dueOrganizationsSchema },
      },
      config: { access: 'admin' },
    },
    async () => dueOrganizations(db()),
  );

  app.get(
    '/admin/organizations/:id',
    {
      schema: {
        summary: 'An organisation as operators edit it, with its version (operators)',
        params: adminOrganizationIdParamsSchema,
        response: { 200: adminOrganizationSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const organization = await getAdminOrganization(db(), request.params.id);
      if (!organization) throw new AppError('not_found', 'There is no such organization.');
      return organization;
    },
  );

  app.put(
    '/admin/organizations/:id',
    {
      schema: {
        summary: 'Save an edit of an organisation (operators)',
        description:
          'The version it was loaded at must still be current, or the answer is 409 and nothing is written; every changed field is written to the history in the same transaction',
        params: adminOrganizationIdParamsSchema,
        body: organizationSaveSchema,
        response: { 200: adminOrganizationSchema },
      },
      config: { access: 'admin' },
    },
    async (request) =>
      saveOrganization(
        db(),
        await operatorOf(request),
        request.params.id,
        request.body.version,
        request.body.values,
      ),
  );

  app.post(
    '/admin/organizations/:id/verify',
    {
      schema: {
        summary: "Mark an organisation verified today (the operator's day), and how (operators)",
        params: adminOrganizationIdParamsSchema,
        body: organizationVerifySchema,
        response: { 200: adminOrganizationSchema },
      },
      config: { access: 'admin' },
    },
    async (request) =>
      verifyOrganization(
        db(),
        await operatorOf(request),
        request.params.id,
        request.body.version,
        request.body.how,
        request.body.time_zone,
      ),
  );

  app.get(
    '/admin/organizations/:id/history',
    {
      schema: {
        summary: 'What operators changed in an organisation, newest first (operators)',
        params: adminOrganizationIdParamsSchema,
        response: { 200: organizationHistorySchema },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ data: await organizationHistory(db(), request.params.id) }),
  );
};
