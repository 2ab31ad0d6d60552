/**
 * Spam brakes (src/chat/spam-brakes.ts): a new account's dialog over the hourly limit is refused
 * with TOO_MANY_NEW_DIALOGS and changes nothing, an old account and an existing dialog are not
 * limited; a first message with contact data or a link, or one text to many new partners, is
 * delivered and opens one automatic report in the console's report queue; the patterns stay
 * quiet on ages, heights, distances and years.
 */
import { errorCodes, spamBrakes, spamSignalOf } from '@amora/contract';
import type { HubConnection } from '@microsoft/signalr';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, currentTotpCode } from '../../src/console/operators';
import { dialogs, type users } from '../../src/db/schema';
import { type Member, snapshot } from '../routes/dating/support';
import { type ChatServer, startChatServer } from './support';

let server: ChatServer;
let operatorCookie = '';
beforeAll(async () => {
  server = await startChatServer();
  const operator = await addOperator(server.app.db, {
    email: 'moderator@spam.test',
    name: 'Moderator One',
    role: 'moderator',
    password: 'a long operator password',
  });
  const answer = await server.inject({
    method: 'POST',
    url: '/v1/console/session',
    payload: {
      email: operator.email,
      password: 'a long operator password',
      code: currentTotpCode(operator.totpSecret),
    },
  });
  expect(answer.statusCode).toBe(200);
  operatorCookie = ([answer.headers['set-cookie'] ?? []].flat()[0] as string).split(';')[0] ?? '';
});
afterAll(() => server?.close());

const day = 24 * 60 * 60 * 1000;

const newMan = (values: Partial<typeof users.$inferInsert> = {}) =>
  server.member({ gender: 'male', searchGender: 'female', coins: 1000, ...values });
const woman = () => server.member({ gender: 'female', searchGender: 'male', coins: 100 });

const tabs = new Map<string, HubConnection>();

/** Writes a text through the member's hub connection: 'sent', or the hub's refusal. */
const write = async (sender: Member, partner: Member, message: string) => {
  const tab = tabs.get(sender.user.id) ?? (await server.connectAs(sender));
  tabs.set(sender.user.id, tab);
  return tab.invoke('sendMessage', { recipientId: partner.user.id, message }).then(
    () => 'sent',
    (error: Error) => `refused ${error.message}`,
  );
};

const writeToNew = async (sender: Member, count: number, text = (i: number) => `Hallo ${i}`) => {
  const partners: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const partner = await woman();
    partners.push(partner);
    expect(await write(sender, partner, text(i))).toBe('sent');
  }
  return partners;
};

/** The console's open reports against the member, with their details. */
const reportsAgainst = async (memberId: string) => {
  const queue = await server.inject({
    method: 'GET',
    url: '/v1/console/tickets?kind=reports&status=open&pageSize=100',
    headers: { cookie: operatorCookie },
  });
  expect(queue.statusCode).toBe(200);
  const rows = (
    queue.json() as { items: { id: string; reported: { id: string } | null }[] }
  ).items.filter((row) => row.reported?.id === memberId);
  return Promise.all(
    rows.map(async (row) => {
      const detail = await server.inject({
        method: 'GET',
        url: `/v1/console/tickets/${row.id}`,
        headers: { cookie: operatorCookie },
      });
      return detail.json() as {
        topic: string;
        message: string;
        reportedMessages: { text: string | null; fromReported: boolean }[];
      };
    }),
  );
};

describe('new dialogs of a new account', () => {
  it(`refuses the ${spamBrakes.newDialogsPerHour + 1}th in an hour, changing nothing`, async () => {
    const sender = await newMan();
    await writeToNew(sender, spamBrakes.newDialogsPerHour);
    const next = await woman();
    const rest = await woman();
    const before = await snapshot(server.app);
    expect(await write(sender, next, 'Hallo')).toMatch(
      new RegExp(`^refused .*${errorCodes.TOO_MANY_NEW_DIALOGS}`),
    );
    const wink = await sender.call('POST', `/chat/wink/${rest.user.id}`);
    expect({ status: wink.status, code: wink.body.code }).toEqual({
      status: 429,
      code: errorCodes.TOO_MANY_NEW_DIALOGS,
    });
    // Balance, free allowances, ledger, messages, dialogs and tickets: all as they were.
    expect(await snapshot(server.app)).toEqual(before);
  });

  it('lets a new account write on in its dialogs, and in one a partner opened', async () => {
    const sender = await newMan();
    const [first] = await writeToNew(sender, spamBrakes.newDialogsPerHour);
    const opener = await woman();
    expect(await write(opener, sender, 'Hi, du!')).toBe('sent');
    expect(await write(sender, first as Member, 'Noch was')).toBe('sent');
    expect(await write(sender, opener, 'Hi zurück')).toBe('sent');
  });

  it('counts only the last hour', async () => {
    const sender = await newMan();
    await writeToNew(sender, spamBrakes.newDialogsPerHour);
    await server.app.db
      .update(dialogs)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(or(eq(dialogs.userAId, sender.user.id), eq(dialogs.userBId, sender.user.id)));
    expect(await write(sender, await woman(), 'Hallo')).toBe('sent');
  });

  it('does not limit an account older than the new-account days', async () => {
    const sender = await newMan({
      createdAt: new Date(Date.now() - (spamBrakes.newAccountDays + 1) * day),
    });
    await writeToNew(sender, spamBrakes.newDialogsPerHour + 2);
  });
});

describe('automatic reports', () => {
  it('opens one for contact data in a first message, showing the chat, and no second', async () => {
    const sender = await newMan();
    const [partner, other] = [await woman(), await woman()];
    expect(await write(sender, partner, 'Hi! Schreib mir: 0151 2345678')).toBe('sent');
    const [report, ...more] = await reportsAgainst(sender.user.id);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      topic: 'reportChat',
      message: 'Automatic: contact data in a first message',
      reportedMessages: [{ text: 'Hi! Schreib mir: 0151 2345678', fromReported: true }],
    });
    expect(await write(sender, other, 'insta: anna.92 ;)')).toBe('sent');
    expect(await reportsAgainst(sender.user.id)).toHaveLength(1);
    // The sender does not see it among his own tickets.
    expect((await sender.call('GET', '/support')).body.items).toEqual([]);
  });

  it('opens one for a link in a first message', async () => {
    const sender = await newMan();
    expect(await write(sender, await woman(), 'Mehr auf www.example.org')).toBe('sent');
    expect(await write(sender, await woman(), 'Schau: https://example.org/me')).toBe('sent');
    expect((await reportsAgainst(sender.user.id)).map((report) => report.message)).toEqual([
      'Automatic: a link in a first message',
    ]);
  });

  it('opens none for contact data later in a conversation', async () => {
    const sender = await newMan();
    const partner = await woman();
    expect(await write(sender, partner, 'Hallo')).toBe('sent');
    expect(await write(sender, partner, 'anna@example.org')).toBe('sent');
    expect(await reportsAgainst(sender.user.id)).toEqual([]);
  });

  it(`opens one when a text reached ${spamBrakes.sameTextPartners} new partners`, async () => {
    const sender = await newMan();
    await writeToNew(sender, spamBrakes.sameTextPartners - 1, () => 'Hey  Süße, wie  geht’s?');
    expect(await reportsAgainst(sender.user.id)).toEqual([]);
    await writeToNew(sender, 2, () => '  hey süße, WIE geht’s? ');
    expect((await reportsAgainst(sender.user.id)).map((report) => report.message)).toEqual([
      `Automatic: the same first message to ${spamBrakes.sameTextPartners} or more new partners within ${spamBrakes.sameTextWindowHours} hours`,
    ]);
  });

  it('opens none for normal first messages', async () => {
    const sender = await newMan();
    await writeToNew(sender, 3, (i) => `Hallo Nummer ${i}, ich bin 32, 1,80 m und 5 km entfernt`);
    expect(await reportsAgainst(sender.user.id)).toEqual([]);
  });
});

describe('the patterns', () => {
  it.each([
    "I'm 32, 1.80 m, 5 km away, since 2019",
    'Ich bin 32, 1,80 m groß, wohne 5 km weg, seit 2019 Single',
    'geboren am 12.05.1990',
    'am 05/12/2024 habe ich frei',
    'von 1990-2024 in Berlin',
    'ich verdiene 1 000 000',
    'I love it.It was nice',
    'nice.to meet you',
    'Ich nutze snap kaum',
    'bin seit 2019 auf insta',
    'Hallo, wie geht es dir? 😊',
  ])('finds nothing in %j', (text) => {
    expect(spamSignalOf(text)).toBeNull();
  });

  it.each([
    'Ruf an: 0151 2345678',
    '+49 151 2345678',
    '0151-234 56 78',
    'anna@gmx.de',
    'insta: anna.92',
    'snap @anna',
    'telegram anna_92',
    'whatsapp 01761234567',
  ])('finds contact data in %j', (text) => {
    expect(spamSignalOf(text)).toBe('contactData');
  });

  it.each(['www.example.org', 'https://x.example/z', 'see mysite.com', 'klick meinprofil.de'])(
    'finds a link in %j',
    (text) => {
      expect(spamSignalOf(text)).toBe('link');
    },
  );
});
