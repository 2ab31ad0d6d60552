/**
 * The operator console's calls: sign-in with password and TOTP, the role guard on every call,
 * and what each decision does for the member it concerns (gallery, badge, sessions, sign-in,
 * lists, tickets, ledger, mails), each with its audit row.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consoleEndpoints, errorCodes, fillPath, type OperatorRole } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, currentTotpCode } from '../../src/console/operators';
import { dialogPairOf } from '../../src/dating';
import {
  auditLog,
  dialogs,
  ledgerEntries,
  messages,
  operatorSessions,
  outboxMails,
  payments,
  sessions,
  users,
  userVerifications,
} from '../../src/db/schema';
import {
  demoOperatorPassword,
  demoOperators,
  disableDemoOperators,
} from '../../src/demo/operators';
import { hashPassword } from '../../src/identity/passwords';
import { applyPaymentReport } from '../../src/payments';
import { pictureBase64, realDeployment } from '../helpers';
import {
  insertPicture,
  type Member,
  type SocialServer,
  startSocialServer,
} from '../routes/dating/support';

let server: SocialServer;
const password = 'a long operator password';
const cookies = {} as Record<OperatorRole, string>;
const operatorIds = {} as Record<OperatorRole, string>;

const signIn = (email: string, code: string, secret = password) =>
  server.inject({
    method: 'POST',
    url: '/v1/console/session',
    payload: { email, password: secret, code },
  });

beforeAll(async () => {
  server = await startSocialServer();
  for (const role of ['admin', 'moderator', 'support'] as const) {
    const operator = await addOperator(server.app.db, {
      email: `${role}@console.test`,
      name: `${role[0]?.toUpperCase()}${role.slice(1)} One`,
      role,
      password,
    });
    operatorIds[role] = operator.id;
    const answer = await signIn(operator.email, currentTotpCode(operator.totpSecret));
    expect(answer.statusCode).toBe(200);
    const header = [answer.headers['set-cookie'] ?? []].flat()[0] as string;
    cookies[role] = header.split(';')[0] as string;
  }
});
afterAll(() => server?.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
const asOperator = async <T = any>(
  role: OperatorRole,
  method: string,
  url: string,
  payload?: unknown,
) => {
  const response = await server.inject({
    method: method as 'GET',
    url: `/v1/console${url}`,
    headers: { cookie: cookies[role] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
};

const auditOf = (userId: string) =>
  server.app.db.select().from(auditLog).where(eq(auditLog.userId, userId));

const mailsTo = async (email: string | null) => {
  await server.app.backgroundMail.settled();
  return server.app.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, email ?? ''));
};

describe('operator sign-in', () => {
  it('signs in with e-mail, password and code into a cookie only the console calls carry', async () => {
    const operator = await addOperator(server.app.db, {
      email: 'Careful@Console.test',
      name: 'Careful',
      role: 'support',
      password,
    });
    const answer = await signIn('careful@console.test', currentTotpCode(operator.totpSecret));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: operator.id,
      email: 'careful@console.test',
      name: 'Careful',
      role: 'support',
    });
    const header = [answer.headers['set-cookie'] ?? []].flat()[0] as string;
    expect(header).toMatch(/^amora_console=/);
    expect(header).toMatch(/Path=\/v1\/console/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    const cookie = header.split(';')[0] as string;
    const me = await server.inject({ url: '/v1/console/session', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: operator.id, role: 'support' });
    const [signedIn] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operatorId, operator.id));
    expect(signedIn).toMatchObject({ action: 'operatorSignIn' });

    const out = await server.inject({
      method: 'DELETE',
      url: '/v1/console/session',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const after = await server.inject({ url: '/v1/console/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password, a wrong code and a code used before, the same way', async () => {
    const operator = await addOperator(server.app.db, {
      email: 'twice@console.test',
      name: 'Twice',
      role: 'moderator',
      password,
    });
    const code = currentTotpCode(operator.totpSecret);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const attempt of [
      signIn(operator.email, code, 'not the password'),
      signIn(operator.email, wrongCode),
      signIn('nobody@console.test', code),
    ]) {
      const answer = await attempt;
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe(errorCodes.OPERATOR_SIGN_IN_FAILED);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect((await signIn(operator.email, code)).statusCode).toBe(200);
    const replayed = await signIn(operator.email, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe(errorCodes.OPERATOR_SIGN_IN_FAILED);
  });

  it('ends a session after half an hour without a call', async () => {
    const operator = await addOperator(server.app.db, {
      email: 'idle@console.test',
      name: 'Idle',
      role: 'support',
      password,
    });
    const answer = await signIn(operator.email, currentTotpCode(operator.totpSecret));
    const cookie = ([answer.headers['set-cookie'] ?? []].flat()[0] as string).split(
      ';',
    )[0] as string;
    await server.app.db
      .update(operatorSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(operatorSessions.operatorId, operator.id));
    const idle = await server.inject({ url: '/v1/console/session', headers: { cookie } });
    expect(idle.statusCode).toBe(401);
  });
});

describe('the role guard', () => {
  const operatorCalls = Object.entries(consoleEndpoints).filter(
    ([, endpoint]) => endpoint.auth === 'operator',
  );
  const urlOf = (path: string) =>
    `/v1${fillPath(path, {
      id: '00000000-0000-4000-8000-000000000000',
      paymentId: '00000000-0000-4000-8000-000000000001',
    })}`;

  it('refuses every console call without an operator session, and with a member session', async () => {
    const member = await server.member();
    for (const [name, endpoint] of operatorCalls) {
      for (const cookie of [undefined, member.cookie]) {
        const answer = await server.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          headers: cookie ? { cookie } : {},
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect({ name, status: answer.statusCode }).toEqual({ name, status: 401 });
        expect(answer.json().code).toBe(errorCodes.UNAUTHORIZED);
      }
    }
  });

  it('refuses the calls of other roles with 403, and lets an admin make every call', async () => {
    // Signing out is open to every operator and would end the sessions the other tests use.
    for (const [name, endpoint] of operatorCalls.filter(([name]) => name !== 'signOut')) {
      for (const role of ['moderator', 'support', 'admin'] as const) {
        const allowed = role === 'admin' || (endpoint.roles ?? []).includes(role);
        const answer = await server.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          headers: { cookie: cookies[role] },
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (allowed)
          expect({ name, role, status: answer.statusCode }).not.toEqual({
            name,
            role,
            status: 403,
          });
        else {
          expect({ name, role, status: answer.statusCode }).toEqual({ name, role, status: 403 });
          expect(answer.json().code).toBe(errorCodes.FORBIDDEN);
        }
      }
    }
  });
});

describe('pictures and verification', () => {
  it('rejects a picture with a reason the member reads, mails the member and logs it', async () => {
    const member = await server.member();
    const picture = await insertPicture(server.app, member.user.id, { isProfile: true });
    const queue = await asOperator('moderator', 'GET', '/pictures');
    expect(queue.status).toBe(200);
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        id: picture.id,
        state: 'pending',
        member: expect.objectContaining({ id: member.user.id, standing: 'active' }),
        href: `/v1/console/media/${picture.fileKey}.webp`,
      }),
    );

    const decided = await asOperator('moderator', 'POST', `/pictures/${picture.id}/decision`, {
      decision: 'reject',
      reason: 'celebrity',
      note: 'A film still',
    });
    expect(decided).toMatchObject({
      status: 200,
      body: { id: picture.id, state: 'rejected', rejectionReason: 'celebrity' },
    });
    const own = await member.call('GET', '/user');
    expect(own.body.images.items).toEqual([
      expect.objectContaining({
        id: picture.id,
        verificationState: 'rejected',
        rejectionReason: 'celebrity',
      }),
    ]);
    expect(await auditOf(member.user.id)).toEqual([
      expect.objectContaining({
        action: 'pictureRejected',
        operatorId: operatorIds.moderator,
        subjectId: picture.id,
        reason: 'celebrity: A film still',
      }),
    ]);
    const [mail] = await mailsTo(member.user.email);
    expect(mail).toBeDefined();
    // The same notice waits in her news feed (and only hers), leading to her pictures.
    const notice = expect.objectContaining({
      title: mail?.subject,
      body: expect.stringContaining('Das Bild zeigt offenbar eine bekannte Persönlichkeit'),
      link: '/profile',
      isRead: false,
    });
    expect((await member.call('GET', '/news')).body.items).toContainEqual(notice);
    const other = await server.member();
    expect((await other.call('GET', '/news')).body.items).not.toContainEqual(notice);
    const pending = await asOperator('moderator', 'GET', '/pictures');
    expect(pending.body.items.map((item: { id: string }) => item.id)).not.toContain(picture.id);
  });

  it('refuses a rejection without a reason and changes nothing', async () => {
    const member = await server.member();
    const picture = await insertPicture(server.app, member.user.id);
    const answer = await asOperator('moderator', 'POST', `/pictures/${picture.id}/decision`, {
      decision: 'reject',
    });
    expect(answer.status).toBe(400);
    expect(await auditOf(member.user.id)).toEqual([]);
    const own = await member.call('GET', '/user');
    expect(own.body.images.items[0]).toMatchObject({ verificationState: 'pending' });
  });

  it('verifies a member: the badge shows, the member is told', async () => {
    const member = await server.member();
    const selfie = await insertPicture(server.app, member.user.id);
    const [verification] = await server.app.db
      .insert(userVerifications)
      .values({ userId: member.user.id, imageId: selfie.id })
      .returning();
    const queue = await asOperator('moderator', 'GET', '/verifications');
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        id: verification?.id,
        selfieHref: `/v1/console/media/${selfie.fileKey}.webp`,
      }),
    );
    const decided = await asOperator(
      'moderator',
      'POST',
      `/verifications/${verification?.id}/decision`,
      {
        decision: 'verify',
      },
    );
    expect(decided.body).toMatchObject({ state: 'verified', member: { verified: true } });
    const [row] = await server.app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.verified).toBe(true);
    const stranger = await server.member({ gender: 'male', searchGender: 'female' });
    const profile = await stranger.call('GET', `/dating/profile/${member.user.id}`);
    expect(profile.body).toMatchObject({ verified: true });
    expect((await member.call('GET', '/user/verification')).body).toMatchObject({
      state: 'verified',
    });
  });
});

const chatBetween = async (reporter: Member, reported: Member) => {
  const [userAId, userBId] = dialogPairOf(reporter.user.id, reported.user.id);
  const [dialog] = await server.app.db.insert(dialogs).values({ userAId, userBId }).returning();
  if (!dialog) throw new Error('no dialog');
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60 * 1000);
  await server.app.db.insert(messages).values([
    {
      dialogId: dialog.id,
      senderId: reporter.user.id,
      recipientId: reported.user.id,
      type: 'message',
      text: 'Hi!',
      createdAt: at(10),
    },
    {
      dialogId: dialog.id,
      senderId: reported.user.id,
      recipientId: reporter.user.id,
      type: 'message',
      text: 'Send me money',
      createdAt: at(9),
    },
  ]);
  return dialog;
};

describe('reports', () => {
  it('shows the reported chat as the reporter saw it; a ban signs the member out, hides and locks them out', async () => {
    const reporter = await server.member();
    const reported = await server.member({ gender: 'male', searchGender: 'female' });
    const other = await server.member();
    const dialog = await chatBetween(reporter, reported);
    // Another conversation of the reported member is none of the console's business.
    const [a, b] = dialogPairOf(other.user.id, reported.user.id);
    const [elsewhere] = await server.app.db
      .insert(dialogs)
      .values({ userAId: a, userBId: b })
      .returning();
    await server.app.db.insert(messages).values({
      dialogId: elsewhere?.id as string,
      senderId: other.user.id,
      recipientId: reported.user.id,
      type: 'message',
      text: 'A private word',
    });
    const blocked = await reporter.call('PUT', `/relationship/blockedUser/${reported.user.id}`, {
      reason: 'harassment',
      report: true,
      dialogId: dialog.id,
      message: 'He asks for money.',
    });
    expect(blocked.status).toBe(200);
    // Written after the report: not what the reporter was shown.
    await server.app.db.insert(messages).values({
      dialogId: dialog.id,
      senderId: reported.user.id,
      recipientId: reporter.user.id,
      type: 'message',
      text: 'Later words',
      createdAt: new Date(Date.now() + 60_000),
    });

    const reports = await asOperator('moderator', 'GET', '/tickets?kind=reports&status=open');
    const row = reports.body.items.find(
      (item: { member: { id: string } }) => item.member.id === reporter.user.id,
    );
    expect(row).toMatchObject({ topic: 'reportChat', reported: { id: reported.user.id } });
    const detail = await asOperator('moderator', 'GET', `/tickets/${row.id}`);
    expect(detail.body.reportedMessages.map((message: { text: string }) => message.text)).toEqual([
      'Hi!',
      'Send me money',
    ]);
    expect(detail.body.reportedMessages[1]).toMatchObject({ fromReported: true });
    expect(detail.body.reportedHistory).toEqual({
      reportsAgainst: 1,
      actionsAgainst: 0,
      paymentsCents: 0,
    });

    const banned = await asOperator('moderator', 'POST', `/tickets/${row.id}/action`, {
      action: 'ban',
      reason: 'Asked for money',
    });
    expect(banned.body).toMatchObject({ status: 'resolved' });
    // Signed out at once, and cannot sign in again.
    expect((await reported.call('GET', '/user')).status).toBe(401);
    expect(
      await server.app.db.select().from(sessions).where(eq(sessions.userId, reported.user.id)),
    ).toEqual([]);
    await server.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('secret12') })
      .where(eq(users.id, reported.user.id));
    const login = await server.inject({
      method: 'POST',
      url: '/v1/identity/login',
      payload: { userName: reported.user.email, password: 'secret12' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe(errorCodes.ACCOUNT_BANNED);
    // Gone for others.
    const stranger = await server.member();
    expect((await stranger.call('GET', `/dating/profile/${reported.user.id}`)).status).toBe(404);

    const audit = await asOperator('moderator', 'GET', `/audit?memberId=${reported.user.id}`);
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'memberBanned',
        subjectId: row.id,
        reason: 'Asked for money',
        operator: expect.objectContaining({ id: operatorIds.moderator }),
      }),
    ]);
    expect(await mailsTo(reported.user.email)).toHaveLength(1);
    expect(await mailsTo(reporter.user.email)).toHaveLength(1);
    const member = await asOperator('support', 'GET', `/members/${reported.user.id}`);
    expect(member.body).toMatchObject({
      standing: 'banned',
      reports: [expect.objectContaining({ id: row.id })],
    });

    const reinstated = await asOperator(
      'moderator',
      'POST',
      `/members/${reported.user.id}/action`,
      {
        action: 'reinstate',
        reason: 'Appeal accepted',
      },
    );
    expect(reinstated.body).toMatchObject({ standing: 'active' });
    expect(login.statusCode).toBe(403);
    const again = await server.inject({
      method: 'POST',
      url: '/v1/identity/login',
      payload: { userName: reported.user.email, password: 'secret12' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('suspends for a number of days and tells the member until when', async () => {
    const member = await server.member();
    const answer = await asOperator('moderator', 'POST', `/members/${member.user.id}/action`, {
      action: 'suspend',
      days: 3,
      reason: 'Spam',
    });
    expect(answer.body.standing).toBe('suspended');
    const until = new Date(answer.body.suspendedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 3 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    expect((await member.call('GET', '/user')).status).toBe(401);
    const refused = await asOperator('moderator', 'POST', `/members/${member.user.id}/action`, {
      action: 'suspend',
      reason: 'No length',
    });
    expect(refused.status).toBe(400);
  });
});

describe('tickets', () => {
  it('answers a member: the answer is in the ticket, by mail, and logged', async () => {
    const member = await server.member();
    const created = await member.call('PUT', '/support', {
      topic: 'premium',
      message: 'Where is my premium?',
    });
    const answered = await asOperator('support', 'POST', `/tickets/${created.body.id}/answer`, {
      message: 'It is active now.',
      status: 'resolved',
    });
    expect(answered.body).toMatchObject({
      status: 'resolved',
      assignee: { id: operatorIds.support },
      comments: [expect.objectContaining({ author: 'support', operatorName: 'Support One' })],
    });
    const seen = await member.call('GET', `/support/${created.body.id}`);
    expect(seen.body).toMatchObject({
      status: 'resolved',
      comments: [expect.objectContaining({ author: 'support', message: 'It is active now.' })],
    });
    expect(await mailsTo(member.user.email)).toHaveLength(1);
    expect(await auditOf(member.user.id)).toEqual([
      expect.objectContaining({ action: 'ticketAnswered', subjectId: created.body.id }),
    ]);
    const moved = await asOperator('support', 'PATCH', `/tickets/${created.body.id}`, {
      status: 'closed',
      assigneeId: null,
    });
    expect(moved.body).toMatchObject({ status: 'closed', assignee: null });
  });
});

describe('members and coins', () => {
  it('finds members by e-mail, name or id', async () => {
    const member = await server.member({ name: 'Findable' });
    for (const query of [member.user.email as string, 'findab', member.user.id]) {
      const found = await asOperator(
        'support',
        'GET',
        `/members?query=${encodeURIComponent(query)}`,
      );
      expect(found.body.items.map((item: { id: string }) => item.id)).toContain(member.user.id);
    }
  });

  it('lets an admin grant coins as a ledger entry of its own, with the reason in the audit log', async () => {
    const member = await server.member();
    const granted = await asOperator('admin', 'POST', `/members/${member.user.id}/coins`, {
      amount: 40,
      reason: 'Goodwill after an outage',
    });
    expect(granted.body).toMatchObject({ coins: member.user.coins + 40 });
    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.reason, 'operatorGrant')),
      );
    expect(entries).toEqual([
      expect.objectContaining({ coinsDelta: 40, reference: operatorIds.admin }),
    ]);
    const refused = await asOperator('admin', 'POST', `/members/${member.user.id}/coins`, {
      amount: -5,
      reason: 'take back',
    });
    expect(refused.status).toBe(400);
  });

  it('shows queue sizes and the last fourteen days on the dashboard', async () => {
    const answer = await asOperator('support', 'GET', '/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body.days).toHaveLength(14);
    expect(answer.body.days.at(-1).registrations).toBeGreaterThan(0);
    expect(answer.body.queues.tickets.count).toBeGreaterThanOrEqual(0);
  });
});

describe('refunds', () => {
  /** A payment of 100 coins for 4.99 €, paid through the given provider (the sandbox's for real). */
  const paidPayment = async (member: Member, provider: 'sandbox' | 'apple' | 'microPayment') => {
    const [row] = await server.app.db
      .insert(payments)
      .values({
        userId: member.user.id,
        provider,
        productKind: 'coins',
        productId: 'coins-100',
        amountCents: 499,
        coins: 100,
      })
      .returning();
    const payment = row as NonNullable<typeof row>;
    if (provider === 'sandbox') {
      const { sandbox } = server.app.paymentProviders;
      const { reference } = await sandbox.createPayment({
        transactionId: payment.id,
        amountCents: 499,
        currency: 'EUR',
        description: '100 coins',
        member: { id: member.user.id, email: member.user.email ?? '' },
        redirectUrl: 'http://amora.test/shop',
        notifyUrl: 'http://amora.test/v1/payment/webhook/sandbox',
      });
      (sandbox.find(reference) as { status: string }).status = 'paid';
      await server.app.db.update(payments).set({ reference }).where(eq(payments.id, payment.id));
    } else {
      await server.app.db
        .update(payments)
        .set({ reference: `${provider}-1` })
        .where(eq(payments.id, payment.id));
    }
    await applyPaymentReport(server.app, payment.id, { status: 'paid' });
    return payment;
  };
  const refundUrl = (member: Member, paymentId: string) =>
    `/members/${member.user.id}/payments/${paymentId}/refund`;
  const statusOf = async (paymentId: string) =>
    (await server.app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;

  it('refunds a paid payment through its provider once, takes its coins back and logs who and why', async () => {
    const member = await server.member();
    const payment = await paidPayment(member, 'sandbox');
    for (const role of ['moderator', 'support'] as const) {
      const refused = await asOperator(role, 'POST', refundUrl(member, payment.id), {
        reason: 'Charged twice',
      });
      expect(refused).toMatchObject({ status: 403, body: { code: errorCodes.FORBIDDEN } });
    }
    const asMember = await server.inject({
      method: 'POST',
      url: `/v1/console${refundUrl(member, payment.id)}`,
      headers: { cookie: member.cookie },
      payload: { reason: 'Charged twice' },
    });
    expect(asMember.statusCode).toBe(401);
    const noReason = await asOperator('admin', 'POST', refundUrl(member, payment.id), {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(await statusOf(payment.id)).toBe('paid');

    const refunded = await asOperator('admin', 'POST', refundUrl(member, payment.id), {
      reason: 'Charged twice',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ coins: member.user.coins });
    expect(refunded.body.payments).toEqual([
      expect.objectContaining({ id: payment.id, status: 'refunded' }),
    ]);
    const [row] = await server.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(server.app.paymentProviders.sandbox.find(row?.reference ?? '')?.status).toBe('refunded');
    const takenBack = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.reason, 'paymentRefund')),
      );
    expect(takenBack).toEqual([
      expect.objectContaining({ coinsDelta: -100, reference: payment.id }),
    ]);
    expect(await auditOf(member.user.id)).toEqual([
      expect.objectContaining({
        operatorId: operatorIds.admin,
        action: 'paymentRefunded',
        subjectId: payment.id,
        reason: 'Charged twice',
      }),
    ]);

    const again = await asOperator('admin', 'POST', refundUrl(member, payment.id), {
      reason: 'Charged twice',
    });
    expect(again).toMatchObject({ status: 409, body: { code: errorCodes.CONFLICT } });
    expect(await auditOf(member.user.id)).toHaveLength(1);
  });

  it('refuses a store or microPayment purchase, an unpaid payment and another member’s', async () => {
    const member = await server.member();
    for (const provider of ['apple', 'microPayment'] as const) {
      const payment = await paidPayment(member, provider);
      const refused = await asOperator('admin', 'POST', refundUrl(member, payment.id), {
        reason: 'Asked for it',
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { code: errorCodes.REFUND_NOT_SUPPORTED },
      });
      expect(await statusOf(payment.id)).toBe('paid');
    }
    const [open] = await server.app.db
      .insert(payments)
      .values({
        userId: member.user.id,
        provider: 'sandbox',
        productKind: 'coins',
        productId: 'coins-100',
        amountCents: 499,
        coins: 100,
      })
      .returning();
    const unpaid = await asOperator('admin', 'POST', refundUrl(member, open?.id as string), {
      reason: 'Asked for it',
    });
    expect(unpaid).toMatchObject({ status: 409, body: { code: errorCodes.CONFLICT } });
    expect(await statusOf(open?.id as string)).toBe('open');

    const other = await server.member();
    const payment = await paidPayment(member, 'sandbox');
    const elsewhere = await asOperator('admin', 'POST', refundUrl(other, payment.id), {
      reason: 'Asked for it',
    });
    expect(elsewhere.status).toBe(404);
    expect(await statusOf(payment.id)).toBe('paid');
    expect(await auditOf(member.user.id)).toEqual([]);
  });
});

describe('erasing an account', () => {
  it('erases the member for an admin only: signed out, shown as erased, the audit rows kept', async () => {
    const member = await server.member({ name: 'Erasable' });
    await asOperator('admin', 'POST', `/members/${member.user.id}/coins`, {
      amount: 5,
      reason: 'Goodwill',
    });
    for (const role of ['moderator', 'support'] as const) {
      const refused = await asOperator(role, 'POST', `/members/${member.user.id}/erase`, {
        reason: 'Asked by mail',
      });
      expect(refused.status).toBe(403);
    }
    expect((await member.call('GET', '/user')).status).toBe(200);

    const erased = await asOperator('admin', 'POST', `/members/${member.user.id}/erase`, {
      reason: 'Asked by mail',
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      id: member.user.id,
      standing: 'deleted',
      name: '',
      email: null,
      pictures: [],
      sessions: [],
    });
    expect((await member.call('GET', '/user')).status).toBe(401);
    const stillThere = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(stillThere).toEqual([]);
    expect((await auditOf(member.user.id)).map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['coinsGranted', 'Goodwill'],
        ['memberErased', 'Asked by mail'],
      ]),
    );
    expect(erased.body.audit).toHaveLength(2);

    const again = await asOperator('admin', 'POST', `/members/${member.user.id}/erase`, {
      reason: 'Asked by mail',
    });
    expect(again.status).toBe(404);
  });
});

describe('console media', () => {
  it('serves a private picture to a moderator, not to a member or without a session', async () => {
    const member = await server.member();
    const stored = await server.app.pictures.add(
      server.app.db,
      member.user.id,
      await pictureBase64(),
      {
        isPrivate: true,
        price: 20,
      },
    );
    const href = `/v1/console/media/${stored.fileKey}.webp`;
    expect(
      (await server.inject({ url: href, headers: { cookie: cookies.moderator } })).statusCode,
    ).toBe(200);
    expect(
      (await server.inject({ url: href, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(401);
    expect((await server.inject({ url: href })).statusCode).toBe(401);
  });
});

describe('the demo operators', () => {
  it('sign in with the printed password and the code /dev/console-codes shows', async () => {
    const page = await server.inject({ url: '/dev/console-codes' });
    expect(page.statusCode).toBe(200);
    const code = /class="code">(\d{6})</.exec(page.body)?.[1] as string;
    const answer = await signIn(demoOperators[1]?.email as string, code, demoOperatorPassword);
    expect(answer.json()).toMatchObject({ role: 'moderator' });
  });

  it('are disabled when the database runs without the demo, which has no codes page', async () => {
    await disableDemoOperators(server.app.db);
    const page = await server.inject({ url: '/dev/console-codes' });
    const code = /class="code">(\d{6})</.exec(page.body)?.[1] as string;
    const answer = await signIn(demoOperators[2]?.email as string, code, demoOperatorPassword);
    expect(answer.json().code).toBe(errorCodes.OPERATOR_SIGN_IN_FAILED);
    const real = await startSocialServer(realDeployment);
    try {
      expect((await real.inject({ url: '/dev/console-codes' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('the console app', () => {
  it('is served under /console: its files, and its page for every address below it', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'amora-console-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Amora console</title>');
    await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    const served = await startSocialServer({ CONSOLE_DIST: dist });
    try {
      for (const url of ['/console', '/console/', '/console/reports/123']) {
        const page = await served.inject({ url });
        expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
        expect(page.body).toContain('Amora console');
        expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      }
      const script = await served.inject({ url: '/console/assets/index-abc.js' });
      expect(script.body).toBe('console.log(1)');
      expect(script.headers['cache-control']).toContain('immutable');
    } finally {
      await served.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
