/** /likes and /visitors: who liked, visited or matched the member, hidden rows to unlock. */

import { answer, offline, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { member, memberAnswers, memberWith } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { peopleAnswers } from './storyFixtures';

const meta = {
  title: 'Screens/People/Likes',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Two new likes hidden until unlocked for coins, and the ones already known. */
export const Likes = screenStory({
  path: paths.likes,
  member,
  api: { ...memberAnswers, ...peopleAnswers },
});

/** A free unlock left: the hidden likes open for free. */
const withFreeUnlock = memberWith({ freeLikesUnlocksCount: 1 });
export const FreeUnlock = screenStory({
  path: paths.likes,
  member: withFreeUnlock,
  api: { ...memberAnswers, ...answer(endpoints.user.get, withFreeUnlock), ...peopleAnswers },
});

export const Visitors = screenStory({
  path: paths.visitors,
  member,
  api: { ...memberAnswers, ...peopleAnswers },
});

export const Matches = screenStory(
  { path: paths.likes, member, api: { ...memberAnswers, ...peopleAnswers } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Matches/ }));
    await canvas.findByRole('tabpanel', { name: /Matches/ });
    await canvas.findAllByText(/Jonas/);
  },
);

export const Loading = screenStory({
  path: paths.likes,
  member,
  api: { ...memberAnswers, ...answer(endpoints.relationship.list, pending) },
});

/** Nobody yet: the way to the match game. */
export const Empty = screenStory({ path: paths.likes, member, api: memberAnswers });

export const Failed = screenStory({
  path: paths.likes,
  member,
  api: { ...memberAnswers, ...answer(endpoints.relationship.list, offline) },
});

/** An unlock without the coins for it: the "Out of coins!" dialog, and nothing is sent. */
const broke = memberWith({ coins: 2, freeCoins: 0, balance: 2 });
export const OutOfCoins = screenStory(
  {
    path: paths.likes,
    member: broke,
    api: { ...memberAnswers, ...answer(endpoints.user.get, broke), ...peopleAnswers },
  },
  async ({ canvasElement }) => {
    const [unlock] = within(canvasElement).getAllByRole('button', { name: /Unlock/ });
    if (unlock) await userEvent.click(unlock);
    await within(document.body).findByRole('dialog', { name: 'Out of coins!' });
  },
);
