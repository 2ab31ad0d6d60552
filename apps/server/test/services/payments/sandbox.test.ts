import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.ts';
import security from '../../../src/http/security.ts';
import {
  PaymentProviderError,
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  sandboxCheckout,
} from '../../../src/payments/providers/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/payments/index.ts';

const secret = 'a-test-secret-that-is-long-enough-for-the-app';
const publicUrl = 'http://amora.test';

let app: FastifyInstance;
let sandbox: SandboxProvider;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = new SandboxProvider({ publicUrl, secret });
  app = Fastify();
  await app.register(sandboxCheckout, { sandbox });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const request = (transactionId: string) => ({
  transactionId,
  amountCents: 499,
  currency: 'EUR' as const,
  description: '100 coins',
  member: { id: 'member-1', email: 'anna@example.com' },
  redirectUrl: 'http://amora.test/shop/success?from=sandbox',
  notifyUrl: receiver.url,
});

const pathOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

const choose = (checkoutUrl: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: pathOf(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });

describe('SandboxProvider and its checkout page', () => {
  it('creates an open payment whose checkout is a page of our own server', async () => {
    const created = await sandbox.createPayment(request('tx-1'));
    expect(created.checkoutUrl).toBe(`${publicUrl}/sandbox-pay/${created.reference}`);
    expect(await sandbox.readPayment(created.reference)).toEqual({
      reference: created.reference,
      transactionId: 'tx-1',
      status: 'open',
      amountCents: 499,
    });
  });

  it('renders a checkout with a heading, the amount and the three choices as a form', async () => {
    const { checkoutUrl } = await sandbox.createPayment(request('tx-2'));
    const response = await app.inject({ method: 'GET', url: pathOf(checkoutUrl) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<h1>Sandbox checkout</h1>');
    expect(html).toContain('€4.99');
    expect(html).toContain('100 coins');
    expect(html).toMatch(/<form method="post" action="\/sandbox-pay\/sbx_[\w-]+">/);
    for (const [value, label] of [
      ['paid', 'Pay'],
      ['failed', 'Fail'],
      ['pending', 'Leave pending'],
    ]) {
      expect(html).toContain(
        `<button type="submit" name="outcome" value="${value}">${label}</button>`,
      );
    }
    // Nothing inline, so the app's Content-Security-Policy lets it work.
    expect(html).not.toMatch(/<script|<style|style=/);
    const css = await app.inject({ method: 'GET', url: '/sandbox-pay/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('prefers-color-scheme: dark');
  });

  it('pays: redirects to the redirect URL with the transaction and notifies, signed', async () => {
    const { reference, checkoutUrl } = await sandbox.createPayment(request('tx-3'));
    const arrived = receiver.next();
    const response = await choose(checkoutUrl, 'paid');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      'http://amora.test/shop/success?from=sandbox&transactionId=tx-3',
    );
    const webhook = await arrived;
    expect(webhook.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const outcome = await sandbox.handleWebhook({ ...webhook, headers: webhook.headers });
    expect(outcome.events).toEqual([
      {
        kind: 'payment',
        eventId: expect.stringMatching(/^evt_/),
        reference,
        transactionId: 'tx-3',
        status: 'paid',
        amountCents: 499,
      },
    ]);
    expect(outcome.reply.status).toBe(200);
    expect((await sandbox.readPayment(reference)).status).toBe('paid');
  });

  it('rejects a notification whose body was changed or that another secret signed', async () => {
    const { checkoutUrl } = await sandbox.createPayment(request('tx-4'));
    const arrived = receiver.next();
    await choose(checkoutUrl, 'failed');
    const webhook = await arrived;
    const tampered = webhook.rawBody.replace('"failed"', '"paid"');
    await expect(sandbox.handleWebhook({ ...webhook, rawBody: tampered })).rejects.toMatchObject({
      reason: 'invalid_notification',
    });
    const stranger = new SandboxProvider({ publicUrl, secret: `${secret}-other` });
    await expect(stranger.handleWebhook(webhook)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('leaves a payment pending, then lets it be paid later and taken back', async () => {
    const { reference, checkoutUrl } = await sandbox.createPayment(request('tx-5'));
    await choose(checkoutUrl, 'pending');
    expect((await sandbox.readPayment(reference)).status).toBe('pending');
    await choose(checkoutUrl, 'paid');
    const page = await app.inject({ method: 'GET', url: pathOf(checkoutUrl) });
    expect(page.body).toContain('value="charged_back">Charge back</button>');
    expect((await choose(checkoutUrl, 'charged_back')).statusCode).toBe(303);
    expect((await sandbox.readPayment(reference)).status).toBe('charged_back');
    expect((await choose(checkoutUrl, 'paid')).statusCode).toBe(409);
  });

  it('refunds a paid payment for an operator, once, and refuses an unpaid or unknown one', async () => {
    const paid = await sandbox.createPayment(request('tx-7'));
    await expect(sandbox.refundPayment(paid.reference, 499)).rejects.toMatchObject({
      reason: 'rejected',
    });
    await choose(paid.checkoutUrl, 'paid');
    const received = receiver.received.length;
    expect(await sandbox.refundPayment(paid.reference, 499)).toEqual({
      reference: paid.reference,
      transactionId: 'tx-7',
      status: 'refunded',
      amountCents: 499,
    });
    expect((await sandbox.refundPayment(paid.reference, 499)).status).toBe('refunded');
    expect(receiver.received.length).toBe(received);
    const page = await app.inject({ method: 'GET', url: pathOf(paid.checkoutUrl) });
    expect(page.body).not.toContain('value="charged_back"');
    await expect(sandbox.refundPayment('sbx_unknown', 499)).rejects.toMatchObject({
      reason: 'not_found',
    });
  });

  it('answers 404 for an unknown payment and 400 for an unknown choice', async () => {
    expect((await app.inject({ method: 'GET', url: '/sandbox-pay/sbx_unknown' })).statusCode).toBe(
      404,
    );
    const { checkoutUrl } = await sandbox.createPayment(request('tx-6'));
    expect((await choose(checkoutUrl, 'free')).statusCode).toBe(400);
    await expect(sandbox.readPayment('sbx_unknown')).rejects.toMatchObject({ reason: 'not_found' });
  });
});

describe("the sandbox checkout under the app's security headers", () => {
  it('keeps its page within the Content-Security-Policy and accepts its own form', async () => {
    const secured = Fastify();
    secured.decorate('config', { publicOrigin: publicUrl, secureCookies: false } as Config);
    await secured.register(security);
    await secured.register(sandboxCheckout, { sandbox });
    try {
      const { checkoutUrl } = await sandbox.createPayment(request('tx-7'));
      const page = await secured.inject({ method: 'GET', url: pathOf(checkoutUrl) });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).toContain("form-action 'self'");
      const paid = await secured.inject({
        method: 'POST',
        url: pathOf(checkoutUrl),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
        payload: 'outcome=paid',
      });
      expect(paid.statusCode).toBe(303);
    } finally {
      await secured.close();
    }
  });
});
