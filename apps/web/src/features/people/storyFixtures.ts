/**
 * The data of the people screen stories: the likes, visitors and matches lists, and Lena's
 * profile with public and private pictures.
 */

import { type AnswerOf, type ApiAnswers, answer } from '@amora/client/fixtures';
import {
  endpoints,
  type RelationshipItem,
  type RelationshipListType,
  type StrangerImage,
} from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';
import { storyNow, stranger, summary } from '../../stories/fixtures';

const hoursBefore = (hours: number) =>
  new Date(Date.parse(storyNow) - hours * 60 * 60 * 1000).toISOString();

/**
 * A row a sample member (`index`) left `hoursAgo`; a locked one names nobody and sends only the
 * blurred picture.
 */
const row = (
  id: string,
  type: RelationshipListType,
  hoursAgo: number,
  index: number,
  { isNew = false, isLocked = false } = {},
): RelationshipItem => ({
  id,
  type,
  createdAt: hoursBefore(hoursAgo),
  isNew,
  isLocked,
  user: isLocked ? null : summary(index),
  blurredImage: isLocked ? portrait(index) : null,
});
const hiddenAndNew = { isNew: true, isLocked: true };

const likes = [
  row('like-1', 'like', 0.2, 13, hiddenAndNew),
  row('like-2', 'like', 2, 14, hiddenAndNew),
  row('like-3', 'like', 22, 2),
  row('like-4', 'like', 70, 1),
  row('like-5', 'like', 200, 5),
];
const visits = [
  row('visit-1', 'visit', 0.1, 11, hiddenAndNew),
  row('visit-2', 'visit', 3, 0),
  row('visit-3', 'visit', 50, 4),
];
const matches = [row('match-1', 'match', 1, 0, { isNew: true }), row('match-2', 'match', 190, 1)];

const listOf = (items: RelationshipItem[]) => ({
  count: items.length,
  items,
  newCount: items.filter((item) => item.isNew).length,
});

/**
 * GET /relationship by its `type`, and POST /relationship/seen for the rows the screen shows as
 * new.
 */
export const peopleAnswers: ApiAnswers = {
  ...answer(endpoints.relationship.list, (url) => {
    const type = url.searchParams.get('type');
    return listOf(type === 'visit' ? visits : type === 'match' ? matches : likes);
  }),
  ...answer(endpoints.relationship.markSeen, (_, body) => ({
    type: (body as { type: RelationshipListType }).type,
    newCount: 0,
  })),
};

const picture = (
  index: number,
  changes: Partial<StrangerImage> & Pick<StrangerImage, 'isPrivate'>,
): StrangerImage => ({
  id: `lena-${index}`,
  href: portrait(index),
  thumbnailHref: portrait(index),
  price: null,
  isProfileImage: false,
  isUnlocked: true,
  ...changes,
});

/** Lena's profile page: her pictures (one private not yet bought), about her, her details. */
export const lena = stranger(0, {
  name: 'Lena',
  images: {
    count: 4,
    items: [
      picture(0, { isPrivate: false, isProfileImage: true }),
      picture(8, { isPrivate: false }),
      picture(16, { isPrivate: true, price: 10, href: null, isUnlocked: false }),
      picture(24, { isPrivate: true, price: 15 }),
    ],
  },
  gender: 'female',
  aboutMe: 'Bookshop by day, climbing wall by night. Tell me about the last book you loved.',
  interests: ['readingBooks', 'travel', 'cooking', 'photography'],
  mood: 'coffee',
  lookingFor: 'relationship',
  relationshipStatus: 'single',
  starsign: 'libra',
  eyeColor: 'green',
  smoker: 'no',
  sport: 'weekly',
  bodyHeight: 171,
});

export const lenaPath = `/stranger-profile/${lena.id}`;

/** GET /dating/profile/{id} for Lena. */
export const lenaAnswer = (given: AnswerOf<typeof endpoints.dating.profile>) =>
  answer(endpoints.dating.profile, given, { id: lena.id });
