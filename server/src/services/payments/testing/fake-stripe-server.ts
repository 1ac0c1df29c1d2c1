import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for Stripe's HTTP API, as the stripe npm package calls it: form-encoded
 * bodies with bracketed keys, `Authorization: Bearer sk_test_...`, `Idempotency-Key`,
 * `expand[]`, and `{error: {type, message, code}}` errors. It knows only the endpoints the
 * Stripe gateway uses. `markIntent` plays the browser confirming a card with Stripe.js.
 */

type Params = { [key: string]: Param };
type Param = string | Params | Param[];

interface FakeRecord {
  id: string;
  object: string;
  [field: string]: unknown;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
}

class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** `a[b][0][c]=1` → {a: {b: [{c: '1'}]}}; `expand[]=x` appends. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Params = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const name = key === '' ? String(Object.keys(node).length) : key;
      if (last) {
        node[name] = value;
      } else {
        node[name] ??= {};
        node = node[name] as Params;
      }
    });
  }
  return arraysFromIndexes(root) as Params;
}

function arraysFromIndexes(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromIndexes(value[key] as Param)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return entries.map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

const str = (value: Param | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

const list = (value: Param | undefined): Param[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's test cards as a confirm from Stripe.js meets them (https://docs.stripe.com/testing). */
const TEST_CARD_ERRORS: Record<string, { code: string; message: string } | null> = {
  '4242424242424242': null,
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
};

export class FakeStripeServer {
  readonly secretKey = 'sk_test_fakestripe';
  /** What the browser's Stripe.js holds; it may only confirm an intent by its secret. */
  readonly publishableKey = 'pk_test_fakestripe';
  readonly requests: FakeStripeRequest[] = [];
  private readonly objects = new Map<string, FakeRecord>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on 127.0.0.1, on `port` or any free one. */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = undefined;
  }

  /** A stored object (customer, subscription, setup or payment intent, invoice...). */
  get(id: string): FakeRecord | undefined {
    return this.objects.get(id);
  }

  /** Requests to one path, e.g. '/v1/subscriptions'. */
  requestsTo(method: string, path: string): FakeStripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /**
   * What Stripe does when the browser confirms the intent: a saved card makes a trial
   * subscription usable, a paid first invoice makes the subscription active; a failure
   * leaves it incomplete with the card's error.
   */
  markIntent(intentId: string, outcome: 'succeeded' | 'failed'): void {
    const intent = this.objects.get(intentId);
    if (!intent) throw new Error(`no such intent ${intentId}`);
    const subscription = this.objects.get(String(intent['subscription']));
    if (outcome === 'failed') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
      intent['status'] = 'requires_payment_method';
      intent[intent.object === 'setup_intent' ? 'last_setup_error' : 'last_payment_error'] = error;
      return;
    }
    const paymentMethod = newId('pm');
    intent['status'] = 'succeeded';
    intent['payment_method'] = paymentMethod;
    if (!subscription) return;
    subscription['default_payment_method'] = paymentMethod;
    if (intent.object === 'setup_intent') {
      subscription['pending_setup_intent'] = null;
    } else {
      subscription['status'] = 'active';
      const invoice = this.objects.get(String(subscription['latest_invoice']));
      if (invoice) invoice['status'] = 'paid';
    }
  }

  /**
   * Stripe.js's confirmPayment / confirmSetup: the publishable key and the intent's client
   * secret in a form body, the card in payment_method_data. A declined card answers 402
   * with a card_error and leaves the intent to be tried again, as Stripe does.
   */
  private confirmFromBrowser(intentId: string, params: Params): FakeRecord {
    if (str(params['key']) !== this.publishableKey) {
      throw new FakeStripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const intent = this.objects.get(intentId);
    if (!intent || str(params['client_secret']) !== intent['client_secret']) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such intent: '${intentId}'`);
    }
    const data = params['payment_method_data'];
    const card = typeof data === 'object' && !Array.isArray(data) ? data['card'] : undefined;
    const number =
      str(typeof card === 'object' && !Array.isArray(card) ? card['number'] : undefined) ?? '';
    const outcome = TEST_CARD_ERRORS[number.replace(/\s/g, '')];
    if (outcome === undefined) {
      throw new FakeStripeError(
        402,
        'card_error',
        'Your card number is incorrect.',
        'incorrect_number',
      );
    }
    if (outcome) {
      this.markIntent(intentId, 'failed');
      throw new FakeStripeError(402, 'card_error', outcome.message, outcome.code);
    }
    this.markIntent(intentId, 'succeeded');
    return intent;
  }

  /** Changes a subscription's status as Stripe's billing would (renewal failed, canceled...). */
  setSubscriptionStatus(subscriptionId: string, status: string): FakeRecord {
    const subscription = this.objects.get(subscriptionId);
    if (!subscription) throw new Error(`no such subscription ${subscriptionId}`);
    subscription['status'] = status;
    return subscription;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      response.end(JSON.stringify(body));
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const params = parseStripeForm(
        method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
      );
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      this.requests.push({ method, path: url.pathname, params, idempotencyKey });

      const confirm = /^\/v1\/(payment_intents|setup_intents)\/([^/]+)\/confirm$/.exec(
        url.pathname,
      );
      if (method === 'POST' && confirm) {
        return send(200, this.confirmFromBrowser(confirm[2] ?? '', params));
      }
      const auth = request.headers.authorization ?? '';
      if (auth !== `Bearer ${this.secretKey}`) {
        throw new FakeStripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const cacheKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
      if (cached) return send(cached.status, cached.body);
      const body = this.route(method, url.pathname, params);
      if (cacheKey) this.idempotent.set(cacheKey, { status: 200, body });
      send(200, body);
    } catch (error) {
      if (error instanceof FakeStripeError) {
        send(error.status, {
          error: {
            type: error.type,
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
            ...(error.param ? { param: error.param } : {}),
          },
        });
      } else {
        send(500, { error: { type: 'api_error', message: String(error) } });
      }
    }
  }

  private route(method: string, path: string, params: Params): unknown {
    const [, version, resource, id, ...rest] = path.split('/');
    if (version !== 'v1' || rest.length > 0) throw this.unknownPath(path);
    const expand = list(params['expand']).map(String);
    if (method === 'POST' && !id) {
      switch (resource) {
        case 'customers':
          return this.createCustomer(params);
        case 'products':
          return this.createProduct(params);
        case 'coupons':
          return this.createCoupon(params);
        case 'subscriptions':
          return this.expanded(this.createSubscription(params), expand);
      }
    }
    if (method === 'GET' && id) {
      const kinds: Record<string, string> = {
        customers: 'customer',
        products: 'product',
        coupons: 'coupon',
        subscriptions: 'subscription',
        setup_intents: 'setup_intent',
        payment_intents: 'payment_intent',
        invoices: 'invoice',
      };
      const kind = resource ? kinds[resource] : undefined;
      if (kind) return this.expanded(this.find(id, kind), expand);
    }
    throw this.unknownPath(path);
  }

  private unknownPath(path: string) {
    return new FakeStripeError(404, 'invalid_request_error', `Unrecognized request URL (${path}).`);
  }

  private find(id: string, kind: string): FakeRecord {
    const record = this.objects.get(id);
    if (!record || record.object !== kind) {
      throw new FakeStripeError(
        404,
        'invalid_request_error',
        `No such ${kind}: '${id}'`,
        'resource_missing',
        'id',
      );
    }
    return record;
  }

  private store(record: FakeRecord): FakeRecord {
    this.objects.set(record.id, record);
    return record;
  }

  private createCustomer(params: Params): FakeRecord {
    return this.store({
      id: newId('cus'),
      object: 'customer',
      email: str(params['email']) ?? null,
      name: str(params['name']) ?? null,
      metadata: params['metadata'] ?? {},
      created: nowSeconds(),
    });
  }

  private createProduct(params: Params): FakeRecord {
    const id = str(params['id']) ?? newId('prod');
    if (this.objects.has(id)) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'Product already exists.',
        'resource_already_exists',
      );
    }
    return this.store({ id, object: 'product', name: str(params['name']) ?? '', active: true });
  }

  private createCoupon(params: Params): FakeRecord {
    const id = str(params['id']) ?? newId('coupon');
    if (this.objects.has(id)) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'Coupon already exists.',
        'resource_already_exists',
      );
    }
    return this.store({
      id,
      object: 'coupon',
      percent_off: Number(str(params['percent_off'])),
      duration: str(params['duration']) ?? 'once',
      name: str(params['name']) ?? null,
      valid: true,
    });
  }

  private createSubscription(params: Params): FakeRecord {
    const customer = this.find(str(params['customer']) ?? '', 'customer');
    const item = list(params['items'])[0] as Params | undefined;
    if (!item)
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'Missing items.',
        'parameter_missing',
        'items',
      );
    const priceData = item['price_data'] as Params | undefined;
    const unitAmount = Number(str(priceData?.['unit_amount']) ?? '0');
    if (priceData) this.find(str(priceData['product']) ?? '', 'product');
    const interval = str((priceData?.['recurring'] as Params | undefined)?.['interval']) ?? 'month';
    const coupons = list(params['discounts']).map((discount) =>
      this.find(str((discount as Params)['coupon']) ?? '', 'coupon'),
    );
    const percentOff = coupons.reduce((sum, coupon) => sum + Number(coupon['percent_off']), 0);
    const trialEnd = str(params['trial_end']) ? Number(str(params['trial_end'])) : null;
    const now = nowSeconds();
    const subscriptionId = newId('sub');
    const periodEnd = trialEnd ?? now + (interval === 'year' ? 365 : 30) * 86_400;

    let pendingSetupIntent: string | null = null;
    const invoice = this.store({
      id: newId('in'),
      object: 'invoice',
      subscription: subscriptionId,
      amount_due: trialEnd ? 0 : Math.round((unitAmount * (100 - percentOff)) / 100),
      status: trialEnd ? 'paid' : 'open',
      confirmation_secret: null,
    });
    if (trialEnd) {
      const setupIntent = this.store({
        id: newId('seti'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        subscription: subscriptionId,
        customer: customer.id,
        payment_method: null,
        last_setup_error: null,
      });
      setupIntent['client_secret'] = `${setupIntent.id}_secret_${randomBytes(12).toString('hex')}`;
      pendingSetupIntent = setupIntent.id;
    } else {
      const paymentIntent = this.store({
        id: newId('pi'),
        object: 'payment_intent',
        status: 'requires_payment_method',
        amount: invoice['amount_due'],
        currency: 'usd',
        subscription: subscriptionId,
        customer: customer.id,
        last_payment_error: null,
      });
      paymentIntent['client_secret'] =
        `${paymentIntent.id}_secret_${randomBytes(12).toString('hex')}`;
      invoice['confirmation_secret'] = {
        client_secret: paymentIntent['client_secret'],
        type: 'payment_intent',
      };
    }
    return this.store({
      id: subscriptionId,
      object: 'subscription',
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'incomplete',
      trial_end: trialEnd,
      metadata: params['metadata'] ?? {},
      default_payment_method: null,
      pending_setup_intent: pendingSetupIntent,
      latest_invoice: invoice.id,
      discounts: coupons.map((coupon) => coupon.id),
      payment_settings: params['payment_settings'] ?? null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: { unit_amount: unitAmount, currency: 'usd', recurring: { interval } },
            current_period_start: now,
            current_period_end: periodEnd,
          },
        ],
      },
      created: now,
    });
  }

  /** Applies `expand[]` (one level, plus latest_invoice.confirmation_secret). */
  private expanded(record: FakeRecord, expand: string[]): FakeRecord {
    const copy: FakeRecord = structuredClone(record);
    for (const path of expand) {
      const [field, inner] = path.split('.');
      if (!field) continue;
      const id = copy[field];
      if (typeof id !== 'string') continue;
      const target = this.objects.get(id);
      if (!target) continue;
      const child = structuredClone(target);
      // confirmation_secret is an includable field: present only when asked for.
      if (child.object === 'invoice' && inner !== 'confirmation_secret') {
        delete child['confirmation_secret'];
      }
      copy[field] = child;
    }
    if (copy.object === 'invoice' && !expand.includes('confirmation_secret')) {
      delete copy['confirmation_secret'];
    }
    return copy;
  }
}
