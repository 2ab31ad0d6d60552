/**
 * The own profile in the states the stories show it: complete, new (nothing filled in), with
 * pictures in review, and refused; each with the answers the profile screen loads.
 */

import { type ApiAnswers, answer } from '@amora/client/fixtures';
import { endpoints, type User, type UserImage, type Verification } from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';
import { memberAnswers, memberWith } from '../../stories/fixtures';

const picture = (index: number, changes: Partial<UserImage> = {}): UserImage => ({
  id: `me-${index}`,
  href: portrait(index),
  thumbnailHref: portrait(index),
  isPrivate: false,
  price: null,
  isProfileImage: false,
  verificationState: 'verified',
  createdAt: '2026-10-02T18:30:00.000Z',
  ...changes,
});

const pictures = (items: UserImage[]) => ({ count: items.length, items });

/** Every part filled in: the completion is full and every trait is shown. */
export const completeMember = memberWith({
  images: pictures([
    picture(7, { isProfileImage: true }),
    picture(12),
    picture(18),
    picture(23, { isPrivate: true, price: 30 }),
  ]),
  interests: ['art', 'cooking', 'music', 'yoga'],
  mood: 'coffee',
  lookingFor: 'relationship',
  relationshipStatus: 'single',
  starsign: 'pisces',
  eyeColor: 'green',
  hairColor: 'brown',
  bodyJewelry: 'piercing',
  smoker: 'no',
  living: 'sharedApartment',
  sport: 'weekly',
  favoriteFood: 'italian',
  hasActivePremium: true,
});

/** Just registered: no picture, nothing told, not published nor verified. */
export const newMember = memberWith({
  images: pictures([]),
  profileImage: null,
  profileImageId: null,
  aboutMe: null,
  bodyHeight: null,
  hasCompletedRegistration: false,
  verified: false,
});

/** New pictures and the selfie wait for the team's review. */
export const memberInReview = memberWith({
  images: pictures([
    picture(7, { isProfileImage: true }),
    picture(12, { verificationState: 'pending' }),
    picture(18, { verificationState: 'pending', isPrivate: true, price: 20 }),
  ]),
  verified: false,
  verificationPending: true,
});

/** The team refused a picture and the selfie: the member may send another. */
export const memberRefused = memberWith({
  images: pictures([
    picture(7, { isProfileImage: true }),
    picture(12, { verificationState: 'rejected' }),
  ]),
  verified: false,
});

const verification = (state: Verification['state']): Verification => ({
  state,
  submittedAt: state === 'none' ? null : '2026-11-18T09:00:00.000Z',
  decidedAt: state === 'rejected' || state === 'verified' ? '2026-11-19T15:00:00.000Z' : null,
});

/** What /profile loads beside the account: the member area's calls and the verification. */
export const profileAnswers = (
  user: User,
  verificationState: Verification['state'] = user.verified
    ? 'verified'
    : user.verificationPending
      ? 'pending'
      : 'none',
): ApiAnswers => ({
  ...memberAnswers,
  ...answer(endpoints.user.verification, verification(verificationState)),
});
