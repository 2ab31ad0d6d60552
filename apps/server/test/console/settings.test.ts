/**
 * The admins' settings screen: the picture auto-approve rule (off: every picture waits; on: a
 * verified member's new or re-cropped picture is approved at once, logged as the rule's), and the
 * operators (added with a one-time password and TOTP secret, role changed, disabled with their
 * sessions ended). Only admins may make these calls; bad input changes nothing.
 */
import { consoleEndpoints, errorCodes, fillPath, type OperatorRole } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, currentTotpCode } from '../../src/console/operators';
import { auditLog, consoleSettings, operators, users } from '../../src/db/schema';
import { pictureBase64 } from '../helpers';
import { type SocialServer, startSocialServer } from '../routes/dating/support';

let server: SocialServer;
const password = 'a long operator password';
const cookies = {} as Record<OperatorRole, string>;
const operatorIds = {} as Record<OperatorRole, string>;

const signIn = async (email: string, secret: string, withPassword = password) => {
  const answer = await server.inject({
    method: 'POST',
    url: '/v1/console/session',
    payload: { email, password: withPassword, code: currentTotpCode(secret) },
  });
  const header = [answer.headers['set-cookie'] ?? []].flat()[0] as string | undefined;
  return { status: answer.statusCode, cookie: header?.split(';')[0] ?? '' };
};

beforeAll(async () => {
  server = await startSocialServer();
  for (const role of ['admin', 'moderator', 'support'] as const) {
    const operator = await addOperator(server.app.db, {
      email: `${role}@settings.test`,
      name: `${role} One`,
      role,
      password,
    });
    operatorIds[role] = operator.id;
    const session = await signIn(operator.email, operator.totpSecret);
    expect(session.status).toBe(200);
    cookies[role] = session.cookie;
  }
});
afterAll(() => server?.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
const call = async <T = any>(cookie: string, method: string, url: string, payload?: unknown) => {
  const response = await server.inject({
    method: method as 'GET',
    url: `/v1/console${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
};
const asAdmin = (method: string, url: string, payload?: unknown) =>
  call(cookies.admin, method, url, payload);

const auditRows = (action: string) =>
  server.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action as 'settingsChanged'));

const upload = async (member: Awaited<ReturnType<SocialServer['member']>>) => {
  const answer = await member.call('PUT', '/user/image', { image: await pictureBase64() });
  expect(answer.status).toBe(200);
  return answer.body.images.items.at(-1) as { id: string; verificationState: string };
};

describe('the admin-only calls', () => {
  const calls = Object.entries(consoleEndpoints).filter(([name]) =>
    [
      'settings',
      'updateSettings',
      'operators',
      'addOperator',
      'changeOperatorRole',
      'disableOperator',
    ].includes(name),
  );
  const urlOf = (path: string) => `/v1${fillPath(path, { id: operatorIds.support })}`;

  it('are refused without a session, with a member session, and to moderators and support', async () => {
    expect(calls).toHaveLength(6);
    const member = await server.member();
    for (const [name, endpoint] of calls) {
      for (const [cookie, status] of [
        [undefined, 401],
        [member.cookie, 401],
        [cookies.moderator, 403],
        [cookies.support, 403],
      ] as const) {
        const answer = await server.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          headers: cookie ? { cookie } : {},
          ...(endpoint.method === 'GET' ? {} : { payload: { role: 'admin' } }),
        });
        expect({ name, status: answer.statusCode }).toEqual({ name, status });
      }
    }
    const [support] = await server.app.db
      .select()
      .from(operators)
      .where(eq(operators.id, operatorIds.support));
    expect(support).toMatchObject({ role: 'support', disabledAt: null });
    expect(await server.app.db.select().from(consoleSettings)).toEqual([]);
  });
});

describe('the picture auto-approve rule', () => {
  it('is off at first: every new picture waits, a verified member’s too', async () => {
    expect((await asAdmin('GET', '/settings')).body).toEqual({
      pictureAutoApprove: 'off',
      changedBy: null,
      changedAt: null,
    });
    const member = await server.member({ verified: true });
    expect(await upload(member)).toMatchObject({ verificationState: 'pending' });
  });

  it('refuses an unknown rule and changes nothing', async () => {
    const answer = await asAdmin('PUT', '/settings', { pictureAutoApprove: 'everything' });
    expect(answer.status).toBe(400);
    expect(await server.app.db.select().from(consoleSettings)).toEqual([]);
    expect(await auditRows('settingsChanged')).toEqual([]);
  });

  it('approves a verified member’s new and re-cropped picture at once, logged as the rule’s', async () => {
    const changed = await asAdmin('PUT', '/settings', { pictureAutoApprove: 'verifiedMembers' });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        pictureAutoApprove: 'verifiedMembers',
        changedBy: { id: operatorIds.admin, name: 'admin One' },
      },
    });
    expect(await auditRows('settingsChanged')).toEqual([
      expect.objectContaining({
        operatorId: operatorIds.admin,
        reason: 'pictureAutoApprove: off → verifiedMembers',
      }),
    ]);

    const verified = await server.member({ verified: true });
    const picture = await upload(verified);
    expect(picture).toMatchObject({ verificationState: 'verified' });
    const approvals = () =>
      server.app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'pictureAutoApproved'), eq(auditLog.userId, verified.user.id)),
        );
    expect(await approvals()).toEqual([
      expect.objectContaining({ operatorId: operatorIds.admin, subjectId: picture.id }),
    ]);
    const queue = await call(cookies.moderator, 'GET', '/pictures');
    expect(queue.body.items.map((item: { id: string }) => item.id)).not.toContain(picture.id);

    const recropped = await verified.call('PATCH', `/user/image/${picture.id}`, {
      crop: { x: 0, y: 0, width: 100, height: 100 },
    });
    expect(recropped.status).toBe(200);
    expect(recropped.body.images.items).toContainEqual(
      expect.objectContaining({ id: picture.id, verificationState: 'verified' }),
    );
    expect(await approvals()).toHaveLength(2);

    // A picture a moderator rejected goes back to a moderator, however it is cut anew.
    await call(cookies.moderator, 'POST', `/pictures/${picture.id}/decision`, {
      decision: 'reject',
      reason: 'nudity',
    });
    const again = await verified.call('PATCH', `/user/image/${picture.id}`, {
      crop: { x: 0, y: 0, width: 90, height: 90 },
    });
    expect(again.body.images.items).toContainEqual(
      expect.objectContaining({ id: picture.id, verificationState: 'pending' }),
    );
    expect(await approvals()).toHaveLength(2);

    const unverified = await server.member();
    expect(await upload(unverified)).toMatchObject({ verificationState: 'pending' });
  });

  it('lets a picture wait again once the rule is off', async () => {
    await asAdmin('PUT', '/settings', { pictureAutoApprove: 'off' });
    const member = await server.member({ verified: true });
    expect(await upload(member)).toMatchObject({ verificationState: 'pending' });
    await server.app.db.update(users).set({ verified: false }).where(eq(users.id, member.user.id));
  });
});

describe('operators', () => {
  it('lists every operator with role, second factor and last sign-in', async () => {
    const answer = await asAdmin('GET', '/operators');
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual(
      expect.objectContaining({
        id: operatorIds.moderator,
        email: 'moderator@settings.test',
        role: 'moderator',
        twoFactorSetUp: true,
        lastSignInAt: expect.any(String),
        disabledAt: null,
      }),
    );
  });

  it('adds an operator who signs in with the password and secret shown once, then disables them', async () => {
    const added = await asAdmin('POST', '/operators', {
      email: 'New@Settings.test',
      name: 'New One',
      role: 'support',
    });
    expect(added.status).toBe(200);
    const { operator, password: oneTime, totpSecret, totpUri } = added.body;
    expect(operator).toMatchObject({
      email: 'new@settings.test',
      role: 'support',
      twoFactorSetUp: false,
      lastSignInAt: null,
    });
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(totpUri).toContain(totpSecret);
    expect(await auditRows('operatorAdded')).toEqual([
      expect.objectContaining({ operatorId: operatorIds.admin, subjectId: operator.id }),
    ]);
    const again = await asAdmin('POST', '/operators', {
      email: 'new@settings.test',
      name: 'Twice',
      role: 'admin',
    });
    expect(again.status).toBe(409);

    const session = await signIn('new@settings.test', totpSecret, oneTime);
    expect(session.status).toBe(200);
    expect((await call(session.cookie, 'GET', '/session')).status).toBe(200);

    const role = await asAdmin('PUT', `/operators/${operator.id}/role`, { role: 'moderator' });
    expect(role).toMatchObject({ status: 200, body: { role: 'moderator' } });
    expect((await call(session.cookie, 'GET', '/pictures')).status).toBe(200);
    expect(await auditRows('operatorRoleChanged')).toEqual([
      expect.objectContaining({ subjectId: operator.id, reason: 'support → moderator' }),
    ]);

    const disabled = await asAdmin('POST', `/operators/${operator.id}/disable`);
    expect(disabled).toMatchObject({ status: 200, body: { disabledAt: expect.any(String) } });
    expect((await call(session.cookie, 'GET', '/session')).status).toBe(401);
    expect(await auditRows('operatorDisabled')).toEqual([
      expect.objectContaining({ operatorId: operatorIds.admin, subjectId: operator.id }),
    ]);
  });

  it('refuses an admin disabling or demoting themselves, and changes nothing', async () => {
    const disable = await asAdmin('POST', `/operators/${operatorIds.admin}/disable`);
    expect(disable.status).toBe(403);
    expect(disable.body.code).toBe(errorCodes.OPERATOR_SELF_CHANGE);
    const demote = await asAdmin('PUT', `/operators/${operatorIds.admin}/role`, {
      role: 'support',
    });
    expect(demote.status).toBe(403);
    expect(demote.body.code).toBe(errorCodes.OPERATOR_SELF_CHANGE);
    expect((await asAdmin('GET', '/session')).body).toMatchObject({ role: 'admin' });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await server.app.db.select().from(operators);
    for (const payload of [
      { email: 'not an address', name: 'X', role: 'support' },
      { email: 'fine@settings.test', name: '  ', role: 'support' },
      { email: 'fine@settings.test', name: 'Fine', role: 'owner' },
    ]) {
      expect((await asAdmin('POST', '/operators', payload)).status).toBe(400);
    }
    expect(
      (await asAdmin('PUT', `/operators/${operatorIds.support}/role`, { role: 'boss' })).status,
    ).toBe(400);
    expect(await server.app.db.select().from(operators)).toEqual(before);
  });
});
