/**
 * Campaign tracking (spec 01 section 4): the landing URL is scanned once. A campaign id other than
 * the stored one is stored and a click is reported to the server; click, source and stranger ids
 * are stored when they change; the stranger id can be cleared. Sign-ups carry what is stored.
 */
import type { MarketingClickPayload } from '@amora/contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiEffect } from '../shared/api';
import {
  type Campaign,
  campaignFields,
  campaignOfQuery,
  readCampaign,
  writeCampaignField,
} from './storage';

export type { Campaign };

/** The app started on this URL query (`location.search`); only the first one counts. */
export const campaignLanded = createEvent<string>();
export const strangerIdCleared = createEvent();

/** What sign-ups send: campaignId, clickId, sourceId, strangerId. */
export const $campaign = createStore<Campaign>({});

interface Landing {
  campaign: Campaign;
  /** Set when the URL brought a campaign id other than the stored one. */
  newCampaignId?: string;
}

/** Stores what changed and tells whether the campaign is new. */
const scanLandingFx = createEffect((search: string): Landing => {
  const stored = readCampaign();
  const landed = campaignOfQuery(search);
  for (const field of campaignFields) {
    const value = landed[field];
    if (value && value !== stored[field]) writeCampaignField(field, value);
  }
  const campaign = { ...stored, ...landed };
  const isNew = landed.campaignId !== undefined && landed.campaignId !== stored.campaignId;
  return isNew ? { campaign, newCampaignId: landed.campaignId } : { campaign };
});
const clearStrangerIdFx = createEffect(() => writeCampaignField('strangerId', undefined));

const $scanned = createStore(false).on(scanLandingFx, () => true);

export const reportClickFx = apiEffect((api, body: MarketingClickPayload) =>
  api.marketing.reportClick({ body }),
);

sample({
  clock: campaignLanded,
  source: $scanned,
  filter: (scanned) => !scanned,
  fn: (_, search) => search,
  target: scanLandingFx,
});
$campaign.on(scanLandingFx.doneData, (_, landing) => landing.campaign);
sample({
  clock: scanLandingFx.doneData,
  filter: (landing) => landing.newCampaignId !== undefined,
  fn: ({ campaign }): MarketingClickPayload => ({
    campaignId: campaign.campaignId as string,
    clickId: campaign.clickId,
    sourceId: campaign.sourceId,
    strangerId: campaign.strangerId,
  }),
  target: reportClickFx,
});

sample({ clock: strangerIdCleared, target: clearStrangerIdFx });
$campaign.on(strangerIdCleared, ({ strangerId: _cleared, ...campaign }) => campaign);
