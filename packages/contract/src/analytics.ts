/**
 * First-party usage statistics: the analytics events the spec names (spec 01 section 9), recorded
 * by our own server instead of a third-party service. A batch is sent by the web app every few
 * seconds and when the page is hidden. The member is the session's, never the body's; the
 * parameters are a closed set of small values, so nothing personal can ride along.
 */
import * as v from 'valibot';
import { DateTime } from './common';
import { endpoint } from './endpoint';

/** The events of spec 01 section 9, named exactly as the spec writes them. */
export const analyticsEventNames = [
  'sign_up',
  'login',
  'generate_lead',
  'purchase',
  'begin_checkout',
  'interaction',
  'page_view',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** generate_lead: single opt-in at the registration, double opt-in once the e-mail is confirmed. */
export const leadOptIns = ['single', 'double'] as const;
/** interaction: what the member did to another member. */
export const interactionKinds = ['like', 'wink', 'message'] as const;
/** sign_up and login: how the member signed in. */
export const signInMethods = ['email', 'google', 'facebook', 'apple', 'link'] as const;

export const analytics = {
  /** Events in one batch. */
  maxBatch: 50,
  /** The web app sends what it collected this often (ms). */
  flushIntervalMs: 5_000,
  /** After a failed send it waits flushIntervalMs doubled per failure, at most this long (ms). */
  maxBackoffMs: 5 * 60_000,
  /** Events kept while the server cannot be reached; the oldest go first. */
  maxQueued: 500,
  /** How far back an event's time may lie when it arrives (days). */
  maxAgeDays: 7,
  /** The local choice of a visitor (and of a member on this device): 'off' declines. */
  storageKey: 'usage-statistics',
} as const;

const SmallValue = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

/** A path of the app without its query or fragment (those may carry tokens). */
const PagePath = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(/^\/[^?#\s]*$/, 'a path of the app without query or fragment'),
);

const dayMs = 24 * 60 * 60_000;

/** The moment it happened, as the browser saw it: not far in the past, not in the future. */
const EventTime = v.pipe(
  DateTime,
  v.check((value) => {
    const at = Date.parse(value);
    const now = Date.now();
    return at >= now - analytics.maxAgeDays * dayMs && at <= now + 5 * 60_000;
  }, 'within the last days and not in the future'),
);

/** The only parameters an event may carry; anything else is refused. */
export const AnalyticsParams = v.strictObject({
  /** begin_checkout and purchase: the product item (quantity is always 1). */
  item: v.optional(SmallValue),
  /** page_view: the route. */
  path: v.optional(PagePath),
  /** generate_lead. */
  optIn: v.optional(v.picklist(leadOptIns)),
  /** interaction. */
  kind: v.optional(v.picklist(interactionKinds)),
  /** sign_up and login. */
  method: v.optional(v.picklist(signInMethods)),
  /** The campaign the visitor came with: pid, cid and sid of the landing URL. */
  campaignId: v.optional(SmallValue),
  clickId: v.optional(SmallValue),
  sourceId: v.optional(SmallValue),
});
export type AnalyticsParams = v.InferOutput<typeof AnalyticsParams>;

export const AnalyticsEvent = v.strictObject({
  name: v.picklist(analyticsEventNames),
  time: EventTime,
  params: v.optional(AnalyticsParams),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEvent>;

/** POST /events: a batch, recorded whole or not at all. */
export const AnalyticsBatch = v.strictObject({
  events: v.pipe(v.array(AnalyticsEvent), v.minLength(1), v.maxLength(analytics.maxBatch)),
});
export type AnalyticsBatch = v.InferOutput<typeof AnalyticsBatch>;

export const analyticsEndpoints = {
  record: endpoint({
    method: 'POST',
    path: '/events',
    auth: 'any',
    answer: 'empty',
    tag: 'analytics',
    summary: 'Record a batch of usage events (first-party analytics)',
    body: AnalyticsBatch,
  }),
};
