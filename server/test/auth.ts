import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../src/db/client.ts';
import { paymentPlans, subscriptions, userPayments, users } from '../src/db/schema.ts';

/** The issuer and audience API tests use (see testAuthEnv). */
export const TEST_ISSUER = 'http://localhost:8080/idp/';
export const TEST_AUDIENCE = 'https://api.vision-hub.local';

export interface TestTokens {
  /** Pass as buildTestApp(db, { auth: tokens.auth, env: TEST_AUTH_ENV }). */
  auth: { keys: JWTVerifyGetKey };
  /** A signed access token; claims override the defaults. */
  sign(claims: TokenClaims, options?: SignOptions): Promise<string>;
  /** `Bearer <token>` headers for app.inject. */
  headers(claims: TokenClaims, options?: SignOptions): Promise<{ authorization: string }>;
}

export interface TokenClaims {
  sub: string;
  email?: string;
  [claim: string]: unknown;
}

export interface SignOptions {
  /** Seconds from now; negative for an expired token. Default 600. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
}

/** Settings that make the app accept the test issuer's tokens. */
export const TEST_AUTH_ENV = { AUTH_ISSUER: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE };

/**
 * A key pair playing the identity provider: tokens go through the app's real verification
 * (jose jwtVerify with issuer, audience and expiry); only the key set is local.
 */
export async function createTestTokens(): Promise<TestTokens> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  const sign = async (claims: TokenClaims, options: SignOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(privateKey);
  };
  return {
    auth: { keys },
    sign,
    headers: async (claims, options) => ({
      authorization: `Bearer ${await sign(claims, options)}`,
    }),
  };
}

export interface TestUserOptions extends Partial<typeof users.$inferInsert> {
  /** Gives the user a subscription in this status (none by default). */
  subscriptionStatus?: 'active' | 'trial_active' | 'past_due' | 'canceled' | 'incomplete';
}

/**
 * Inserts a user directly (as getUserInfo would have) and optionally a subscription, for
 * tests of routes that need an existing, entitled user. Returns the row and token claims.
 */
export async function createTestUser(db: Db, options: TestUserOptions = {}) {
  const { subscriptionStatus, ...values } = options;
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique}@example.org`,
      authSubject: `test|${unique}`,
      firstName: 'Test',
      lastName: 'User',
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  if (subscriptionStatus) {
    const [payment] = await db
      .insert(userPayments)
      .values({
        orderId: `TEST-${unique}`,
        userId: user.id,
        paymentPlanId: await firstPlanId(db),
        planAmountCents: 0,
        planStatus: 'succeeded',
        gateway: 'sandbox',
      })
      .returning();
    if (!payment) throw new Error('payment not inserted');
    await db.insert(subscriptions).values({
      userId: user.id,
      userPaymentId: payment.id,
      paymentPlanId: payment.paymentPlanId,
      gateway: 'sandbox',
      gatewaySubscriptionId: `sandbox_sub_${unique}`,
      status: subscriptionStatus,
    });
  }
  return { user, claims: { sub: user.authSubject ?? '', email: user.email } };
}

async function firstPlanId(db: Db): Promise<number> {
  const [plan] = await db.select({ id: paymentPlans.id }).from(paymentPlans).limit(1);
  if (plan) return plan.id;
  // Test databases are not seeded: a plan row for the foreign key.
  await db
    .insert(paymentPlans)
    .values({
      id: 9999,
      planType: 'monthly',
      displayText: 'Test plan',
      displayTextSp: 'Plan de prueba',
      amountCents: 100,
      durationDays: 30,
      sortOrder: 99,
    })
    .onConflictDoNothing();
  return 9999;
}
