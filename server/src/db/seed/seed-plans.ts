import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentPlans } from '../schema.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const PLANS_SEED_NAME = 'plans';
/** Bump when PLAN_ROWS changes. */
export const PLANS_SEED_REVISION = 1;

/**
 * The plans on offer. Ids are fixed because orders refer to them; a withdrawn plan is kept
 * with active false so old orders still read. The yearly plan costs ten months.
 */
export const PLAN_ROWS: (typeof paymentPlans.$inferInsert)[] = [
  {
    id: 1,
    planType: 'monthly',
    displayText: 'Monthly: $9.99 a month',
    displayTextSp: 'Mensual: $9.99 al mes',
    amountCents: 999,
    durationDays: 30,
    active: true,
    sortOrder: 1,
  },
  {
    id: 2,
    planType: 'yearly',
    displayText: 'Yearly: $99.90 a year (two months free)',
    displayTextSp: 'Anual: $99.90 al año (dos meses gratis)',
    amountCents: 9990,
    durationDays: 365,
    active: true,
    sortOrder: 2,
  },
];

/** Seeds payment plans. */
export function seedPlans(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(db, PLANS_SEED_NAME, `r${PLANS_SEED_REVISION}`, options, async (tx) => {
    await tx
      .insert(paymentPlans)
      .values(PLAN_ROWS)
      .onConflictDoUpdate({
        target: paymentPlans.id,
        // stripe_price_id is set by operators per deployment; the seed leaves it alone.
        set: {
          planType: sql`excluded.plan_type`,
          displayText: sql`excluded.display_text`,
          displayTextSp: sql`excluded.display_text_sp`,
          amountCents: sql`excluded.amount_cents`,
          durationDays: sql`excluded.duration_days`,
          active: sql`excluded.active`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    return { paymentPlans: PLAN_ROWS.length };
  });
}
