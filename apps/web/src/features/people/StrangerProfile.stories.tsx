/** Another member's profile (/stranger-profile/{id}), its states and the dialogs it opens. */

import { type ApiAnswers, answer, pending, reply } from '@amora/client/fixtures';
import { endpoints, type User } from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { memberAnswers, memberWith, summary } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { lena, lenaAnswer, lenaPath } from './storyFixtures';

const meta = {
  title: 'Screens/People/Stranger Profile',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Mia shares some of Lena's interests: those are marked. */
const mia = memberWith({ interests: ['travel', 'photography', 'yoga'] });

/** The profile as `viewer` opens it, with the further answers its actions need. */
const profileOf = (
  profile: Parameters<typeof lenaAnswer>[0],
  { viewer = mia, answers = {} }: { viewer?: User; answers?: ApiAnswers } = {},
) => ({
  path: lenaPath,
  member: viewer,
  api: {
    ...memberAnswers,
    ...answer(endpoints.user.get, viewer),
    ...lenaAnswer(profile),
    ...answers,
  },
});

const body = () => within(document.body);

/** Opens the "More options" menu and picks `item`. */
const pickFromMenu = async ({ canvasElement }: StoryContext, item: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
  await userEvent.click(await body().findByRole('menuitem', { name: item }));
};

/** Her pictures (one private, not bought yet), about her, her interests and details. */
export const Default = screenStory(profileOf(lena));

export const Liked = screenStory(profileOf({ ...lena, isLiked: true }));

export const Loading = screenStory(profileOf(pending));

/** Deleted, or she blocked the member. */
export const Unavailable = screenStory(profileOf(reply(404, { code: 'NOT_FOUND' })));

/** A like and a picture's unlock on their way. */
export const Pending = screenStory(
  profileOf(lena, {
    answers: {
      ...answer(endpoints.dating.like, pending, { id: lena.id }),
      ...answer(endpoints.dating.buyPicture, pending, { id: 'lena-16' }),
    },
  }),
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await userEvent.click(canvas.getByRole('button', { name: /Unlock for/ }));
  },
);

/** Her like back completes a match. */
export const Match = screenStory(
  profileOf(lena, {
    answers: answer(
      endpoints.dating.like,
      { isLiked: true, isMatch: true, partner: summary(0) },
      { id: lena.id },
    ),
  }),
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    await body().findByRole('dialog', { name: "It's a match!" });
  },
);

export const BlockConfirmation = screenStory(profileOf(lena), async (context) => {
  await pickFromMenu(context, 'Block Lena');
  await body().findByRole('alertdialog', { name: 'Block Lena?' });
});

/** A report blocks her and opens a support ticket with the reason. */
export const Report = screenStory(profileOf(lena), async (context) => {
  await pickFromMenu(context, 'Report Lena');
  await body().findByRole('dialog', { name: 'Report Lena' });
});

/** A picture opened large: like it or comment on it, both for coins. */
export const Picture = screenStory(profileOf(lena), async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Picture 2 of Lena' }));
  await body().findByRole('dialog', { name: 'Picture of Lena' });
});

/** The private picture's price is more than the member has: "Out of coins!". */
export const OutOfCoins = screenStory(
  profileOf(lena, { viewer: memberWith({ coins: 4, freeCoins: 0, balance: 4 }) }),
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Unlock for/ }));
    await body().findByRole('dialog', { name: 'Out of coins!' });
  },
);
