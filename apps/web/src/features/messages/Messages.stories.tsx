import { answer, offline, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { member } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { messagesAnswers } from './storyFixtures';

const meta = {
  title: 'Screens/Messages/Dialogs',
  ...screenMeta,
} satisfies Meta;
export default meta;

const screen = { path: paths.messages, member };

/** Unread, typing, favourite, icebreaker and expired dialogs; beside them on wide screens a note. */
export const Dialogs = screenStory(
  { ...screen, api: messagesAnswers },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Jonas, 31/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Restore/ })).toBeVisible();
  },
);

/** The Unread filter keeps the dialogs with messages not read yet. */
export const Unread = screenStory(
  { ...screen, api: messagesAnswers },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Unread/ }));
    await expect(canvas.queryByRole('link', { name: /^Tim, 36/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Ben, 27/ })).toBeVisible();
  },
);

/** The Favorites filter: the dialogs marked with the star. */
export const Favorites = screenStory(
  { ...screen, api: messagesAnswers },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Favorites/ }));
    await expect(canvas.getAllByRole('link', { name: /^(Jonas|Tim),/ })).toHaveLength(2);
  },
);

export const Loading = screenStory({
  ...screen,
  api: { ...messagesAnswers, ...answer(endpoints.chat.dialogs, pending) },
});

/** No dialog yet: the way to people to write to. */
export const Empty = screenStory({
  ...screen,
  api: { ...messagesAnswers, ...answer(endpoints.chat.dialogs, { items: [], count: 0 }) },
});

/** The list could not be loaded (no network): the member can try again. */
export const LoadFailed = screenStory({
  ...screen,
  api: { ...messagesAnswers, ...answer(endpoints.chat.dialogs, offline) },
});
