/**
 * The data of the account screens' stories: the newsletter, blocked members and support tickets
 * of the story member (the kit's Mia). Dates count from the story clock of the shop's stories.
 */

import { type ApiAnswers, answer } from '@amora/client/fixtures';
import { type BlockedUser, endpoints, type Ticket } from '@amora/contract';
import { member, memberAnswers, summary } from '../../stories/fixtures';
import { hoursFromNow } from '../shop/storyFixtures';

const days = 24;

const blocked = (
  index: number,
  daysAgo: number,
  reason: BlockedUser['reason'],
  reported: boolean,
): BlockedUser => {
  const { id, name, image } = summary(index);
  return { id, name, image, blockedAt: hoursFromNow(-daysAgo * days), reason, reported };
};

/** Blocked for harassment, and reported. */
export const reportedMember = blocked(11, 6, 'harassment', true);

export const blockedUsers: BlockedUser[] = [
  blocked(5, 18, 'spam', false),
  reportedMember,
  blocked(17, 2, 'fakeProfile', false),
];

/** What /settings loads: the newsletter (subscribed) and no blocked members. */
export const settingsAnswers: ApiAnswers = {
  ...memberAnswers,
  ...answer(endpoints.newsletter.get, { subscribed: true }, { id: member.id }),
  ...answer(endpoints.relationship.blockedUsers, { count: 0, items: [] }),
};

const comment = (
  id: string,
  author: 'member' | 'support',
  message: string,
  hoursAgo: number,
): Ticket['comments'][number] => ({ id, author, message, createdAt: hoursFromNow(-hoursAgo) });

/** The newest ticket: in progress, with the support's reply and the member's answer. */
export const paymentTicket: Ticket = {
  id: 'ticket-3',
  topic: 'paymentIssues',
  message: 'I paid by bank transfer on Monday but the coins are not there yet.',
  status: 'inProgress',
  comments: [
    comment(
      'comment-1',
      'support',
      'Thank you! Transfers take 1 to 2 bank days. We will check on Thursday and credit the coins by hand if needed.',
      20,
    ),
    comment('comment-2', 'member', 'Thanks, I will wait until then.', 18),
  ],
  createdAt: hoursFromNow(-1 * days - 4),
  updatedAt: hoursFromNow(-18),
};

export const tickets: Ticket[] = [
  paymentTicket,
  {
    id: 'ticket-2',
    topic: 'reportUser',
    message: 'This profile uses pictures of someone else.',
    status: 'resolved',
    comments: [
      comment(
        'comment-3',
        'support',
        'Thank you for the report. We removed the profile.',
        5 * days,
      ),
    ],
    createdAt: hoursFromNow(-6 * days),
    updatedAt: hoursFromNow(-5 * days),
  },
  {
    id: 'ticket-1',
    topic: 'technicalQuestions',
    message: 'The chat does not load on my phone.',
    status: 'closed',
    comments: [],
    createdAt: hoursFromNow(-20 * days),
    updatedAt: hoursFromNow(-19 * days),
  },
];

export const ticketAnswers = (items: Ticket[]): ApiAnswers => ({
  ...memberAnswers,
  ...answer(endpoints.support.list, { count: items.length, items }),
});
