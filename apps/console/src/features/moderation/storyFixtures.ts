/**
 * Pictures and verifications as the server answers them, for the moderation stories: a morning's
 * waiting pictures (the oldest first), decided ones, and members asking for the verified badge.
 */
import type { ConsoleDashboard, ConsolePicture, ConsoleVerification } from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';
import { daysAgo, memberRef, members, minutesAgo } from '../../stories/fixtures';
import { dashboardFixture } from '../dashboard/storyFixtures';

const picture = (
  id: string,
  member: ConsolePicture['member'],
  portraitIndex: number,
  values: Partial<ConsolePicture> = {},
): ConsolePicture => ({
  id,
  member,
  href: portrait(portraitIndex),
  width: 600,
  height: 800,
  isPrivate: false,
  isProfileImage: false,
  state: 'pending',
  rejectionReason: null,
  createdAt: minutesAgo(30),
  decidedAt: null,
  ...values,
});

const jana = memberRef('m-jana', 'Jana', { portraitIndex: 7, createdAt: daysAgo(1) });
const olli = memberRef('m-olli', 'Olli', { portraitIndex: 9, createdAt: daysAgo(210) });

/** Six waiting pictures, the longest waiting first (as the server sends them). */
export const pendingPictures: ConsolePicture[] = [
  picture('p-sara', members.sara, 2, { isProfileImage: true, createdAt: minutesAgo(190) }),
  picture('p-tom', members.tom, 8, { createdAt: minutesAgo(130) }),
  picture('p-lena', members.lena, 10, { isPrivate: true, createdAt: minutesAgo(95) }),
  picture('p-jana', jana, 7, { isProfileImage: true, createdAt: minutesAgo(40) }),
  picture('p-olli', olli, 9, { createdAt: minutesAgo(12) }),
  picture('p-nina', members.nina, 4, { isPrivate: true, createdAt: minutesAgo(3) }),
];

export const approvedPictures: ConsolePicture[] = [
  picture('p-max', members.max, 3, {
    state: 'verified',
    isProfileImage: true,
    createdAt: minutesAgo(400),
    decidedAt: minutesAgo(20),
  }),
  picture('p-lena-2', members.lena, 12, {
    state: 'verified',
    createdAt: daysAgo(2),
    decidedAt: minutesAgo(300),
  }),
];

export const rejectedPictures: ConsolePicture[] = [
  picture('p-tom-2', members.tom, 13, {
    state: 'rejected',
    rejectionReason: 'textOrContact',
    createdAt: minutesAgo(500),
    decidedAt: minutesAgo(45),
  }),
  picture('p-jana-2', jana, 14, {
    state: 'rejected',
    isPrivate: true,
    rejectionReason: 'celebrity',
    createdAt: daysAgo(1),
    decidedAt: minutesAgo(600),
  }),
  picture('p-olli-2', olli, 15, {
    state: 'rejected',
    rejectionReason: 'notAPerson',
    createdAt: daysAgo(3),
    decidedAt: daysAgo(2),
  }),
];

export const picturesByState = {
  pending: pendingPictures,
  verified: approvedPictures,
  rejected: rejectedPictures,
};

const verification = (
  id: string,
  member: ConsoleVerification['member'],
  selfie: number | null,
  pictures: number[],
  values: Partial<ConsoleVerification> = {},
): ConsoleVerification => ({
  id,
  member,
  selfieHref: selfie === null ? null : portrait(selfie),
  pictureHrefs: pictures.map((index) => portrait(index)),
  state: 'pending',
  rejectionReason: null,
  createdAt: minutesAgo(30),
  decidedAt: null,
  ...values,
});

/** Three members waiting for the badge; Tom's selfie shows someone else than his pictures. */
export const pendingVerifications: ConsoleVerification[] = [
  verification('v-nina', members.nina, 4, [4, 16, 22], { createdAt: minutesAgo(45) }),
  verification('v-tom', members.tom, 5, [1, 19], { createdAt: minutesAgo(25) }),
  verification('v-sara', members.sara, 2, [], { createdAt: minutesAgo(6) }),
];

export const verifiedVerifications: ConsoleVerification[] = [
  verification('v-lena', { ...members.lena, verified: true }, 0, [0, 6], {
    state: 'verified',
    createdAt: minutesAgo(300),
    decidedAt: minutesAgo(200),
  }),
];

export const rejectedVerifications: ConsoleVerification[] = [
  verification('v-max', members.max, 11, [3], {
    state: 'rejected',
    rejectionReason: 'notAPerson',
    createdAt: daysAgo(2),
    decidedAt: daysAgo(1),
  }),
  verification('v-olli', olli, null, [9], {
    state: 'rejected',
    rejectionReason: 'other',
    createdAt: daysAgo(4),
    decidedAt: daysAgo(3),
  }),
];

export const verificationsByState = {
  pending: pendingVerifications,
  verified: verifiedVerifications,
  rejected: rejectedVerifications,
};

/** A page of a queue as the server answers it; `count` is all entries of the state. */
export const queuePage = <Item>(items: Item[], count = items.length) => ({ items, count });

/** The frame's counts, matching the waiting lists above. */
export const moderationDashboard: ConsoleDashboard = {
  ...dashboardFixture,
  queues: {
    ...dashboardFixture.queues,
    pictures: { count: pendingPictures.length, oldestAt: minutesAgo(190) },
    verifications: { count: pendingVerifications.length, oldestAt: minutesAgo(45) },
  },
};

const crowd = [members.lena, members.tom, members.sara, members.max, members.nina, jana, olli];

/** A busy day: `count` waiting pictures of many members, the oldest first. */
export const manyPendingPictures = (count: number): ConsolePicture[] =>
  Array.from({ length: count }, (_, index) =>
    picture(`p-busy-${index + 1}`, crowd[index % crowd.length] ?? members.tom, index + 20, {
      isProfileImage: index % 5 === 0,
      isPrivate: index % 4 === 3,
      createdAt: minutesAgo(600 - index * 15),
    }),
  );
