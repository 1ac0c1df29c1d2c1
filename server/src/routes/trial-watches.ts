import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_TRIAL_WATCHES,
  trialWatchIdParamsSchema,
  trialWatchListSchema,
  trialWatchRequestSchema,
  trialWatchSchema,
  trialWatchUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '../../../src/contracts/trial-watches.ts';
import { AppError } from '../errors.ts';
import { trialWatches } from '../db/schema.ts';
import { findZip } from '../services/geography/geography.ts';
import {
  createTrialWatch,
  toTrialWatchResponse,
  unsubscribeTrialWatch,
} from '../services/trial-watch/trial-watches.ts';

/**
 * Trial watch (issue 39): a subscriber's watches of the registry, and the digest's one-click
 * unsubscribe, which works without sign-in (RFC 8058).
 */
export const trialWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // A mail program's one-click POST is a form (RFC 8058 section 3.1). Its one field says
  // nothing the address does not, so a multipart body is not read at all. Only this
  // plugin's routes take forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('multipart/form-data', { bodyLimit: 4096 }, (_request, _payload, done) =>
    done(null, {}),
  );

  app.get(
    '/trial-watches',
    {
      schema: {
        summary: "The caller's trial watches",
        response: { 200: trialWatchListSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const rows = await db
        .select()
        .from(trialWatches)
        .where(eq(trialWatches.userId, user.id))
        .orderBy(asc(trialWatches.id));
      return { data: rows.map(toTrialWatchResponse), max: MAX_TRIAL_WATCHES };
    },
  );

  app.post(
    '/trial-watches',
    {
      schema: {
        summary: 'Watch a trials search: e-mail new studies near a ZIP code',
        body: trialWatchRequestSchema,
        response: { 201: trialWatchSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (!(await findZip(db, request.body.zipcode))) {
        throw new AppError('validation_failed', undefined, [
          { path: 'zipcode', message: 'Enter valid zipcode' },
        ]);
      }
      const row = await createTrialWatch(db, user.id, request.body);
      if (!row) {
        throw new AppError('conflict', `At most ${MAX_TRIAL_WATCHES} trial watches per person.`, [
          { path: 'watches', message: 'watch_limit' },
        ]);
      }
      return reply.status(201).send(toTrialWatchResponse(row));
    },
  );

  app.patch(
    '/trial-watches/:id',
    {
      schema: {
        summary: 'Pause or resume a trial watch',
        params: trialWatchIdParamsSchema,
        body: trialWatchUpdateSchema,
        response: { 200: trialWatchSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const [row] = await db
        .update(trialWatches)
        .set({ isPaused: request.body.is_paused })
        .where(and(eq(trialWatches.id, request.params.id), eq(trialWatches.userId, user.id)))
        .returning();
      // Another person's watch is as absent as a deleted one.
      if (!row) throw new AppError('not_found');
      return toTrialWatchResponse(row);
    },
  );

  app.delete(
    '/trial-watches/:id',
    {
      schema: {
        summary: 'Delete a trial watch',
        params: trialWatchIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const deleted = await db
        .delete(trialWatches)
        .where(and(eq(trialWatches.id, request.params.id), eq(trialWatches.userId, user.id)))
        .returning({ id: trialWatches.id });
      if (deleted.length === 0) throw new AppError('not_found');
      return reply.status(204).send(null);
    },
  );

  // RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" to the header's address;
  // the page the e-mail's link opens POSTs here too. A GET changes nothing, so a link
  // scanner that opens every address in a message cannot unsubscribe anyone.
  app.post(
    '/trial-watches/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        summary: "Stop a trial watch from its e-mail's signed link (no sign-in)",
        querystring: unsubscribeQuerySchema,
        body: z
          .object({ 'List-Unsubscribe': z.string().max(100).optional() })
          .nullish()
          .describe('RFC 8058: List-Unsubscribe=One-Click, as a form; may be left out'),
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => unsubscribeTrialWatch(db, request.query.watch, request.query.token),
  );
};
