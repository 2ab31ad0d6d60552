/**
 * "Only verified members may write to me" (src/chat/verified-senders.ts): every kind of message
 * from an unverified member is refused with RECIPIENT_ONLY_VERIFIED and changes nothing (no coin,
 * no free allowance, no message, no dialog); a verified sender, a recipient without the setting
 * and a recipient who wrote first let it through. The setting itself goes through PATCH /user.
 */
import { errorCodes, prices } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogs } from '../../src/db/schema';
import { pictureBase64 } from '../helpers';
import { insertPicture, type Member, snapshot } from '../routes/dating/support';
import { type ChatServer, collect, pair, setUserRow, startChatServer } from './support';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server?.close());

const day = 24 * 60 * 60 * 1000;

const setUser = (id: string, values: Parameters<typeof setUserRow>[2]) =>
  setUserRow(server.app, id, values);

interface Meeting {
  sender: Member;
  partner: Member;
  /** The pair's dialog, when the kind needs one to exist. */
  dialogId: string;
}

/** One way of sending: answers 'sent', or the refusal (a status and code, or the hub's error). */
type Send = (meeting: Meeting) => Promise<string>;

const rest = async (answer: Promise<{ status: number; body: { code?: string } }>) => {
  const { status, body } = await answer;
  return status === 200 ? 'sent' : `${status} ${body.code}`;
};

const kinds: Record<string, { needsDialog?: 'active' | 'expired'; send: Send }> = {
  text: {
    send: async ({ sender, partner }) => {
      const tab = await server.connectAs(sender);
      const errors = collect<{ code: string; clientId: string }>(tab, 'OnError');
      try {
        await tab.invoke('sendMessage', {
          recipientId: partner.user.id,
          message: 'Hallo!',
          clientId: 'hello',
        });
        return 'sent';
      } catch (error) {
        // The client that queued the text learns which one was refused, and why.
        expect(errors).toEqual([expect.objectContaining({ clientId: 'hello' })]);
        return `hub ${errors[0]?.code} ${(error as Error).message}`;
      }
    },
  },
  kiss: {
    send: async ({ sender, partner }) => {
      const tab = await server.connectAs(sender);
      return tab
        .invoke('sendMessage', { recipientId: partner.user.id, message: '😘', commentType: 'kiss' })
        .then(
          () => 'sent',
          (error: Error) => `hub ${error.message}`,
        );
    },
  },
  wink: {
    send: ({ sender, partner }) => rest(sender.call('POST', `/chat/wink/${partner.user.id}`)),
  },
  gift: {
    send: ({ sender, partner }) => rest(sender.call('POST', `/chat/${partner.user.id}/gift/rose`)),
  },
  'picture reaction': {
    send: async ({ sender, partner }) => {
      const picture = await insertPicture(server.app, partner.user.id);
      return rest(
        sender.call('POST', `/chat/${partner.user.id}/reactOnImage`, {
          type: 'pictureLike',
          imageId: picture.id,
        }),
      );
    },
  },
  icebreaker: {
    send: ({ sender, partner }) =>
      rest(
        sender.call('POST', '/chat/icebreaker', {
          recipientId: partner.user.id,
          iceBreakerId: 'travel',
        }),
      ),
  },
  picture: {
    needsDialog: 'active',
    send: async ({ sender, dialogId }) =>
      rest(
        sender.call('POST', `/chat/${dialogId}/image`, {
          image: await pictureBase64(),
          cost: prices.imageMessage,
          message: 'Look!',
        }),
      ),
  },
  renewal: {
    needsDialog: 'expired',
    send: ({ sender, dialogId }) => rest(sender.call('POST', `/chat/${dialogId}/renewal`)),
  },
};

/**
 * Two members: the sender with coins and one of every free allowance, the partner with the
 * setting as given. `partnerWrote`: she winked at him first.
 */
const meet = async (
  kind: keyof typeof kinds,
  {
    senderVerified,
    verifiedOnly,
    partnerWrote = false,
  }: { senderVerified: boolean; verifiedOnly: boolean; partnerWrote?: boolean },
): Promise<Meeting> => {
  const { sender, partner } = await pair(server, 200);
  await setUser(partner.user.id, { freeWinkCount: 1 });
  let dialogId = '';
  const { needsDialog } = kinds[kind] ?? {};
  if (needsDialog) {
    // He wrote before she chose the setting: that gives him no way in.
    const wink = await sender.call('POST', `/chat/wink/${partner.user.id}`);
    dialogId = wink.body.message.dialogId;
  }
  if (partnerWrote) {
    const wink = await partner.call('POST', `/chat/wink/${sender.user.id}`);
    expect(wink.status).toBe(200);
    dialogId = wink.body.message.dialogId;
  }
  if (needsDialog === 'expired') {
    await server.app.db
      .update(dialogs)
      .set({ expiresAt: new Date(Date.now() - day), restorableUntil: new Date(Date.now() + day) })
      .where(eq(dialogs.id, dialogId));
  }
  await setUser(sender.user.id, {
    verified: senderVerified,
    freeMessagesCount: 1,
    freeWinkCount: 1,
    freeGiftCount: 1,
    freeIceBreakersCount: 1,
  });
  await setUser(partner.user.id, { verifiedSendersOnly: verifiedOnly });
  return { sender, partner, dialogId };
};

const kindNames = Object.keys(kinds);

describe('a member who accepts only verified members', () => {
  it.each(kindNames)('is sent no %s by an unverified member, and nothing changes', async (kind) => {
    const meeting = await meet(kind, { senderVerified: false, verifiedOnly: true });
    // A hub connection is open before the snapshot: connecting changes nothing of interest.
    await server.connectAs(meeting.sender);
    const before = await snapshot(server.app);
    const outcome = await kinds[kind]?.send(meeting);
    expect(outcome).toMatch(
      kind === 'text' || kind === 'kiss'
        ? /^hub .*RECIPIENT_ONLY_VERIFIED/
        : new RegExp(`^403 ${errorCodes.RECIPIENT_ONLY_VERIFIED}$`),
    );
    // Balance, free allowances, ledger, messages and dialogs: all as they were.
    expect(await snapshot(server.app)).toEqual(before);
  });

  it.each(kindNames)('is sent a %s by a verified member', async (kind) => {
    const meeting = await meet(kind, { senderVerified: true, verifiedOnly: true });
    expect(await kinds[kind]?.send(meeting)).toBe('sent');
  });

  it.each(kindNames)('is sent a %s by anyone once she wrote to him', async (kind) => {
    const meeting = await meet(kind, {
      senderVerified: false,
      verifiedOnly: true,
      partnerWrote: true,
    });
    expect(await kinds[kind]?.send(meeting)).toBe('sent');
  });

  it('answers his repeat of a text stored before she chose the setting, charging nothing', async () => {
    const { sender, partner } = await meet('text', { senderVerified: false, verifiedOnly: false });
    const tab = await server.connectAs(sender);
    const args = { recipientId: partner.user.id, message: 'Hallo!', clientId: 'again' };
    const first = await tab.invoke('sendMessage', args);
    await setUser(partner.user.id, { verifiedSendersOnly: true });
    const before = await snapshot(server.app);
    const repeat = await tab.invoke('sendMessage', args);
    expect(repeat.message.id).toBe(first.message.id);
    expect(await snapshot(server.app)).toEqual(before);
  });
});

describe('a member without the setting', () => {
  it.each(kindNames)('is sent a %s by an unverified member', async (kind) => {
    const meeting = await meet(kind, { senderVerified: false, verifiedOnly: false });
    expect(await kinds[kind]?.send(meeting)).toBe('sent');
  });
});

describe('PATCH /user verifiedSendersOnly', () => {
  it('is off for a new member, and is saved and answered as chosen', async () => {
    const member = await server.member();
    expect((await member.call('GET', '/user')).body.verifiedSendersOnly).toBe(false);
    const on = await member.call('PATCH', '/user', { verifiedSendersOnly: true });
    expect(on.status).toBe(200);
    expect(on.body.verifiedSendersOnly).toBe(true);
    expect((await member.call('GET', '/user')).body.verifiedSendersOnly).toBe(true);
    // Another field's change leaves it as it is.
    await member.call('PATCH', '/user', { aboutMe: 'Hallo' });
    expect((await member.call('GET', '/user')).body.verifiedSendersOnly).toBe(true);
    const off = await member.call('PATCH', '/user', { verifiedSendersOnly: false });
    expect(off.body.verifiedSendersOnly).toBe(false);
  });

  it.each([['yes'], [1], [{}]])('refuses %j, changing nothing', async (value) => {
    const member = await server.member({ verifiedSendersOnly: true });
    const before = await snapshot(server.app);
    const answer = await member.call('PATCH', '/user', { verifiedSendersOnly: value });
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
    expect(await snapshot(server.app)).toEqual(before);
  });
});
