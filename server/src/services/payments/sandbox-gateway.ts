import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxIntents } from '../../db/schema.ts';
import {
  discountedCents,
  type CreateSubscriptionInput,
  type GatewaySubscription,
  type PaymentCheck,
  type PaymentGateway,
  type SubscriptionRef,
} from './gateway.ts';

export type SandboxIntent = typeof sandboxIntents.$inferSelect;

/** Stripe's test cards (https://docs.stripe.com/testing) and what they do here. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
} as const;

/**
 * Stripe's error codes and messages for the same cards. The code is what the browser
 * translates; the English message is only its fallback. Insufficient funds is Stripe's
 * decline_code under card_declined: the sandbox gives the more precise of the two.
 */
export const CARD_ERRORS = {
  invalidNumber: { code: 'invalid_number', message: 'Your card number is invalid.' },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  incorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
} as const;

export interface CardError {
  code: string;
  message: string;
}

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
}

export type CardCheck =
  | { ok: true; outcome: 'succeeded'; error: null }
  | { ok: true; outcome: 'failed'; error: CardError }
  | { ok: false; field: 'card_number' | 'exp_month'; error: CardError };

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the sandbox does with a card: refuse it as the card form would, or decide the charge. */
export function checkSandboxCard(card: SandboxCard, now: Date): CardCheck {
  if (!passesLuhn(card.number)) {
    return { ok: false, field: 'card_number', error: CARD_ERRORS.invalidNumber };
  }
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) {
    return { ok: false, field: 'exp_month', error: CARD_ERRORS.expired };
  }
  const failed = (error: CardError) => ({ ok: true, outcome: 'failed', error }) as const;
  switch (card.number) {
    case SANDBOX_CARDS.success:
      return { ok: true, outcome: 'succeeded', error: null };
    case SANDBOX_CARDS.declined:
      return failed(CARD_ERRORS.declined);
    case SANDBOX_CARDS.insufficientFunds:
      return failed(CARD_ERRORS.insufficientFunds);
    case SANDBOX_CARDS.incorrectCvc:
      return failed(CARD_ERRORS.incorrectCvc);
    case SANDBOX_CARDS.processingError:
      return failed(CARD_ERRORS.processingError);
    default:
      // Like Stripe's test mode: only the documented test numbers are accepted.
      return { ok: false, field: 'card_number', error: CARD_ERRORS.incorrectNumber };
  }
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Ids derived from the order: creating twice for one order finds the same records. */
function idsFor(orderId: string) {
  const key = createHash('sha256').update(`sandbox:${orderId}`).digest('hex').slice(0, 24);
  return { subscriptionId: `sandbox_sub_${key}`, key };
}

function newSecret(intentId: string): string {
  return `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
}

/**
 * The embedded default gateway: it plays Stripe's part with rows in sandbox_intents (shared
 * by every instance), so the browser flow and the server's checks are the same as with
 * Stripe. Client secrets are handed out once; only their SHA-256 is kept.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Db) {}

  async createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
    const { subscriptionId, key } = idsFor(input.orderId);
    const trial = input.trialEnd !== null;
    const intentId = trial ? `sandbox_seti_${key}` : `sandbox_pi_${key}`;
    const clientSecret = newSecret(intentId);
    await this.db
      .insert(sandboxIntents)
      .values({
        id: intentId,
        clientSecretHash: hashSecret(clientSecret),
        orderId: input.orderId,
        // A trial saves the card and charges nothing today.
        amountCents: trial ? 0 : discountedCents(input.plan.amountCents, input.discountPercent),
        status: 'requires_payment_method',
      })
      .onConflictDoUpdate({
        target: sandboxIntents.id,
        set: { clientSecretHash: hashSecret(clientSecret), updatedAt: sql`now()` },
      });
    return {
      subscriptionId,
      customerId: null,
      intentId,
      clientSecret,
      status: 'incomplete',
      trialEnd: input.trialEnd,
      currentPeriodEnd: null,
    };
  }

  async clientSecretFor(ref: SubscriptionRef): Promise<string> {
    if (!ref.intentId) throw new Error('sandbox subscription without an intent');
    // The old secret is unknown to us (only its hash is kept): issue a new one.
    const clientSecret = newSecret(ref.intentId);
    await this.db
      .update(sandboxIntents)
      .set({ clientSecretHash: hashSecret(clientSecret), updatedAt: sql`now()` })
      .where(eq(sandboxIntents.id, ref.intentId));
    return clientSecret;
  }

  async checkPayment(ref: SubscriptionRef): Promise<PaymentCheck> {
    const intent = ref.intentId ? await this.intent(ref.intentId) : undefined;
    const paid = intent?.status === 'succeeded' && intent.orderId === ref.orderId;
    return {
      paid,
      status: paid
        ? intent.id.startsWith('sandbox_seti_')
          ? 'trial_active'
          : 'active'
        : 'incomplete',
      currentPeriodEnd: null,
      failureMessage: intent?.lastError ?? null,
    };
  }

  async intent(id: string): Promise<SandboxIntent | undefined> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    return row;
  }

  async intentBySecret(clientSecret: string): Promise<SandboxIntent | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.clientSecretHash, hashSecret(clientSecret)));
    return row;
  }

  /**
   * Records the card's outcome on the intent, keeping only the last four digits. A
   * succeeded intent stays succeeded; a failed one may be tried again, as with Stripe.
   */
  async recordOutcome(
    intent: SandboxIntent,
    cardNumber: string,
    outcome: 'succeeded' | 'failed',
    message: string | null,
  ): Promise<SandboxIntent> {
    const [updated] = await this.db
      .update(sandboxIntents)
      .set({
        status: outcome,
        lastError: message,
        cardLast4: cardNumber.slice(-4),
        updatedAt: sql`now()`,
      })
      .where(and(eq(sandboxIntents.id, intent.id), ne(sandboxIntents.status, 'succeeded')))
      .returning();
    return updated ?? (await this.intent(intent.id)) ?? intent;
  }
}
