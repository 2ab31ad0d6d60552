/**
 * The own profile against the real server: profile edits saved and read back, pictures uploaded,
 * made private with a price (refused unchanged outside 5 to 500), the profile picture rules, and
 * the verification request.
 */
import type { User } from '@amora/contract';
import { allSettled, fork, type Scope } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureBase64 } from '../../../../server/test/helpers';
import { cookieKeepingFetch } from '../../../../server/test/support/browser';
import { installMemoryStorage } from '../../../test/memoryStorage';
import { type IdentityServer, insertMember, startIdentityServer } from '../../../test/server';
import { $user, loginSubmitted } from '../../session/model';
import { $api, apiCreated, createScopedApi, requireApi } from '../../shared/api';
import {
  $pictureProblem,
  $profileProblem,
  $uploadProblem,
  $verification,
  type PictureUploadInput,
  pictureChanged,
  pictureDeleted,
  pictureUploadStarted,
  profileOpened,
  profileSaved,
  uploadPictureFx,
  verificationRequested,
} from './model';

let server: IdentityServer;
const password = 'sommer2026';

beforeAll(async () => {
  installMemoryStorage();
  server = await startIdentityServer();
  // Eight test runs share two cores: starting the server may take over a minute.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/**
 * A logged-in member's scope. Node has no XMLHttpRequest, so the upload goes through the scope's
 * own client to the same endpoint instead of the progress-reporting one (progressFetch.ts).
 */
const loggedInMember = async () => {
  const { email } = await insertMember(server.app, { password });
  if (!email) throw new Error('a member with an e-mail expected');
  const cookies = new Map<string, string>();
  const upload = ({ body }: { body: PictureUploadInput }) =>
    requireApi(scope.getState($api)).user.uploadImage.request({ body });
  const scope: Scope = fork({ handlers: [[uploadPictureFx, upload]] });
  const api = createScopedApi(scope, {
    baseUrl: server.baseUrl,
    fetch: cookieKeepingFetch(cookies),
  });
  await allSettled(apiCreated, { scope, params: api });
  await allSettled(loginSubmitted, { scope, params: { userName: email, password } });
  return { scope, email };
};

const userOf = (scope: ReturnType<typeof fork>): User => {
  const user = scope.getState($user);
  if (!user) throw new Error('no user');
  return user;
};

describe('profile edits', () => {
  it('saves about me, interests, mood and traits, and reads them back after a new login', async () => {
    const { scope, email } = await loggedInMember();

    await allSettled(profileSaved, {
      scope,
      params: {
        aboutMe: 'Sailor and cook.',
        interests: ['music', 'travel', 'yoga'],
        mood: 'coffee',
        smoker: 'no',
        starsign: 'libra',
        bodyHeight: 180,
      },
    });

    expect(scope.getState($profileProblem)).toBeNull();
    expect(userOf(scope)).toMatchObject({
      aboutMe: 'Sailor and cook.',
      interests: ['music', 'travel', 'yoga'],
      mood: 'coffee',
      smoker: 'no',
      starsign: 'libra',
      bodyHeight: 180,
    });

    const again = fork();
    const cookies = new Map<string, string>();
    await allSettled(apiCreated, {
      scope: again,
      params: createScopedApi(again, {
        baseUrl: server.baseUrl,
        fetch: cookieKeepingFetch(cookies),
      }),
    });
    await allSettled(loginSubmitted, { scope: again, params: { userName: email, password } });
    expect(userOf(again)).toMatchObject({ aboutMe: 'Sailor and cook.', mood: 'coffee' });
  });

  it('refuses a single interest and changes nothing', async () => {
    const { scope } = await loggedInMember();
    const before = userOf(scope);

    await allSettled(profileSaved, { scope, params: { interests: ['music'] } });

    expect(scope.getState($profileProblem)).toBe('INTERESTS_TOO_FEW');
    expect(userOf(scope).interests).toEqual(before.interests);
  });

  it('clears a trait with null', async () => {
    const { scope } = await loggedInMember();
    await allSettled(profileSaved, { scope, params: { smoker: 'yes' } });
    await allSettled(profileSaved, { scope, params: { smoker: null } });
    expect(userOf(scope).smoker).toBeNull();
  });
});

describe('pictures', () => {
  const withTwoPictures = async () => {
    const member = await loggedInMember();
    await allSettled(pictureUploadStarted, {
      scope: member.scope,
      params: { image: await pictureBase64({ dataUrl: true }) },
    });
    await allSettled(pictureUploadStarted, {
      scope: member.scope,
      params: { image: await pictureBase64({ colour: { r: 0, g: 0, b: 200 }, dataUrl: true }) },
    });
    const [profile, other] = userOf(member.scope).images.items;
    if (!profile || !other) throw new Error('two pictures expected');
    return { ...member, profile, other };
  };

  it('uploads: the first picture becomes the profile picture', async () => {
    const { scope, profile, other } = await withTwoPictures();
    expect(scope.getState($uploadProblem)).toBeNull();
    expect(profile.isProfileImage).toBe(true);
    expect(other.isProfileImage).toBe(false);
    expect(userOf(scope).profileImageId).toBe(profile.id);
  });

  it('makes a picture private with a price; a price outside 5 to 500 is refused unchanged', async () => {
    const { scope, other } = await withTwoPictures();

    await allSettled(pictureChanged, {
      scope,
      params: { id: other.id, patch: { isPrivate: true, price: 50 } },
    });
    expect(scope.getState($pictureProblem)).toBeNull();
    expect(userOf(scope).images.items.find(({ id }) => id === other.id)).toMatchObject({
      isPrivate: true,
      price: 50,
    });

    for (const price of [4, 501]) {
      await allSettled(pictureChanged, { scope, params: { id: other.id, patch: { price } } });
      expect(scope.getState($pictureProblem)).toBe('INVALID_IMAGE_PRICE');
      expect(userOf(scope).images.items.find(({ id }) => id === other.id)?.price).toBe(50);
    }
  });

  it('keeps the profile picture public and undeletable, and deletes another picture', async () => {
    const { scope, profile, other } = await withTwoPictures();

    await allSettled(pictureChanged, {
      scope,
      params: { id: profile.id, patch: { isPrivate: true, price: 20 } },
    });
    expect(scope.getState($pictureProblem)).toBe('PRIVATE_PICTURE_AS_PROFILE');

    await allSettled(pictureDeleted, { scope, params: { id: profile.id } });
    expect(scope.getState($pictureProblem)).toBe('PROFILE_PICTURE_DELETE');
    expect(userOf(scope).images.items).toHaveLength(2);

    await allSettled(pictureDeleted, { scope, params: { id: other.id } });
    expect(scope.getState($pictureProblem)).toBeNull();
    expect(userOf(scope).images.items.map(({ id }) => id)).toEqual([profile.id]);
  });

  it('sets another public picture as the profile picture', async () => {
    const { scope, other } = await withTwoPictures();
    await allSettled(pictureChanged, {
      scope,
      params: { id: other.id, patch: { isProfileImage: true } },
    });
    expect(userOf(scope).profileImageId).toBe(other.id);
  });
});

describe('verification', () => {
  it('starts unverified and is pending after a selfie', async () => {
    const { scope } = await loggedInMember();
    await allSettled(pictureUploadStarted, {
      scope,
      params: { image: await pictureBase64({ dataUrl: true }) },
    });

    await allSettled(profileOpened, { scope });
    expect(scope.getState($verification)?.state).toBe('none');

    await allSettled(verificationRequested, {
      scope,
      params: { image: await pictureBase64({ format: 'jpeg', dataUrl: true }) },
    });
    expect(scope.getState($verification)?.state).toBe('pending');
    expect(userOf(scope).verificationPending).toBe(true);
  });
});
