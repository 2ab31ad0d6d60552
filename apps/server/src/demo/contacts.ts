/**
 * What the demo member finds at the first login, so the member screens have something to show
 * at once: two matches who wrote to him (one chat he answered), profiles that liked him and
 * profiles that visited him. They are the first generated profiles he seeks (gender, country and
 * age range), in generation order, so every fresh database gets the same ones.
 */
import type { DemoMember } from './member.ts';
import type { DemoProfile } from './profiles.ts';

export interface DemoChatLine {
  fromMember: boolean;
  text: string;
  minutesAgo: number;
}

export interface DemoContacts {
  /** The profiles (by email) matched with the member, each with the chat they had. */
  matches: { email: string; chat: DemoChatLine[] }[];
  /** The profiles whose like waits in the member's likes. */
  likes: { email: string; minutesAgo: number }[];
  /** The profiles that visited the member's profile. */
  visits: { email: string; minutesAgo: number }[];
}

/** The member's language is German: the chats are too. */
const chats: DemoChatLine[][] = [
  [
    { fromMember: false, text: 'Hallo! Schön, dass wir ein Match sind 😊', minutesAgo: 95 },
    { fromMember: true, text: 'Hi! Finde ich auch. Wie war dein Tag?', minutesAgo: 80 },
    {
      fromMember: false,
      text: 'Ganz entspannt, ich war im Park laufen. Und was hast du am Wochenende vor?',
      minutesAgo: 12,
    },
  ],
  [{ fromMember: false, text: 'Hey, dein Profil gefällt mir! Reist du gern?', minutesAgo: 40 }],
];

const likeCount = 3;
const visitCount = 3;

export const demoContactsOf = (
  member: DemoMember,
  profiles: readonly DemoProfile[],
): DemoContacts => {
  const sought = profiles
    .filter(
      (profile) =>
        profile.gender === member.searchGender &&
        profile.country === member.country &&
        profile.age >= member.searchMinAge &&
        profile.age <= member.searchMaxAge,
    )
    .map((profile) => profile.email);
  const likesFrom = chats.length;
  const visitsFrom = likesFrom + likeCount;
  const matched = sought.slice(0, likesFrom);
  const liking = sought.slice(likesFrom, visitsFrom);
  const visiting = sought.slice(visitsFrom, visitsFrom + visitCount);
  return {
    matches: matched.map((email, index) => ({ email, chat: chats[index] ?? [] })),
    likes: liking.map((email, index) => ({ email, minutesAgo: 30 + index * 150 })),
    visits: visiting.map((email, index) => ({ email, minutesAgo: 5 + index * 90 })),
  };
};
