/**
 * Fixture data of the console's stories: operators of each role and the people and things they
 * work on, valid by the contract (the fixture API checks every answer against it). The clock of
 * every story stands at `storyNow`.
 */
import { reply } from '@amora/client/fixtures';
import { type ErrorCode, errorTexts, type MemberRef, type Operator } from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';

export const storyNow = '2026-11-27T10:30:00.000Z';

/** `minutes` before the story's now, as the server writes times. */
export const minutesAgo = (minutes: number) =>
  new Date(Date.parse(storyNow) - minutes * 60_000).toISOString();
export const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

export const operators = {
  admin: { id: 'op-admin', email: 'mara@amora.example', name: 'Mara Admin', role: 'admin' },
  moderator: {
    id: 'op-mod',
    email: 'jonas@amora.example',
    name: 'Jonas Moderation',
    role: 'moderator',
  },
  support: { id: 'op-support', email: 'lea@amora.example', name: 'Lea Support', role: 'support' },
} satisfies Record<string, Operator>;

/** A member as the console's lists name them. */
export const memberRef = (
  id: string,
  name: string,
  values: Partial<MemberRef> & { portraitIndex?: number } = {},
): MemberRef => {
  const { portraitIndex, ...rest } = values;
  return {
    id,
    name,
    email: `${name.toLowerCase()}@mail.example`,
    thumbnailHref: portraitIndex === undefined ? null : portrait(portraitIndex),
    standing: 'active',
    verified: false,
    createdAt: daysAgo(40),
    ...rest,
  };
};

export const members = {
  lena: memberRef('m-lena', 'Lena', { portraitIndex: 0, verified: true }),
  tom: memberRef('m-tom', 'Tom', { portraitIndex: 1 }),
  sara: memberRef('m-sara', 'Sara', { portraitIndex: 2, createdAt: daysAgo(2) }),
  max: memberRef('m-max', 'Max', { portraitIndex: 3, standing: 'suspended' }),
  nina: memberRef('m-nina', 'Nina', { portraitIndex: 4 }),
  ben: memberRef('m-ben', 'Ben', { standing: 'banned' }),
};

/** The server's refusal with `code`, as the client reads it (an ApiError body). */
export const refusal = (status: number, code: ErrorCode) =>
  reply(status, { timestamp: storyNow, statusCode: status, code, text: errorTexts[code] });
