import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShareRequestSchema,
  createShareResponseSchema,
  emailListRequestSchema,
  emailListResponseSchema,
  itemIdParamsSchema,
  myListResponseSchema,
  noteRequestSchema,
  parseListFileName,
  saveItemRequestSchema,
  saveItemResponseSchema,
  shareSchema,
  sharedListResponseSchema,
  shareTokenParamsSchema,
} from '../../../src/contracts/my-list.ts';
import { siteOrigin } from '../env.ts';
import { AppError } from '../errors.ts';
import {
  createTrialAvailability,
  type TrialAvailability,
} from '../services/clinical-trials/trial-availability.ts';
import { renderGuidePdf } from '../services/guide-pdf/render-guide-pdf.ts';
import { renderGuideText } from '../services/guide-pdf/render-guide-text.ts';
import { myListDocument } from '../services/my-list/my-list-document.ts';
import {
  createShare,
  deleteMyList,
  emailMyList,
  getMyList,
  readSharedList,
  removeItem,
  revokeShare,
  saveItem,
  updateNote,
} from '../services/my-list/my-list-service.ts';

// "My list" (issue 38). Every route but the shared link works on the caller's own list, found
// from the verified token alone (request.currentUser()); an id that is not theirs answers 404,
// the same as one that never existed, so ids cannot be probed.

export interface MyListRoutesOptions {
  /** Default: built from env (the live registry when CLINICAL_TRIALS_API_URL is set). */
  trialAvailability?: TrialAvailability;
}

export const myListRoutes: FastifyPluginAsyncZod<MyListRoutesOptions> = async (app, options) => {
  const { db } = app.database;
  const availability =
    options.trialAvailability ??
    createTrialAvailability({
      client: app.ctGov,
      logger: app.log,
    });

  app.get(
    '/my-list',
    {
      schema: {
        summary: "The caller's saved items and shared links",
        response: { 200: myListResponseSchema },
      },
      // A lapsed subscription still shows what the person saved: it is their own.
      config: { access: 'signed-in' },
    },
    async (request) => getMyList(db, (await request.currentUser()).id, availability),
  );

  app.get(
    '/my-list/files/:fileName',
    {
      schema: {
        summary: "The caller's list as plain text or a large-print PDF",
        description:
          'my-list-<en|sp>.txt is the list as plain text (UTF-8); my-list-<en|sp>-large-18.pdf ' +
          'and -large-24.pdf the same as a tagged PDF with body text at that size. Notes included.',
        params: z.object({ fileName: z.string().max(40) }),
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const ref = parseListFileName(request.params.fileName);
      if (!ref) throw new AppError('not_found', 'There is no such file.');
      const { items } = await getMyList(db, (await request.currentUser()).id, availability);
      const document = {
        ...myListDocument(items, ref.language, siteOrigin(app.env)),
        language: ref.language,
      };
      // Made for this person from their list as it is now: nothing to share or keep.
      reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${request.params.fileName}"`);
      if (ref.format === 'text') {
        return reply.type('text/plain; charset=utf-8').send(renderGuideText(document));
      }
      const bodySize = ref.format === 'large-24' ? 24 : 18;
      return reply.type('application/pdf').send(await renderGuidePdf({ ...document, bodySize }));
    },
  );

  app.delete(
    '/my-list',
    {
      schema: {
        summary: 'Delete the caller\u2019s whole list and every link made to it',
        response: { 204: z.null().describe('Deleted') },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      await deleteMyList(db, (await request.currentUser()).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/my-list/items',
    {
      schema: {
        summary: 'Save an organisation, guide or trial to the caller\u2019s list (once)',
        body: saveItemRequestSchema,
        response: { 200: saveItemResponseSchema },
      },
      // Saving looks up an organisation's or guide's title by id: the paid content.
      config: { access: 'subscriber' },
    },
    async (request) => ({
      item: await saveItem(db, (await request.currentUser()).id, request.body),
    }),
  );

  app.put(
    '/my-list/items/:id/note',
    {
      schema: {
        summary: 'Set the note of one of the caller\u2019s saved items',
        params: itemIdParamsSchema,
        body: noteRequestSchema,
        response: { 200: saveItemResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      item: await updateNote(
        db,
        (await request.currentUser()).id,
        request.params.id,
        request.body.note,
        availability,
      ),
    }),
  );

  app.delete(
    '/my-list/items/:id',
    {
      schema: {
        summary: 'Remove one of the caller\u2019s saved items',
        params: itemIdParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      await removeItem(db, (await request.currentUser()).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/my-list/shares',
    {
      schema: {
        summary: 'Make a read-only link to the caller\u2019s list, for 30 days',
        body: createShareRequestSchema,
        response: { 201: createShareResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const created = await createShare(
        db,
        (await request.currentUser()).id,
        request.body.include_notes,
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/my-list/shares/:id',
    {
      schema: {
        summary: 'Turn off one of the caller\u2019s shared links',
        params: itemIdParamsSchema,
        response: { 200: z.object({ share: shareSchema }) },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      share: await revokeShare(db, (await request.currentUser()).id, request.params.id),
    }),
  );

  app.post(
    '/my-list/email',
    {
      schema: {
        summary: 'E-mail the caller\u2019s list to up to three addresses',
        body: emailListRequestSchema,
        response: { 202: emailListResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const queued = await emailMyList(
        db,
        (await request.currentUser()).id,
        {
          addresses: request.body.addresses,
          language: request.body.language,
          includeNotes: request.body.include_notes,
          siteUrl: siteOrigin(app.env),
        },
        availability,
      );
      return reply.status(202).send({ queued });
    },
  );

  app.get(
    '/shared-lists/:token',
    {
      schema: {
        summary: 'A shared list, read-only, without sign-in',
        description:
          'The items only: nothing of the person who shared them, and their notes only when they chose to include them. 404 for a token never made, 410 for one revoked or expired.',
        params: shareTokenParamsSchema,
        response: { 200: sharedListResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const found = await readSharedList(db, request.params.token, availability);
      if (found.status === 'unknown') throw new AppError('not_found');
      if (found.status === 'gone') throw new AppError('gone');
      // A shared list is someone's own: no shared cache keeps a copy after it is turned off.
      void reply.header('cache-control', 'no-store');
      return { items: found.items, expires_at: found.expiresAt };
    },
  );
};
