import { type AnswerOf, answer, pending, reply } from '@amora/client/fixtures';
import { endpoints, type User } from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { member, memberAnswers, memberWith } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { searchSettingsPath } from './searchSettingsPath';
import { memberWithoutCoins } from './storyFixtures';

const meta = {
  title: 'Screens/Discovery/Search Settings',
  ...screenMeta,
} satisfies Meta;
export default meta;

const places = answer(endpoints.location.search, {
  count: 2,
  items: [
    { id: 'hamburg', city: 'Hamburg', zip: '20095', country: 'de' },
    { id: 'hameln', city: 'Hameln', zip: '', country: 'de' },
  ],
});

/** The screen for `user`, with the place search and the save answered as given. */
const settingsOf = (
  user: User,
  save: AnswerOf<typeof endpoints.user.updateSearchSettings> = user,
) => ({
  path: searchSettingsPath,
  member: user,
  api: {
    ...memberAnswers,
    ...answer(endpoints.user.get, user),
    ...places,
    ...answer(endpoints.user.updateSearchSettings, save),
  },
});

/** Types a new place and picks Hamburg from the suggestions. */
const moveToHamburg = async ({ canvasElement }: StoryContext) => {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Location' }), 'Ham');
  await userEvent.click(
    await within(document.body).findByRole('option', { name: /Hamburg/ }, { timeout: 3000 }),
  );
  await within(canvasElement).findByRole('textbox', { name: 'Postal code' });
};

const save = async ({ canvasElement }: StoryContext) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
};

/** The member's settings; a move costs coins. */
export const Default = screenStory(settingsOf(member));

export const FreeLocationChange = screenStory(
  settingsOf(memberWith({ freeLocationChangesCount: 1 })),
);

/** A new place chosen: its postal code to check, and Save charges the move. */
export const NewPlace = screenStory(settingsOf(member), moveToHamburg);

export const Saving = screenStory(settingsOf(member, pending), async (context) => {
  await save(context);
  await expect(within(context.canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute(
    'data-pending',
    'true',
  );
});

export const SaveFailed = screenStory(
  settingsOf(member, reply(500, { code: 'INTERNAL' })),
  async (context) => {
    await save(context);
    await within(context.canvasElement).findByRole('alert');
  },
);

/** A move without the coins for it: the "Out of coins!" dialog, and nothing is sent. */
export const OutOfCoins = screenStory(settingsOf(memberWithoutCoins()), async (context) => {
  await moveToHamburg(context);
  await save(context);
  await within(document.body).findByRole('dialog', { name: 'Out of coins!' });
});
