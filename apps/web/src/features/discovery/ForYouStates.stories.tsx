/**
 * For You beyond the deck (ForYou.stories.tsx): the promotion cards, premium with undo, the match
 * dialog, no coins for the swipe package, a failed load and nobody left to show.
 */

import { answer, offline } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { member, memberAnswers, memberWith } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import {
  configurationWithCards,
  deckPage,
  membersPage,
  memberWithoutCoins,
  swipeAnswer,
} from './storyFixtures';

const meta = {
  title: 'Screens/Discovery/For You states',
  ...screenMeta,
} satisfies Meta;
export default meta;

const deck = answer(endpoints.dating.list, deckPage);

/** Presses Like or Nope on the top card. */
const swipe = async (canvasElement: HTMLElement, button: 'Like' | 'Nope') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
};

/** A member whose e-mail is unconfirmed: after a swipe the e-mail card, the premium card behind. */
const unconfirmed = memberWith({ emailConfirmed: false });
export const PromotionCards = screenStory(
  {
    path: paths.forYou,
    member: unconfirmed,
    api: {
      ...memberAnswers,
      ...answer(endpoints.user.get, unconfirmed),
      ...configurationWithCards({ emailCard: 1, premiumCard: 1 }),
      ...deck,
      ...swipeAnswer(unconfirmed, false),
    },
  },
  async ({ canvasElement }) => {
    await swipe(canvasElement, 'Nope');
    await within(canvasElement).findByText('Confirm your e-mail');
  },
);

/** Premium: unlimited swipes, and the last swipe can be undone. */
const premium = memberWith({ hasActivePremium: true, freeSwipesUndoCount: 0 });
export const Premium = screenStory(
  {
    path: paths.forYou,
    member: premium,
    api: {
      ...memberAnswers,
      ...answer(endpoints.user.get, premium),
      ...deck,
      ...swipeAnswer(premium, false),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unlimited swipes with Premium')).toBeVisible();
    await swipe(canvasElement, 'Nope');
    await expect(await canvas.findByRole('button', { name: 'Undo' })).toBeEnabled();
  },
);

/** A like that is returned: keep swiping, or write to the partner. */
export const Match = screenStory(
  {
    path: paths.forYou,
    member,
    api: { ...memberAnswers, ...deck, ...swipeAnswer(member, true) },
  },
  async ({ canvasElement }) => {
    await swipe(canvasElement, 'Like');
    await within(document.body).findByRole('dialog', { name: /match/i });
  },
);

/** The match of a member who can pay for no message: the note and the way to the shop. */
const broke = memberWithoutCoins();
export const MatchWithoutCoins = screenStory(
  {
    path: paths.forYou,
    member: broke,
    api: {
      ...memberAnswers,
      ...answer(endpoints.user.get, broke),
      ...deck,
      ...swipeAnswer(broke, true),
    },
  },
  async ({ canvasElement }) => {
    await swipe(canvasElement, 'Like');
    await within(document.body).findByRole('dialog', { name: /match/i });
  },
);

/** No swipes left and too few coins for the swipe package: the way to the shop instead. */
const noSwipesNoCoins = memberWithoutCoins({ freeSwipesCount: 0 });
export const OutOfSwipesAndCoins = screenStory({
  path: paths.forYou,
  member: noSwipesNoCoins,
  api: { ...memberAnswers, ...answer(endpoints.user.get, noSwipesNoCoins), ...deck },
});

export const Failed = screenStory({
  path: paths.forYou,
  member,
  api: { ...memberAnswers, ...answer(endpoints.dating.list, offline) },
});

/** Nobody matches the search settings (the day's quota is not the reason). */
export const NobodyFound = screenStory({
  path: paths.forYou,
  member,
  api: {
    ...memberAnswers,
    ...answer(endpoints.dating.list, membersPage([], { dailyProfilesLeft: 24 })),
  },
});
