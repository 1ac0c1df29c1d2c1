import { z } from 'zod';

export const errorDetailSchema = z.object({
  path: z.string().describe('Where the problem is, e.g. "body.email"'),
  message: z.string(),
  code: z
    .string()
    .optional()
    .describe('Why, for a client to translate: a refused card\'s code, e.g. "expired_card"'),
});

/** The spec's error object, with a machine-readable `code` added for the client's translations. */
export const apiErrorSchema = z.object({
  code: z.string(),
  details: z.array(errorDetailSchema),
  message: z.string(),
  statusCode: z.number().int(),
  timestamp: z.iso.datetime(),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
