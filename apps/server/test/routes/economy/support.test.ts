import { errorCodes, limits, ticketTopics } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets, ticketComments } from '../../../src/db/schema';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

describe('PUT /support', () => {
  it.each(ticketTopics)('opens a ticket about %s', async (topic) => {
    const { browser } = await server.member();
    const ticket = dataOf(
      await browser.api.support.create.request({ body: { topic, message: '  Help me.  ' } }),
    );
    expect(ticket).toMatchObject({ topic, message: 'Help me.', status: 'open', comments: [] });
  });

  it.each([
    [{ topic: 'weather', message: 'Hi' }, errorCodes.VALIDATION_FAILED],
    [{ topic: 'premium', message: '   ' }, errorCodes.MESSAGE_REQUIRED],
    [
      { topic: 'premium', message: 'x'.repeat(limits.ticketMessageMaxLength + 1) },
      errorCodes.MESSAGE_TOO_LONG,
    ],
  ])('refuses %j with %s and opens nothing', async (body, code) => {
    const { user, browser } = await server.member();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.support.create.request({ body: body as never }),
      { status: 400, code },
    );
  });
});

describe('GET /support and GET /support/{id}', () => {
  it("lists the member's own tickets, newest first, with support's answers", async () => {
    const { browser } = await server.member();
    const other = await server.member();
    await other.browser.api.support.create({ body: { topic: 'premium', message: 'Theirs' } });
    const first = dataOf(
      await browser.api.support.create.request({
        body: { topic: 'paymentIssues', message: 'One' },
      }),
    );
    const second = dataOf(
      await browser.api.support.create.request({ body: { topic: 'reportBug', message: 'Two' } }),
    );
    await server.app.db
      .insert(ticketComments)
      .values({ ticketId: first.id, authorId: null, message: 'We are on it.' });
    await server.app.db
      .update(supportTickets)
      .set({ status: 'inProgress' })
      .where(eq(supportTickets.id, first.id));

    const list = dataOf(await browser.api.support.list.request());
    expect(list.items.map((ticket) => ticket.id)).toEqual([second.id, first.id]);
    const read = dataOf(await browser.api.support.get.request({ params: { id: first.id } }));
    expect(read).toMatchObject({
      status: 'inProgress',
      comments: [{ author: 'support', message: 'We are on it.' }],
    });
  });

  it('shows a report made by blocking a member under a report topic', async () => {
    const { browser } = await server.member();
    const target = await server.member();
    await browser.api.relationship.block({
      params: { id: target.user.id },
      body: { reason: 'spam', report: true, message: 'Sends links' },
    });
    const list = dataOf(await browser.api.support.list.request());
    expect(list.items).toEqual([
      expect.objectContaining({ topic: 'reportUser', message: 'Sends links', status: 'open' }),
    ]);
  });
});

describe('PUT /support/{id}', () => {
  it("adds the member's reply and puts a finished ticket back into the queue", async () => {
    const { browser } = await server.member();
    const ticket = dataOf(
      await browser.api.support.create.request({ body: { topic: 'myAccount', message: 'Hi' } }),
    );
    await server.app.db
      .update(supportTickets)
      .set({ status: 'resolved' })
      .where(eq(supportTickets.id, ticket.id));
    const replied = dataOf(
      await browser.api.support.comment.request({
        params: { id: ticket.id },
        body: { message: 'Still broken' },
      }),
    );
    expect(replied).toMatchObject({
      status: 'open',
      comments: [{ author: 'member', message: 'Still broken' }],
    });
    expect(Date.parse(replied.updatedAt)).toBeGreaterThanOrEqual(Date.parse(ticket.updatedAt));

    await server.app.db
      .update(supportTickets)
      .set({ status: 'inProgress' })
      .where(eq(supportTickets.id, ticket.id));
    const again = dataOf(
      await browser.api.support.comment.request({
        params: { id: ticket.id },
        body: { message: 'Thanks' },
      }),
    );
    expect(again.status).toBe('inProgress');
    expect(again.comments.map((comment) => comment.message)).toEqual(['Still broken', 'Thanks']);
  });
});

describe("another member's tickets", () => {
  it('answer 404 to reading, replying and deleting, and stay as they are', async () => {
    const owner = await server.member();
    const ticket = dataOf(
      await owner.browser.api.support.create.request({
        body: { topic: 'complaint', message: 'Mine' },
      }),
    );
    const { user, browser } = await server.member();
    const refusal = { status: 404, code: errorCodes.NOT_FOUND };
    const params = { id: ticket.id };
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.support.get.request({ params }),
      refusal,
    );
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.support.comment.request({ params, body: { message: 'Hijack' } }),
      refusal,
    );
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.support.delete.request({ params }),
      refusal,
    );
    expect(dataOf(await browser.api.support.list.request()).count).toBe(0);
  });
});

describe('DELETE /support/delete/{id}', () => {
  it('deletes the own ticket with its comments', async () => {
    const { browser } = await server.member();
    const ticket = dataOf(
      await browser.api.support.create.request({ body: { topic: 'otherTopic', message: 'Bye' } }),
    );
    await browser.api.support.comment({ params: { id: ticket.id }, body: { message: 'More' } });
    expect(
      outcome(await browser.api.support.delete.request({ params: { id: ticket.id } })),
    ).toEqual({
      ok: true,
      data: true,
    });
    expect(
      outcome(await browser.api.support.get.request({ params: { id: ticket.id } })),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    const comments = await server.app.db
      .select()
      .from(ticketComments)
      .where(eq(ticketComments.ticketId, ticket.id));
    expect(comments).toEqual([]);
    const again = await browser.api.support.delete.request({ params: { id: ticket.id } });
    expect(outcome(again)).toMatchObject({ ok: false, status: 404, code: errorCodes.NOT_FOUND });
  });
});
