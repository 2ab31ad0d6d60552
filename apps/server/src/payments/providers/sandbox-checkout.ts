/**
 * The sandbox provider's hosted checkout: a server-rendered page per payment with one form whose
 * buttons decide the outcome (pay, fail, leave pending; refund or charge back once paid). It works
 * without JavaScript and within the app's Content-Security-Policy (no inline script or style: the
 * stylesheet is a file of its own). Register it without a prefix: its paths are absolute.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, sandboxPage, sandboxPageSupport, sendPage } from '../../http/sandbox-page';
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

const stylesheetHref = `${SANDBOX_PATH}/checkout.css`;
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

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
  return sandboxPage(
    stylesheetHref,
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="muted">A simulated payment provider: no money is moved.</p>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${euro.format(payment.amountCents / 100)}</p>
<p role="status">${statusTexts[payment.status]}</p>
${form}`,
  );
}

const problemPage = (reply: FastifyReply, status: number, message: string) =>
  sendPage(
    reply,
    status,
    sandboxPage(stylesheetHref, 'Sandbox checkout', `<h1>Sandbox checkout</h1>\n<p>${message}</p>`),
  );

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
  sandboxPageSupport(app, stylesheetHref);

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
