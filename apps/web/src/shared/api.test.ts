/**
 * A page the server does not accept as its own (opened at an address that is neither PUBLIC_URL
 * nor the one the request went to) has its writes refused with ORIGIN_NOT_ALLOWED: the member is
 * told so once, in their language, not that the password was wrong.
 */
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { cookieKeepingFetch } from '../../../server/test/support/browser';
import { type IdentityServer, insertMember, startsIdentityServerPerFile } from '../../test/server';
import { $loginStatus, loginSubmitted } from '../session/model';
import { $originRefused, apiCreated, createScopedApi } from './api';
import { type Notice, notified } from './notify';

let server: IdentityServer;
startsIdentityServerPerFile((started) => {
  server = started;
});

const password = 'origin-secret-1';

/** A scope whose page sends `origin` with its calls, as a browser does. */
const pageAt = async (origin: string | undefined) => {
  const scope = fork();
  const notices: Notice[] = [];
  createWatch({ unit: notified, scope, fn: (notice) => notices.push(notice) });
  const send = cookieKeepingFetch(new Map());
  const api = createScopedApi(scope, {
    baseUrl: server.baseUrl,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (origin) headers.set('origin', origin);
      return send(input, { ...init, headers });
    },
  });
  await allSettled(apiCreated, { scope, params: api });
  return { scope, notices };
};

describe('a page at an address the server refuses', () => {
  it('tells the member the address is refused, not that the password was wrong', async () => {
    const member = await insertMember(server.app, { password });
    const { scope, notices } = await pageAt('https://evil.example');
    await allSettled(loginSubmitted, { scope, params: { userName: member.email, password } });
    expect(notices).toEqual([{ kind: 'error', id: 'error.ORIGIN_NOT_ALLOWED' }]);
    expect(scope.getState($originRefused)).toBe(true);
  });

  it('leaves a wrong password a wrong password', async () => {
    const member = await insertMember(server.app, { password });
    const { scope, notices } = await pageAt(undefined);
    await allSettled(loginSubmitted, {
      scope,
      params: { userName: member.email, password: 'not-the-password' },
    });
    expect(scope.getState($loginStatus)).toBe('failed');
    expect(scope.getState($originRefused)).toBe(false);
    expect(notices).toEqual([]);
  });
});
