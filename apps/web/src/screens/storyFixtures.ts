/**
 * The data of the visitor, registration and information screen stories: what a visitor's page
 * loads (the configuration) and the app switches and sign-in providers a story turns on.
 */

import { type ApiAnswers, answer, type Reply, reply } from '@amora/client/fixtures';
import {
  type Configuration,
  defaultConfiguration,
  endpoints,
  type SocialClient,
} from '@amora/contract';
import type { StoryObj } from '@storybook/react-vite';
import { storyNow } from '../stories/fixtures';

/** A provider as the server sets it up; the story never leaves for it. */
const socialClient = (provider: string): SocialClient => ({
  clientId: `story-${provider}`,
  authorizeUrl: `https://${provider}.example/authorize`,
});

/** Every sign-in provider set up: the login and the sign-up cards show their buttons. */
export const withSocialSignIn: Partial<Configuration> = {
  socialSignIn: {
    google: socialClient('google'),
    facebook: socialClient('facebook'),
    apple: socialClient('apple'),
  },
};

/** Every switch of the landing on: award seals, store badges, the match-game teaser. */
export const withEveryFeature: Partial<Configuration> = {
  features: {
    appLinks: true,
    gameCarousel: true,
    testWinnerBadges: true,
    appStoreBadges: true,
    twitterLink: true,
  },
};

/** What every visitor page loads at start: the configuration, with the story's changes. */
export const visitorAnswers = (...changes: Partial<Configuration>[]): ApiAnswers =>
  answer(endpoints.configuration.get, Object.assign({}, defaultConfiguration, ...changes));

/** A refusal as the server sends it: the status and an error body with the spec's code. */
export const refusal = (statusCode: number, code: string): Reply =>
  reply(statusCode, { timestamp: storyNow, statusCode, code, text: code });

/**
 * For a story whose pending button is replaced by the answer (a form by its confirmation):
 * react-aria announces the end of the pending state by the button's id for 7 s, and axe finds
 * that announcement pointing at a button that is gone. The live region is react-aria's, not the
 * screen's, so axe leaves it out there.
 */
export const afterPendingButton = (story: StoryObj): StoryObj => ({
  ...story,
  parameters: { ...story.parameters, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
});
