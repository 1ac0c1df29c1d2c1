import type { Db } from '../../db/client.ts';
import { sharedListStatus } from './my-list-service.ts';

/** The browser's address of a shared list (src/app/routes.tsx, ROUTES.sharedList). */
const SHARED_LIST_PAGE = /^\/shared\/([^/]+)\/?$/i;

/**
 * The status of a shared list's page, so the document itself says what the page will: 404 for
 * a link we never made, 410 for one revoked or expired, 200 otherwise. The page (drawn by the
 * browser from the shell) then reads the list, or explains, in the visitor's language.
 */
export async function sharedListPageStatus(db: Db, pathname: string): Promise<number | null> {
  const match = SHARED_LIST_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  // A token is base64url: any escape in it makes it one we never made.
  const status = await sharedListStatus(db, match[1]);
  return status === 'unknown' ? 404 : status === 'gone' ? 410 : 200;
}
