// A local HTTP stand-in for the Stripe endpoints the billing provider calls, on 127.0.0.1, so
// that no test needs a Stripe key or the network. It keeps what was made (customers,
// subscriptions, checkout sessions) and every request, answers in Stripe's shapes, and can be
// told to refuse the next calls. Events for the webhook are built and signed by `stripeEvent`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;
export interface StandInRequest {
  method: string;
  path: string;
  body: Json;
}

/** `a[b][0][c]=x` form fields (how the SDK encodes parameters) as nested objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const DAY = 86_400;
const MONTH = 30 * DAY;

export interface StripeStandIn {
  readonly port: number;
  readonly url: string;
  readonly requests: StandInRequest[];
  readonly customers: Map<string, Json>;
  readonly subscriptions: Map<string, Json>;
  readonly sessions: Map<string, Json>;
  readonly setupIntents: Map<string, Json>;
  readonly invoices: Map<string, Json>;
  /** The calls made since `since` (an index into `requests`), as `METHOD /path`. */
  callsSince(since: number): string[];
  /** Refuses the next `count` calls with a 400 (the SDK does not retry those). */
  refuseNext(count: number): void;
  /** A customer finishes the checkout page: its setup intent gets a card; the session as Stripe reports it. */
  completeCheckout(sessionId: string): Json;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1; `now` is Stripe's clock (unix seconds). */
export async function startStripeStandIn(now: () => number): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const products = new Map<string, Json>();
  let serial = 0;
  let refusals = 0;
  const newId = (prefix: string) => `${prefix}_standin${++serial}`;

  const item = (input: Json, subscription: Json) => {
    const data = input.price_data as Json;
    const start = Number(subscription.start_date);
    const interval = (data.recurring as Json).interval as string;
    return {
      id: newId('si'),
      object: 'subscription_item',
      metadata: (input.metadata as Json) ?? {},
      quantity: Number(input.quantity ?? 1),
      current_period_start: start,
      current_period_end: start + (interval === 'year' ? 12 * MONTH : MONTH),
      price: priceOf(data),
    };
  };
  const priceOf = (data: Json) => ({
    id: newId('price'),
    object: 'price',
    currency: data.currency,
    product: data.product,
    unit_amount: Number(data.unit_amount),
    recurring: { interval: (data.recurring as Json).interval },
  });
  const itemsOf = (subscription: Json) => (subscription.items as { data: Json[] }).data;

  function route(method: string, path: string, body: Json): [number, Json] {
    const missing: [number, Json] = [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${path}`,
        },
      },
    ];
    let match: RegExpExecArray | null;
    if (method === 'GET' && (match = /^\/v1\/products\/([^/]+)$/.exec(path)))
      return products.has(match[1]!) ? [200, products.get(match[1]!)!] : missing;
    if (method === 'POST' && path === '/v1/products') {
      const product = { id: body.id ?? newId('prod'), object: 'product', name: body.name };
      products.set(product.id as string, product);
      return [200, product];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        name: body.name,
        email: body.email,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1]!);
      if (!customer) return missing;
      Object.assign(customer.invoice_settings as Json, (body.invoice_settings as Json) ?? {});
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(body.customer as string)) return missing;
      const trialEnd = body.trial_end === undefined ? null : Number(body.trial_end);
      const subscription: Json = {
        id: newId('sub'),
        object: 'subscription',
        customer: body.customer,
        status: trialEnd ? 'trialing' : 'active',
        start_date: now(),
        trial_end: trialEnd,
        trial_settings: body.trial_settings ?? null,
        metadata: body.metadata ?? {},
        default_payment_method: null,
        latest_invoice: null,
      };
      subscription.items = {
        object: 'list',
        data: (body.items as Json[]).map((input) => item(input, subscription)),
      };
      subscriptions.set(subscription.id as string, subscription);
      return [200, subscription];
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing;
      if (method === 'GET') return [200, subscription];
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        return [200, subscription];
      }
      for (const change of (body.items as Json[] | undefined) ?? []) {
        const existing = itemsOf(subscription).find((candidate) => candidate.id === change.id);
        if (!existing) {
          itemsOf(subscription).push(item(change, subscription));
          continue;
        }
        if (change.quantity !== undefined) existing.quantity = Number(change.quantity);
        if (change.price_data) existing.price = priceOf(change.price_data as Json);
      }
      if (body.default_payment_method)
        subscription.default_payment_method = body.default_payment_method;
      if (body.trial_end === 'now') {
        subscription.trial_end = now();
        subscription.status = 'active';
      }
      return [200, subscription];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        payment_method: null,
        metadata: {},
      };
      setupIntents.set(intent.id, intent);
      const id = newId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        currency: body.currency,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata: body.metadata ?? {},
        setup_intent: intent.id,
        status: 'open',
        url: `${base}/c/pay/${id}`,
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === 'GET' && (match = /^\/v1\/setup_intents\/([^/]+)$/.exec(path)))
      return setupIntents.has(match[1]!) ? [200, setupIntents.get(match[1]!)!] : missing;
    if (method === 'POST' && (match = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path))) {
      const invoice = invoices.get(match[1]!);
      if (!invoice) return missing;
      invoice.status = 'paid';
      return [200, invoice];
    }
    return missing;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = parseForm(request.method === 'GET' ? url.search.slice(1) : text);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const authorized = request.headers.authorization?.startsWith('Bearer sk_test_');
    let [status, answer] = authorized
      ? route(request.method ?? 'GET', url.pathname, body)
      : [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    if (refusals > 0) {
      refusals -= 1;
      [status, answer] = [
        400,
        { error: { type: 'invalid_request_error', message: 'Refused by the test' } },
      ];
    }
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${serial}`,
    });
    response.end(JSON.stringify(answer));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  return {
    port,
    url: base,
    requests,
    customers,
    subscriptions,
    sessions,
    setupIntents,
    invoices,
    callsSince: (since) => requests.slice(since).map((call) => `${call.method} ${call.path}`),
    refuseNext(count) {
      refusals = count;
    },
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId)!;
      const intent = setupIntents.get(session.setup_intent as string)!;
      intent.payment_method = newId('pm');
      session.status = 'complete';
      return { ...session };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event of `type` about `object`, created at `created` (unix seconds). */
export function stripeEvent(type: string, object: Json, created: number, id?: string) {
  return {
    id: id ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The payload and headers of a webhook delivery signed with `secret` at `timestamp`. */
export function signedDelivery(event: object, secret: string, timestamp: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  };
}

/** An invoice of `subscription` for the period [start, end), paid or failed, as in invoice.* events. */
export function invoiceOf(params: {
  customer: string;
  subscription: string;
  amount: number;
  start: number;
  end: number;
  paid: boolean;
}) {
  return {
    id: `in_${Math.random().toString(36).slice(2, 12)}`,
    object: 'invoice',
    number: `TS-${Math.floor(Math.random() * 9000) + 1000}`,
    customer: params.customer,
    status: params.paid ? 'paid' : 'open',
    amount_due: params.amount,
    amount_paid: params.paid ? params.amount : 0,
    currency: 'usd',
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: params.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          object: 'line_item',
          amount: params.amount,
          period: { start: params.start, end: params.end },
        },
      ],
    },
  };
}

export { DAY as STRIPE_DAY };

/** The webhook signing secret the tests' app is configured with. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_stand_in_secret';

/** Configuration that bills with Stripe through the stand-in. */
export const stripeEnv = (standIn: StripeStandIn): Record<string, string> => ({
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(standIn.port),
  STRIPE_API_PROTOCOL: 'http',
  STRIPE_WEBHOOK_RATE_LIMIT: '10000',
});
