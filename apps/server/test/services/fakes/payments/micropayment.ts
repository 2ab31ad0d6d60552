/**
 * A local microPayment: its payment windows (`/<module>/event/`) accept a query only with the
 * right `seal` (md5 of the query before it plus the access key), and its notifications are GET
 * calls to the project's notification URL with `function`, `auth`, the amount and the free
 * parameters; it parses our `key=value` answer as microPayment does.
 */
import { createHash } from 'node:crypto';
import { notify, type RunningPaymentFake, startPaymentFake } from './server.ts';

export const FAKE_MICROPAYMENT_PROJECT = 'amora-test';
export const FAKE_MICROPAYMENT_ACCESS_KEY = 'f4k3acc3ssk3y0123456789abcdef01';
export const FAKE_MICROPAYMENT_NOTIFICATION_KEY = 'n0t1f1cat10nk3y';

interface WindowVisit {
  module: string;
  params: Record<string, string>;
}

export interface FakeMicroPayment extends RunningPaymentFake {
  /** The accepted window visits by our payment id (the `paymentId` free parameter). */
  visits: Map<string, WindowVisit>;
  /** Sends a notification for a visited window; answers our parsed answer. */
  notify(
    paymentId: string,
    kind: 'billing' | 'init' | 'storno' | 'backpay' | 'refund' | 'expire',
    options?: { auth?: string },
  ): Promise<{ status: number; answer: Record<string, string> }>;
}

export async function startFakeMicroPayment({
  notificationUrl,
}: {
  notificationUrl: string;
}): Promise<FakeMicroPayment> {
  const visits = new Map<string, WindowVisit>();
  const running = await startPaymentFake([
    [
      'GET',
      /^\/(\w+)\/event\/$/,
      ({ url, params }) => {
        const raw = url.search.slice(1);
        const sealAt = raw.indexOf('&seal=');
        const sealed = sealAt < 0 ? '' : raw.slice(0, sealAt);
        const expected = createHash('md5')
          .update(`${sealed}${FAKE_MICROPAYMENT_ACCESS_KEY}`)
          .digest('hex');
        if (sealAt < 0 || url.searchParams.get('seal') !== expected) {
          return { status: 400, body: 'Der Parameter seal ist ungültig.' };
        }
        const query = Object.fromEntries(new URLSearchParams(sealed));
        if (query.project !== FAKE_MICROPAYMENT_PROJECT || !query.paymentId) {
          return { status: 400, body: 'Unbekanntes Projekt.' };
        }
        visits.set(query.paymentId, { module: params[0] ?? '', params: query });
        return {
          status: 200,
          body: `micropayment payment window: ${query.title} ${query.amount} ${query.currency}`,
        };
      },
    ],
  ]);
  return {
    ...running,
    visits,
    notify: async (paymentId, kind, { auth = FAKE_MICROPAYMENT_NOTIFICATION_KEY } = {}) => {
      const visit = visits.get(paymentId);
      if (!visit) throw new Error(`no window was opened for ${paymentId}`);
      const { project, amount, currency, title, ...free } = visit.params;
      const query = new URLSearchParams({
        project: project ?? '',
        function: kind,
        auth,
        amount: amount ?? '',
        currency: currency ?? '',
        title: title ?? '',
        country: 'DE',
        ...free,
      });
      const reply = await notify(`${notificationUrl}?${query}`, { method: 'GET' });
      const answer = Object.fromEntries(
        reply.body
          .split('\n')
          .filter((line) => line.includes('='))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      return { status: reply.status, answer };
    },
  };
}
