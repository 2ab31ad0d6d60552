import { endpoints, type User } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogPath } from '../../app/paths';
import { answer, pending, reply } from '../../stories/fixtureApi';
import { member, memberWith, stranger } from '../../stories/fixtures';
import { screenMeta, screenStory, sendToScreen } from '../../stories/screen';
import { storyHub } from '../../stories/storyHub';
import { $failed } from './actions';
import { browserOnlineChanged, hubEventReceived } from './connection';
import {
  chatAnswers,
  elias,
  jonas,
  jonasDialog,
  messagesAnswers,
  outgoing,
  partnerTyping,
  paulDialog,
} from './storyFixtures';

const meta = {
  title: 'Screens/Messages/Chat',
  ...screenMeta,
} satisfies Meta;
export default meta;

const jonasChat = { path: dialogPath(jonas.id), member };
const withJonas = chatAnswers(jonas.id, jonasDialog);
/** Jonas's chat for Mia with another balance or allowance (the session and GET /user agree). */
const jonasChatFor = (user: User) => ({
  ...jonasChat,
  member: user,
  api: { ...withJonas, ...answer(endpoints.user.get, user) },
});
/** The chat's own part of the page (the dialog list stands beside it on wide screens). */
const chatOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: `Chat with ${jonas.name}` }));
/** A dialog the screen opened, once it has faded in. */
const expectDialog = async (name: string | RegExp) => {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
};

/**
 * Every kind of message: an icebreaker, a wink, texts, a picture, a comment on his picture, a
 * gift and a kiss, read marks on Mia's; Jonas is typing. Mia has free messages left.
 */
export const Conversation = screenStory({ ...jonasChat, api: withJonas }, async (context) => {
  await sendToScreen(context, hubEventReceived, partnerTyping(jonas));
  await expect(await chatOf(context.canvasElement).findByText('Jonas is typing')).toBeVisible();
});

/**
 * Mia scrolled up: the start of the conversation (an icebreaker, a wink, Jonas's picture) and,
 * above it, the button that loads older messages.
 */
export const ScrolledBack = screenStory(
  {
    ...jonasChat,
    api: chatAnswers(jonas.id, {
      ...jonasDialog,
      messages: { ...jonasDialog.messages, totalCount: 40 },
      messagesCount: 40,
    }),
  },
  async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    log.scrollTop = 0;
    await expect(
      await within(log).findByRole('button', { name: 'Show older messages' }),
    ).toBeVisible();
  },
);

/** No free message left: the composer names the price of the text written, by its length. */
export const MessagePrice = screenStory(
  jonasChatFor(memberWith({ freeMessagesCount: 0 })),
  async ({ canvasElement }) => {
    const chat = chatOf(canvasElement);
    await userEvent.click(chat.getByRole('textbox'));
    await userEvent.paste(
      'Saturday sounds great! Shall we start at the Bastei bridge early, before the crowds? I can bring coffee and the good sandwiches from my bakery.',
    );
    await expect(chat.getByText(/This message costs/)).toHaveTextContent('20');
  },
);

/** Too few coins for the text: the guard opens "Out of coins!" with the way to the shop. */
export const OutOfCoins = screenStory(
  jonasChatFor(memberWith({ coins: 0, freeCoins: 0, balance: 0, freeMessagesCount: 0 })),
  async ({ canvasElement }) => {
    await userEvent.type(chatOf(canvasElement).getByRole('textbox'), 'Saturday at ten?{Enter}');
    await expectDialog(/Out of coins/);
  },
);

/** The gift button opens the presents with their prices. */
export const GiftPicker = screenStory(
  { ...jonasChat, api: withJonas },
  async ({ canvasElement }) => {
    await userEvent.click(chatOf(canvasElement).getByRole('button', { name: 'Gift' }));
    await expectDialog('Send a gift');
  },
);

/** Unmarking a favourite without a star: what stars are for, and stars to buy right there. */
export const StarsForFavourite = screenStory(
  jonasChatFor(memberWith({ stars: 0 })),
  async ({ canvasElement }) => {
    await userEvent.click(chatOf(canvasElement).getByRole('button', { name: 'Favorite' }));
    await expectDialog('Favourites cost stars');
  },
);

/**
 * The connection was lost: the banner says it is reconnecting, two texts wait in the queue and
 * one the server refused offers "Try again".
 */
export const ConnectionLost = screenStory({
  ...jonasChat,
  api: withJonas,
  hub: storyHub({
    connected: false,
    pendingMessages: [
      outgoing('queued-1', 'Saturday at ten works for me!'),
      outgoing('queued-2', 'Where shall we meet?'),
    ],
  }),
  values: [[$failed, [outgoing('refused-1', 'Shall I bring coffee? ☕')]]],
});

/** The browser is offline: the banner says so. */
export const Offline = screenStory({ ...jonasChat, api: withJonas }, async (context) => {
  await sendToScreen(context, browserOnlineChanged, false);
  await expect(
    await within(context.canvasElement).findByText(/check your internet connection/),
  ).toBeVisible();
});

/** An expired dialog takes no message until Mia restores it for coins while it is restorable. */
export const Expired = screenStory({
  path: dialogPath(paulDialog.id),
  member,
  api: chatAnswers(paulDialog.id, paulDialog),
});

/** Jonas was blocked: the chat stays readable, nothing more can be written in it. */
export const Blocked = screenStory({
  ...jonasChat,
  api: chatAnswers(jonas.id, { ...jonasDialog, unreadCount: 0, state: 'locked' }),
});

const newPartner = {
  path: `${dialogPath(elias.id)}?new`,
  member,
  api: {
    ...messagesAnswers,
    ...answer(
      endpoints.dating.profile,
      stranger(6, {
        id: elias.id,
        name: elias.name,
        age: elias.age,
        image: elias.image,
        isOnline: elias.isOnline,
        dialogId: null,
      }),
      { id: elias.id },
    ),
  },
};

/** Elias, opened from his profile, has no dialog yet: a hello note and the icebreakers. */
export const NewPartner = screenStory(newPartner);

/** The icebreaker questions to open a dialog with. */
export const IceBreakers = screenStory(newPartner, async ({ canvasElement }) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Send an icebreaker' }),
  );
  await expectDialog('Pick a question');
});

export const Loading = screenStory({ ...jonasChat, api: chatAnswers(jonas.id, pending) });

/** A dialog that does not exist (deleted, or a wrong address). */
export const NotFound = screenStory({
  ...jonasChat,
  api: chatAnswers(jonas.id, reply(404, { code: 'NOT_FOUND' })),
});
