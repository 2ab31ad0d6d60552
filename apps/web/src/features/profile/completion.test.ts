/**
 * The completion of the registration against the real server: the wizard opens it, fewer than two
 * interests are refused with the rule's message, and publishing makes the member visible to
 * others, after which the user and the game's members are read again.
 */
import { randomBytes } from 'node:crypto';
import { RegistrationPayload } from '@amora/contract';
import { allSettled, type Scope } from 'effector';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pictureBase64 } from '../../../../server/test/helpers';
import { registrationPayload } from '../../../../server/test/routes/identity/support';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  openScope,
  startsIdentityServerPerFile,
} from '../../../test/server';
import { loadMessages } from '../../i18n/catalogue';
import { registrationSubmitted } from '../../screens/registration/model';
import { $user } from '../../session/model';
import { $api, requireApi } from '../../shared/api';
import { $deckStatus } from '../discovery/gameModel';
import {
  $completionDue,
  $completionOpen,
  $completionProblem,
  completeFx,
  publishSubmitted,
} from './completionModel';

let server: IdentityServer;
startsIdentityServerPerFile((started) => {
  server = started;
});

/** A name no other member of the test database has (letters only, one capital). */
const uniqueName = () =>
  `Mira${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** A new member registered through the wizard's model, logged in in a scope of their own. */
const registerThroughWizard = async () => {
  const name = uniqueName();
  const { scope } = await openScope(server.baseUrl);
  const body = v.parse(RegistrationPayload, registrationPayload({ name, interests: undefined }));
  await allSettled(registrationSubmitted, { scope, params: body });
  return { scope, name };
};

/** The members another member finds by name (GET /dating?search=). */
const foundBy = async (viewer: Scope, name: string) => {
  const page = await requireApi(viewer.getState($api)).dating.list({ query: { search: name } });
  return page?.items.map((profile) => profile.name) ?? [];
};

const picture = () => pictureBase64({ width: 96, height: 96, format: 'jpeg', dataUrl: true });

describe('completing the registration', () => {
  it('opens right after the wizard for a member who has not published', async () => {
    const { scope } = await registerThroughWizard();
    expect(scope.getState($user)?.hasCompletedRegistration).toBe(false);
    expect(scope.getState($completionDue)).toBe(true);
    expect(scope.getState($completionOpen)).toBe(true);
  });

  it('refuses fewer than two interests with the rule’s message', async () => {
    const { scope } = await registerThroughWizard();
    await allSettled(publishSubmitted, {
      scope,
      params: { interests: ['music'], profileImage: await picture(), pushPreference: true },
    });
    expect(scope.getState($completionProblem)).toBe('INTERESTS_TOO_FEW');
    const messages = await loadMessages('en');
    expect(messages['profile.error.INTERESTS_TOO_FEW']).toBe(
      'Please choose at least two interests.',
    );
    // Nothing was published: the server still has the member unfinished.
    const account = await requireApi(scope.getState($api)).user.get();
    expect(account?.hasCompletedRegistration).toBe(false);
    expect(scope.getState($completionOpen)).toBe(true);
  });

  it('tells the server’s refusal: publishing without a profile picture', async () => {
    const { scope } = await registerThroughWizard();
    await allSettled(completeFx, { scope, params: { interests: ['music', 'art'], publish: true } });
    expect(scope.getState($completionProblem)).toBe('IMAGE_REQUIRED');
  });

  it('publishes: others find the member, the user and the game are read again', async () => {
    const { scope, name } = await registerThroughWizard();
    const { email } = await insertMember(server.app, { password: 'secret123', name: 'Tom' });
    const viewer = await logInScope(server.baseUrl, email ?? '', 'secret123');
    expect(await foundBy(viewer, name)).toEqual([]);

    await allSettled(publishSubmitted, {
      scope,
      params: {
        interests: ['music', 'cooking', 'travel'],
        profileImage: await picture(),
        pushPreference: false,
      },
    });

    expect(scope.getState($completionProblem)).toBeNull();
    expect(scope.getState($completionOpen)).toBe(false);
    // The completion answers the account, but the user shown is the one read again afterwards.
    const user = scope.getState($user);
    expect(user?.hasCompletedRegistration).toBe(true);
    expect(user?.interests).toEqual(['music', 'cooking', 'travel']);
    expect(user?.pushPreference).toBe(false);
    expect(user?.profileImage).toBeTruthy();
    expect(scope.getState($completionDue)).toBe(false);
    expect(scope.getState($deckStatus)).toBe('ready');

    expect(await foundBy(viewer, name)).toEqual([name]);
  });
});
