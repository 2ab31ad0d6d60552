/**
 * One ticket or report: loaded when its page opens, and every write (an answer, a status or
 * assignee change, a decision on a report) answers with the ticket as it now is, which the page
 * shows at once. After a write a toast confirms it and the navigation's counts reload.
 */
import type { ConsoleTicket, ReportActionPayload, TicketStatus } from '@amora/contract';
import { toast } from '@amora/ui';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { createIntl } from 'react-intl';
import { $locale } from '../../app/preferences';
import { queuesRefreshed } from '../../app/queues';
import { type ConsoleLocale, catalogues } from '../../i18n/catalogue';
import { consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

/** A status or assignee change (TicketChange): null unassigns. */
export interface TicketChange {
  status?: TicketStatus;
  assigneeId?: string | null;
}

export const detailOpened = createEvent<string>();
export const detailRetried = createEvent();

export const ticketFx = consoleEffect(async (api, id: string) =>
  unwrap(await api.ticket.request({ params: { id } })),
);
export const answerFx = consoleEffect(
  async (api, { id, message, status }: { id: string; message: string; status: TicketStatus }) =>
    unwrap(await api.answerTicket.request({ params: { id }, body: { message, status } })),
);
export const updateFx = consoleEffect(
  async (api, { id, change }: { id: string; change: TicketChange }) =>
    unwrap(await api.updateTicket.request({ params: { id }, body: change })),
);
export const actFx = consoleEffect(
  async (api, { id, payload }: { id: string; payload: ReportActionPayload }) =>
    unwrap(await api.actOnReport.request({ params: { id }, body: payload })),
);

export const $ticketId = createStore<string | null>(null).on(detailOpened, (_, id) => id);

/** The ticket as the server last answered it; another ticket's is dropped when a page opens. */
export const $ticket = createStore<ConsoleTicket | null>(null)
  .on(
    [ticketFx.doneData, answerFx.doneData, updateFx.doneData, actFx.doneData],
    (_, ticket) => ticket,
  )
  .on(detailOpened, (ticket, id) => (ticket?.id === id ? ticket : null));

/** Why the ticket could not be loaded: NOT_FOUND shows as such, anything else with a retry. */
export const $loadFailure = createStore<string | null>(null)
  .on(ticketFx.failData, (_, error) => failureCode(error))
  .reset(ticketFx);

sample({
  clock: [detailOpened, detailRetried],
  source: $ticketId,
  filter: (id): id is string => id !== null,
  target: ticketFx,
});

/** Status or assignee: a change the operator makes on the ticket itself. */
export const ticketChanged = createEvent<TicketChange>();
export const $updateFailure = createStore<string | null>(null)
  .on(updateFx.failData, (_, error) => failureCode(error))
  .reset(updateFx, detailOpened);

sample({
  clock: ticketChanged,
  source: $ticketId,
  filter: (id) => id !== null,
  fn: (id, change) => ({ id: id as string, change }),
  target: updateFx,
});

/** A confirmation in the operator's language, after a write the server accepted. */
interface Confirmation {
  id: string;
  /** A value given as `{ id }` is a text of the catalogue itself (a status's name). */
  values?: Record<string, string | { id: string }>;
}

const confirmFx = createEffect(
  ({ locale, confirmation }: { locale: ConsoleLocale; confirmation: Confirmation }) => {
    const intl = createIntl({ locale, messages: catalogues[locale] });
    const values = Object.fromEntries(
      Object.entries(confirmation.values ?? {}).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : intl.formatMessage(value),
      ]),
    );
    toast.success(intl.formatMessage({ id: confirmation.id }, values));
  },
);

export const confirmed = createEvent<Confirmation>();
sample({
  clock: confirmed,
  source: $locale,
  fn: (locale, confirmation) => ({ locale, confirmation }),
  target: confirmFx,
});

sample({
  clock: answerFx.doneData,
  fn: (ticket): Confirmation => ({
    id: 'tickets.toast.answered',
    values: { name: ticket.member.name },
  }),
  target: confirmed,
});

sample({
  clock: updateFx.done,
  fn: ({ params, result }): Confirmation =>
    params.change.status
      ? { id: 'tickets.toast.status', values: { status: { id: `status.${result.status}` } } }
      : { id: result.assignee ? 'tickets.toast.assigned' : 'tickets.toast.unassigned' },
  target: confirmed,
});

sample({
  clock: actFx.done,
  fn: ({ params, result }): Confirmation => ({
    id: `tickets.toast.${params.payload.action}`,
    values: { name: result.reported?.name ?? '' },
  }),
  target: confirmed,
});

// The navigation counts what still waits.
sample({ clock: merge([answerFx.done, updateFx.done, actFx.done]), target: queuesRefreshed });
