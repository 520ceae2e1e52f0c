// Paystack's API as the server uses it for plan payments (functions/README.md, 'Paying for a
// plan') and for online orders paid through a Pro shop's own account ('A shop's own Paystack
// account'; then the config carries that shop's secret key): start a transaction, verify one,
// and check a webhook's signature — one home for both. Where it answers is
// configurable (PAYSTACK_API_URL, Paystack's own API when unset) so the tests point it at a local
// stand-in that plays Paystack; the secret key is PAYSTACK_SECRET_KEY (docs/firebase.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { VerifiedTransaction } from '@shop/shared/domain';

export const PAYSTACK_API = 'https://api.paystack.co';

export interface PaystackConfig {
  baseUrl: string;
  secretKey: string;
}

/** Where Paystack answers: its own API, or the tests' stand-in (PAYSTACK_API_URL). */
export function paystackApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PAYSTACK_API_URL ?? PAYSTACK_API).replace(/\/+$/, '');
}

/** The deployment's Paystack settings; null when no secret key is set (payments cannot start). */
export function paystackConfig(env: NodeJS.ProcessEnv = process.env): PaystackConfig | null {
  const secretKey = env.PAYSTACK_SECRET_KEY ?? '';
  if (secretKey === '') return null;
  return { baseUrl: paystackApiUrl(env), secretKey };
}

/** A shop's own account (store-payments.ts): the same API, that shop's secret key. */
export function shopPaystackConfig(secretKey: string, env: NodeJS.ProcessEnv = process.env): PaystackConfig {
  return { baseUrl: paystackApiUrl(env), secretKey };
}

/**
 * Whether `signature` (the x-paystack-signature header) is the HMAC-SHA512, in hex, of the raw
 * body with the secret key; compared in constant time.
 */
export function signatureMatches(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The reference an event names (`data.reference`), unbelieved until its signature is checked; null when it names none a document may be kept under. */
export function eventReferenceOf(rawBody: Buffer): string | null {
  let reference: unknown;
  try {
    reference = (JSON.parse(rawBody.toString('utf8')) as { data?: { reference?: unknown } }).data?.reference;
  } catch {
    return null;
  }
  return typeof reference === 'string' && reference !== '' && !reference.includes('/') ? reference : null;
}

/** One HTTPS (or, for the tests' stand-in, HTTP) exchange of JSON with Node's own client. */
function exchange(url: URL, method: string, headers: Record<string, string>, body: string | null): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method, headers: body === null ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, timeout: 20_000 }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('Paystack did not answer in time.')));
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

type PaystackAnswer = { status?: boolean; message?: string; data?: Record<string, unknown> } | null;

function answerOf(text: string): PaystackAnswer {
  try {
    return JSON.parse(text) as PaystackAnswer;
  } catch {
    return null;
  }
}

async function call(config: PaystackConfig, path: string, method = 'GET', payload: unknown = null): Promise<Record<string, unknown>> {
  const { status, text } = await exchange(new URL(`${config.baseUrl}${path}`), method, { Authorization: `Bearer ${config.secretKey}`, 'Content-Type': 'application/json' }, payload === null ? null : JSON.stringify(payload));
  const body = answerOf(text);
  if (status < 200 || status >= 300 || body?.status !== true || typeof body.data !== 'object' || body.data === null) {
    throw new Error(`Paystack ${path.split('/').slice(0, 3).join('/')} answered ${status}: ${body?.message ?? 'no message'}`);
  }
  return body.data;
}

export interface StartedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** POST /transaction/initialize: the amount in minor units, our reference, the channels offered, the shop in the metadata. */
export async function initializeTransaction(
  config: PaystackConfig,
  input: { email: string; amountMinor: number; currency: string; reference: string; channels: readonly string[]; callbackUrl: string | null; metadata: Record<string, unknown> },
): Promise<StartedTransaction> {
  const data = await call(config, '/transaction/initialize', 'POST', {
    email: input.email,
    amount: input.amountMinor,
    currency: input.currency,
    reference: input.reference,
    channels: input.channels,
    metadata: input.metadata,
    ...(input.callbackUrl ? { callback_url: input.callbackUrl } : {}),
  });
  const { authorization_url: authorizationUrl, access_code: accessCode, reference } = data;
  if (typeof authorizationUrl !== 'string' || typeof reference !== 'string') throw new Error('Paystack started no transaction.');
  return { authorizationUrl, accessCode: typeof accessCode === 'string' ? accessCode : '', reference };
}

/** GET /transaction/verify/:reference, read as the fields judged (judgePlanPayment). */
export async function verifyTransaction(config: PaystackConfig, reference: string): Promise<VerifiedTransaction & { channel: string; authorization: { code: string; reusable: boolean } | null }> {
  const data = await call(config, `/transaction/verify/${encodeURIComponent(reference)}`);
  const metadata = (typeof data.metadata === 'object' && data.metadata !== null ? data.metadata : {}) as Record<string, unknown>;
  const authorization = (typeof data.authorization === 'object' && data.authorization !== null ? data.authorization : {}) as Record<string, unknown>;
  return {
    reference: typeof data.reference === 'string' ? data.reference : '',
    status: typeof data.status === 'string' ? data.status : 'unknown',
    amountMinor: typeof data.amount === 'number' ? data.amount : Number.NaN,
    currency: typeof data.currency === 'string' ? data.currency : '',
    uid: typeof metadata.shop === 'string' ? metadata.shop : null,
    paidAt: typeof data.paid_at === 'string' ? new Date(data.paid_at) : null,
    channel: typeof data.channel === 'string' ? data.channel : '',
    authorization: typeof authorization.authorization_code === 'string' ? { code: authorization.authorization_code, reusable: authorization.reusable === true } : null,
  };
}

/** POST /transaction/charge_authorization: a card Paystack let the server keep, charged again under our reference; the webhook says how it went. */
export async function chargeAuthorization(
  config: PaystackConfig,
  input: { authorizationCode: string; email: string; amountMinor: number; currency: string; reference: string; metadata: Record<string, unknown> },
): Promise<void> {
  await call(config, '/transaction/charge_authorization', 'POST', {
    authorization_code: input.authorizationCode,
    email: input.email,
    amount: input.amountMinor,
    currency: input.currency,
    reference: input.reference,
    metadata: input.metadata,
  });
}
