/** Campaign tracking (spec 01 section 4): a click is reported when a new campaign id is seen. */
import * as v from 'valibot';
import { optionalField } from './common';
import { endpoint } from './endpoint';

const TrackingValue = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

/** The landing URL's pid (campaign), cid (click), sid (source) and strangerId. */
export const MarketingClickPayload = v.object({
  campaignId: TrackingValue,
  clickId: optionalField(TrackingValue),
  sourceId: optionalField(TrackingValue),
  strangerId: optionalField(TrackingValue),
});
export type MarketingClickPayload = v.InferOutput<typeof MarketingClickPayload>;

export const marketingEndpoints = {
  reportClick: endpoint({
    method: 'POST',
    path: '/marketing',
    auth: 'any',
    answer: 'empty',
    tag: 'marketing',
    summary: 'Report a click of a campaign',
    body: MarketingClickPayload,
  }),
};
