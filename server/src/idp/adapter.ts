import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { idpStore } from '../db/schema.ts';

/** Expired rows are deleted now and then, not on every write. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * oidc-provider's storage in the application database (table idp_store), so sessions, codes
 * and refresh tokens survive a restart and are shared by every instance.
 */
export function createAdapterFactory(db: Db) {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(idpStore).where(lt(idpStore.expiresAt, sql`now()`));
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private live(condition: ReturnType<typeof eq>) {
      return and(
        eq(idpStore.model, this.model),
        condition,
        or(isNull(idpStore.expiresAt), gt(idpStore.expiresAt, sql`now()`)),
      );
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: idpStore.payload, consumedAt: idpStore.consumedAt })
        .from(idpStore)
        .where(this.live(condition))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const values = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpStore)
        .values(values)
        .onConflictDoUpdate({ target: [idpStore.model, idpStore.id], set: values });
      await sweep();
    }

    find(id: string) {
      return this.findWhere(eq(idpStore.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpStore.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(idpStore)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async destroy(id: string) {
      await db.delete(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      // Every artefact of the grant, whatever its model (codes, tokens, the grant itself).
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }
  };
}
