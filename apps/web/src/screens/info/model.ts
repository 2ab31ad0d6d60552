/**
 * The pages visitors open from mails (spec 01 sections 2 and 4): the confirmation of a changed
 * e-mail address (t, uid and email), and the newsletter of /unsubscribe/{id} (read with a get,
 * unsubscribed with a delete, subscribed again with a patch).
 */
import type { NewsletterState } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { $authenticated, loadUserFx } from '../../session/model';
import { apiEffect } from '../../shared/api';

// Confirm the e-mail change.
export interface EmailChangeLink {
  uid: string | null;
  token: string | null;
  email: string | null;
}
export const emailChangeOpened = createEvent<EmailChangeLink>();
export const confirmEmailChangeFx = apiEffect(
  (api, { uid, token, email }: { uid: string; token: string; email: string }) =>
    api.identity.confirmEmailChange({ params: { id: uid }, query: { token, email } }),
);
/** `failed` sends the visitor to the login (spec 01 section 4). */
export type EmailChangeStatus = 'confirming' | 'confirmed' | 'failed';
export const $emailChangeStatus = createStore<EmailChangeStatus>('confirming')
  .on(emailChangeOpened, () => 'confirming')
  .on(confirmEmailChangeFx.doneData, (_, confirmed) => (confirmed ? 'confirmed' : 'failed'))
  .on(confirmEmailChangeFx.fail, () => 'failed');
/** The change needs uid, t and email; an incomplete link sends nothing and fails at once. */
sample({
  clock: emailChangeOpened,
  filter: (link) => Boolean(link.uid && link.token && link.email),
  fn: (link) => ({ uid: link.uid ?? '', token: link.token ?? '', email: link.email ?? '' }),
  target: confirmEmailChangeFx,
});
sample({
  clock: emailChangeOpened,
  filter: (link) => !(link.uid && link.token && link.email),
  fn: (): EmailChangeStatus => 'failed',
  target: $emailChangeStatus,
});
// A member who confirms while logged in sees the new address at once.
sample({
  clock: confirmEmailChangeFx.doneData,
  source: $authenticated,
  filter: (isAuthenticated, confirmed) => isAuthenticated && confirmed,
  target: loadUserFx,
});

// The newsletter of a member: the mail's link carries the id and the token t.
export interface NewsletterLink {
  id: string;
  t?: string;
}
export const newsletterOpened = createEvent<NewsletterLink>();
export const unsubscribePressed = createEvent<NewsletterLink>();
export const resubscribePressed = createEvent<NewsletterLink>();
const call = ({ id, t }: NewsletterLink) => ({ params: { id }, query: t ? { t } : {} });
export const loadNewsletterFx = apiEffect((api, link: NewsletterLink) =>
  api.newsletter.get(call(link)),
);
export const unsubscribeFx = apiEffect((api, link: NewsletterLink) =>
  api.newsletter.unsubscribe(call(link)),
);
export const resubscribeFx = apiEffect((api, link: NewsletterLink) =>
  api.newsletter.subscribe(call(link)),
);
/** Unknown until the server answered; `invalid` when the link is not (or no longer) valid. */
export type NewsletterStatus = 'loading' | 'subscribed' | 'unsubscribed' | 'invalid';
const statusOf = (state: NewsletterState | undefined): NewsletterStatus =>
  state ? (state.subscribed ? 'subscribed' : 'unsubscribed') : 'invalid';
export const $newsletterStatus = createStore<NewsletterStatus>('loading')
  .on(newsletterOpened, () => 'loading')
  .on(loadNewsletterFx.doneData, (_, state) => statusOf(state))
  .on([unsubscribeFx.doneData, resubscribeFx.doneData], (status, state) =>
    state ? statusOf(state) : status,
  )
  .on(loadNewsletterFx.fail, () => 'invalid');
export const $newsletterPending = createStore(false)
  .on([unsubscribeFx, resubscribeFx], () => true)
  .on([unsubscribeFx.finally, resubscribeFx.finally], () => false);
sample({ clock: newsletterOpened, target: loadNewsletterFx });
sample({ clock: unsubscribePressed, target: unsubscribeFx });
sample({ clock: resubscribePressed, target: resubscribeFx });
