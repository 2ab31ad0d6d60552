/** The registration wizard's model against the real client and server. */

import { RegistrationPayload } from '@amora/contract';
import { allSettled } from 'effector';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registrationPayload } from '../../../../server/test/routes/identity/support';
import { type IdentityServer, openScope, startsIdentityServerPerFile } from '../../../test/server';
import { $authenticated, $user } from '../../session/model';
import { $places, $registrationProblem, placeSearched, registrationSubmitted } from './model';

let server: IdentityServer;
startsIdentityServerPerFile((started) => {
  server = started;
});

const payload = () => v.parse(RegistrationPayload, registrationPayload());

describe('registration', () => {
  it('suggests places for a search', async () => {
    const { scope } = await openScope(server.baseUrl);
    await allSettled(placeSearched, { scope, params: { search: 'Hamb', country: 'de' } });
    expect(scope.getState($places).map((place) => place.city)).toContain('Hamburg');
  });

  it('registers and logs the new member in', async () => {
    const body = payload();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(registrationSubmitted, { scope, params: body });
    expect(scope.getState($registrationProblem)).toBeNull();
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($user)?.email).toBe(body.email);
  });

  it('tells when the e-mail address is already registered', async () => {
    const body = payload();
    await allSettled(registrationSubmitted, {
      scope: (await openScope(server.baseUrl)).scope,
      params: body,
    });
    const { scope } = await openScope(server.baseUrl);
    await allSettled(registrationSubmitted, { scope, params: body });
    expect(scope.getState($registrationProblem)).toBe('EMAIL_ALREADY_EXISTS');
    expect(scope.getState($authenticated)).toBe(false);
  });
});
