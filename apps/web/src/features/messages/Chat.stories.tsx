import { answer, pending, reply } from '@amora/client/fixtures';
import { endpoints, type User } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogPath } from '../../app/paths';
import { member, memberWith, stranger } from '../../stories/fixtures';
import { screenMeta, screenStory, sendToScreen } from '../../stories/screen';
import { storyHub } from '../../stories/storyHub';
import { $failed } from './actions';
import { browserOnlineChanged, hubEventReceived } from './connection';
import {
  ben,
  benDialog,
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
const expectDialog = async (name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') => {
  const dialog = await within(document.body).findByRole(role, { name });
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

/** An unkind text Mia wrote and sent: the kindness nudge asks before it goes out. */
const unkindText = 'Forget it, you are just a loser.';
/** Mia writes the unkind text and presses send; the nudge opens instead. */
const sendUnkindText = async (canvasElement: HTMLElement) => {
  const chat = chatOf(canvasElement);
  await userEvent.click(chat.getByRole('textbox'));
  await userEvent.paste(unkindText);
  await userEvent.click(chat.getByRole('button', { name: 'Send' }));
  await expectDialog('Are you sure?', 'alertdialog');
};

/**
 * A text with an unkind word: "Are you sure?" before it is sent, with "Edit message" and "Send
 * anyway"; the draft stays in the composer behind it.
 */
export const KindnessNudge = screenStory(
  { ...jonasChat, api: withJonas },
  async ({ canvasElement }) => {
    await sendUnkindText(canvasElement);
    await expect(chatOf(canvasElement).getByRole('textbox')).toHaveValue(unkindText);
  },
);

/** "Edit message": nothing was sent, the draft is back in the focused composer. */
export const KindnessNudgeEdited = {
  ...screenStory({ ...jonasChat, api: withJonas }, async ({ canvasElement }) => {
    await sendUnkindText(canvasElement);
    await userEvent.click(within(document.body).getByRole('button', { name: 'Edit message' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    const textbox = chatOf(canvasElement).getByRole('textbox');
    await expect(textbox).toHaveValue(unkindText);
    await waitFor(() => expect(textbox).toHaveFocus());
    // Nothing was sent: no bubble (pending or sent) holds the text.
    await expect(within(chatOf(canvasElement).getByRole('log')).queryByText(unkindText)).toBeNull();
  }),
  parameters: { visual: { skip: 'Behaviour: the composer looks as in MessagePrice' } },
};

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

const benChat = { path: dialogPath(ben.id), member, api: chatAnswers(ben.id, benDialog) };
/** Ben's picture in his chat with Mia, once the screen has drawn it. */
const bensPicture = async (canvasElement: HTMLElement) => {
  const chat = within(within(canvasElement).getByRole('region', { name: `Chat with ${ben.name}` }));
  return { chat, picture: await chat.findByRole('img', { name: `Picture from ${ben.name}` }) };
};

/**
 * Ben wrote first and sent a picture; Mia has not answered: the picture arrives blurred, with
 * "Show picture" over it and the report beside it (issue 17).
 */
export const StrangerPictureBlurred = screenStory(benChat, async ({ canvasElement }) => {
  const { chat, picture } = await bensPicture(canvasElement);
  await expect(chat.getByRole('button', { name: 'Show picture' })).toBeVisible();
  await expect(chat.getByRole('button', { name: `Report ${ben.name}` })).toBeVisible();
  await expect(getComputedStyle(picture).filter).toContain('blur');
});

/** "Show picture": Ben's picture shows unblurred, without the buttons over it. */
export const StrangerPictureShown = {
  ...screenStory(benChat, async ({ canvasElement }) => {
    const { chat, picture } = await bensPicture(canvasElement);
    await userEvent.click(chat.getByRole('button', { name: 'Show picture' }));
    await waitFor(() => expect(chat.queryByRole('button', { name: 'Show picture' })).toBeNull());
    await expect(chat.queryByRole('button', { name: `Report ${ben.name}` })).toBeNull();
    await expect(getComputedStyle(picture).filter).toBe('none');
  }),
  parameters: { visual: { skip: 'Behaviour: a shown picture looks as in Conversation' } },
};

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
