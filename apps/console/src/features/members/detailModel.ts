/**
 * One member (/members/:id): loaded when the page opens; a moderation action, a coin grant, a
 * refund or an erasure answers with the member as they now are, which the page shows at once. After a write a toast
 * confirms it in the operator's language and the navigation's counts reload.
 */
import type { ConsoleMember, MemberActionPayload } from '@amora/contract';
import { toast } from '@amora/ui';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { createIntl } from 'react-intl';
import { $locale } from '../../app/preferences';
import { queuesRefreshed } from '../../app/queues';
import { type ConsoleLocale, catalogues } from '../../i18n/catalogue';
import { consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

export const memberOpened = createEvent<string>();
export const memberRetried = createEvent();

export const memberFx = consoleEffect(async (api, id: string) =>
  unwrap(await api.member.request({ params: { id } })),
);
export const actFx = consoleEffect(
  async (api, { id, payload }: { id: string; payload: MemberActionPayload }) =>
    unwrap(await api.actOnMember.request({ params: { id }, body: payload })),
);
export const grantFx = consoleEffect(
  async (api, { id, amount, reason }: { id: string; amount: number; reason: string }) =>
    unwrap(await api.grantCoins.request({ params: { id }, body: { amount, reason } })),
);

export const refundFx = consoleEffect(
  async (api, { id, paymentId, reason }: { id: string; paymentId: string; reason: string }) =>
    unwrap(await api.refundPayment.request({ params: { id, paymentId }, body: { reason } })),
);
export const eraseFx = consoleEffect(async (api, { id, reason }: { id: string; reason: string }) =>
  unwrap(await api.eraseMember.request({ params: { id }, body: { reason } })),
);

export const $memberId = createStore<string | null>(null).on(memberOpened, (_, id) => id);

/** The member as the server last answered; another member's is dropped when a page opens. */
export const $member = createStore<ConsoleMember | null>(null)
  .on(
    [memberFx.doneData, actFx.doneData, grantFx.doneData, refundFx.doneData, eraseFx.doneData],
    (_, member) => member,
  )
  .on(memberOpened, (member, id) => (member?.id === id ? member : null));

/** Why the member could not be loaded: NOT_FOUND shows as such, anything else with a retry. */
export const $loadFailure = createStore<string | null>(null)
  .on(memberFx.failData, (_, error) => failureCode(error))
  .reset(memberFx);

sample({
  clock: [memberOpened, memberRetried],
  source: $memberId,
  filter: (id): id is string => id !== null,
  target: memberFx,
});

/** Toasts are not part of the scope: they go to the page's one toast queue, in its language. */
const toastFx = createEffect(
  ({
    locale,
    id,
    values,
  }: {
    locale: ConsoleLocale;
    id: string;
    values: Record<string, string>;
  }) => {
    const intl = createIntl({ locale, messages: catalogues[locale] });
    toast.success(intl.formatMessage({ id }, values));
  },
);

sample({
  clock: actFx.done,
  source: $locale,
  fn: (locale, { params, result }) => ({
    locale,
    id: `member.toast.${params.payload.action}`,
    values: { name: result.name },
  }),
  target: toastFx,
});
sample({
  clock: grantFx.done,
  source: $locale,
  fn: (locale, { params, result }) => ({
    locale,
    id: 'member.toast.grant',
    values: { name: result.name, amount: new Intl.NumberFormat(locale).format(params.amount) },
  }),
  target: toastFx,
});

sample({
  clock: refundFx.done,
  source: $locale,
  fn: (locale, { params, result }) => {
    const payment = result.payments.find((row) => row.id === params.paymentId);
    return {
      locale,
      id: 'member.toast.refund',
      values: {
        name: result.name,
        amount: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
          (payment?.amountCents ?? 0) / 100,
        ),
      },
    };
  },
  target: toastFx,
});
sample({
  clock: eraseFx.done,
  source: $locale,
  fn: (locale) => ({ locale, id: 'member.toast.erase', values: {} }),
  target: toastFx,
});

// A suspension, ban or erasure may close what waits about the member: the navigation counts again.
sample({ clock: merge([actFx.done, grantFx.done, eraseFx.done]), target: queuesRefreshed });
