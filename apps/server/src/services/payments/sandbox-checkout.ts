/**
 * The sandbox provider's hosted checkout: a server-rendered page per payment with one form whose
 * buttons decide the outcome (pay, fail, leave pending; refund or charge back once paid). It works
 * without JavaScript and within the app's Content-Security-Policy (no inline script or style: the
 * stylesheet is a file of its own). Register it without a prefix: its paths are absolute.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SANDBOX_PATH,
  type SandboxOutcome,
  type SandboxPayment,
  type SandboxProvider,
  sandboxChoices,
  sandboxOutcomes,
} from './sandbox.ts';
import { PaymentProviderError, type PaymentStatus } from './types.ts';

export interface SandboxCheckoutOptions {
  sandbox: SandboxProvider;
}

const buttonLabels: Record<SandboxOutcome, string> = {
  paid: 'Pay',
  failed: 'Fail',
  pending: 'Leave pending',
  refunded: 'Refund',
  charged_back: 'Charge back',
};

const statusTexts: Record<PaymentStatus, string> = {
  open: 'Waiting for your choice.',
  pending: 'Pending: the payment is not confirmed yet.',
  paid: 'Paid.',
  failed: 'Failed.',
  refunded: 'Refunded.',
  charged_back: 'Charged back.',
};

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

const stylesheet = `:root { color-scheme: light dark; --bg: #f7f5f8; --card: #fff; --text: #1d1a20;
  --muted: #5b5561; --accent: #b0124f; --accent-text: #fff; --border: #d9d3dc; }
@media (prefers-color-scheme: dark) { :root { --bg: #151217; --card: #221e25; --text: #f2eef4;
  --muted: #bdb4c2; --accent: #ff7aa8; --accent-text: #1d1a20; --border: #4a4350; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  background: var(--bg); color: var(--text); font: 1rem/1.5 system-ui, sans-serif; }
main { width: 100%; max-width: 28rem; padding: 1.5rem; border: 1px solid var(--border);
  border-radius: 0.75rem; background: var(--card); }
h1 { margin: 0 0 0.5rem; font-size: 1.375rem; }
.amount { margin: 0.5rem 0; font-size: 2rem; font-weight: 700; }
.muted { color: var(--muted); }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0 0; padding: 0; border: 0; }
legend { padding: 0; margin-bottom: 0.5rem; }
button { flex: 1 1 8rem; min-height: 2.75rem; padding: 0.5rem 1rem; border: 1px solid var(--accent);
  border-radius: 0.5rem; background: transparent; color: var(--text); font: inherit; cursor: pointer; }
button[value="paid"] { background: var(--accent); color: var(--accent-text); }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_PATH}/checkout.css">
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

function checkoutPage(payment: SandboxPayment): string {
  const choices = sandboxChoices(payment.status);
  const form =
    choices.length === 0
      ? ''
      : `<form method="post" action="${SANDBOX_PATH}/${escapeHtml(payment.reference)}">
<fieldset class="choices">
<legend class="muted">Choose the outcome</legend>
${choices.map((status) => `<button type="submit" name="outcome" value="${status}">${buttonLabels[status]}</button>`).join('\n')}
</fieldset>
</form>`;
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="muted">A simulated payment provider: no money is moved.</p>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${euro.format(payment.amountCents / 100)}</p>
<p role="status">${statusTexts[payment.status]}</p>
${form}`,
  );
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const problemPage = (reply: FastifyReply, status: number, message: string) =>
  sendPage(reply, status, page('Sandbox checkout', `<h1>Sandbox checkout</h1>\n<p>${message}</p>`));

interface CheckoutRoute {
  Params: { reference: string };
  Body: { outcome?: string };
}

const referenceSchema = {
  type: 'object',
  properties: { reference: { type: 'string', pattern: '^sbx_[A-Za-z0-9_-]{1,64}$' } },
  required: ['reference'],
} as const;

export async function sandboxCheckout(app: FastifyInstance, { sandbox }: SandboxCheckoutOptions) {
  // The page's form posts urlencoded; the parser stays inside this plugin.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }

  app.get(`${SANDBOX_PATH}/checkout.css`, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(stylesheet),
  );

  app.get<CheckoutRoute>(
    `${SANDBOX_PATH}/:reference`,
    { schema: { params: referenceSchema } },
    async (request, reply) => {
      const payment = sandbox.find(request.params.reference);
      if (!payment) return problemPage(reply, 404, 'This payment does not exist.');
      return sendPage(reply, 200, checkoutPage(payment));
    },
  );

  app.post<CheckoutRoute>(
    `${SANDBOX_PATH}/:reference`,
    { schema: { params: referenceSchema } },
    async (request, reply) => {
      const outcome = sandboxOutcomes.find((status) => status === request.body?.outcome);
      if (!outcome) return problemPage(reply, 400, 'Choose one of the buttons.');
      try {
        const { location, notified } = await sandbox.settle(request.params.reference, outcome);
        if (!notified)
          request.log.warn(
            { reference: request.params.reference },
            'sandbox notification not accepted',
          );
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return error.reason === 'not_found'
          ? problemPage(reply, 404, 'This payment does not exist.')
          : problemPage(reply, 409, 'This payment is already decided.');
      }
    },
  );
}
