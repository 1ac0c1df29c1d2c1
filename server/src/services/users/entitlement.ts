import { sql, type SQL } from 'drizzle-orm';

/** Statuses that give access to the content (spec section 6). */
export const ENTITLED_STATUSES = ['active', 'trial_active'] as const;

/**
 * Whether the user whose id and admin flag are given may use the content: an admin, or a
 * subscription in an entitled status. The one rule, read by the `subscriber` routes
 * (plugins/auth.ts) and by the trial watcher before it e-mails anyone (issue 39), so a
 * lapsed subscription stops both at once.
 */
export function entitledSql(userId: SQL, isAdmin: SQL): SQL<boolean> {
  return sql<boolean>`(${isAdmin} or exists (
    select 1 from subscriptions s
    where s.user_id = ${userId}
      and s.status in ${sql.raw(`('${ENTITLED_STATUSES.join("', '")}')`)}))`;
}
