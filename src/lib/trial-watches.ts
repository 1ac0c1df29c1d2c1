import { z } from 'zod';
import {
  trialWatchListSchema,
  trialWatchSchema,
  type TrialWatch,
  type TrialWatchRequest,
} from '../contracts/trial-watches.ts';
import { ApiRequestError } from './api-client.ts';
import type { Session } from './session.tsx';

// Trial watches (issue 39) as the trials pane's dialog, My alerts and the commands call them:
// three features share these calls, so they live here rather than in one of them.

const WATCHES = '/api/v1/trial-watches';

export function getTrialWatches(session: Session) {
  return session.request(WATCHES, { schema: trialWatchListSchema });
}

export function createTrialWatch(session: Session, watch: TrialWatchRequest): Promise<TrialWatch> {
  return session.request(WATCHES, { method: 'POST', body: watch, schema: trialWatchSchema });
}

export function updateTrialWatch(session: Session, id: number, isPaused: boolean) {
  return session.request(`${WATCHES}/${id}`, {
    method: 'PATCH',
    body: { is_paused: isPaused },
    schema: trialWatchSchema,
  });
}

export function deleteTrialWatch(session: Session, id: number) {
  // 204: no body, which the client reads as null.
  return session.request(`${WATCHES}/${id}`, { method: 'DELETE', schema: z.null() });
}

/** The refusal of a sixth watch (409 with the watch_limit detail). */
export function isWatchLimit(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    (error.body?.details ?? []).some((detail) => detail.message === 'watch_limit')
  );
}
