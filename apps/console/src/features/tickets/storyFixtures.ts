/** Tickets and reports as the server answers them, for the console's stories. */
import type { ConsoleTicket, ConsoleTicketRow } from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';
import { daysAgo, members, minutesAgo, operators } from '../../stories/fixtures';

const row = (
  values: Partial<ConsoleTicketRow> & Pick<ConsoleTicketRow, 'id'>,
): ConsoleTicketRow => ({
  topic: 'otherTopic',
  status: 'open',
  member: members.lena,
  reported: null,
  assignee: null,
  message: '',
  createdAt: minutesAgo(60),
  updatedAt: minutesAgo(60),
  ...values,
});

const detail = (values: Partial<ConsoleTicket> & Pick<ConsoleTicket, 'id'>): ConsoleTicket => ({
  ...row(values),
  comments: [],
  reportedPictureHref: null,
  reportedMessages: [],
  reportedHistory: null,
  ...values,
});

const supportAssignee = { id: operators.support.id, name: operators.support.name };
const moderatorAssignee = { id: operators.moderator.id, name: operators.moderator.name };

/** Support's queue of open requests, oldest first. */
export const requestRows: ConsoleTicketRow[] = [
  row({
    id: 't-payment',
    topic: 'paymentIssues',
    member: members.lena,
    message: 'I paid for 500 coins with PayPal yesterday, but my balance still shows 20.',
    createdAt: daysAgo(2),
    updatedAt: minutesAgo(90),
    assignee: supportAssignee,
    status: 'inProgress',
  }),
  row({
    id: 't-account',
    topic: 'myAccount',
    member: members.tom,
    message: 'How do I change the e-mail address of my account?',
    createdAt: minutesAgo(26 * 60),
  }),
  row({
    id: 't-premium',
    topic: 'premium',
    member: members.nina,
    message: 'Does premium renew by itself? I only wanted one month.',
    createdAt: minutesAgo(5 * 60),
  }),
  row({
    id: 't-bug',
    topic: 'reportBug',
    member: members.sara,
    message: 'The chat jumps to the top whenever a new message arrives on my phone.',
    createdAt: minutesAgo(35),
  }),
];

/** The moderators' queue of open reports, oldest first. */
export const reportRows: ConsoleTicketRow[] = [
  row({
    id: 'r-chat',
    topic: 'reportChat',
    member: members.tom,
    reported: members.max,
    message: 'He keeps insulting me after I said I was not interested.',
    createdAt: minutesAgo(26 * 60),
  }),
  row({
    id: 'r-picture',
    topic: 'reportImage',
    member: members.nina,
    reported: members.sara,
    message: 'This is a picture of a famous actress, not of her.',
    createdAt: minutesAgo(4 * 60),
    assignee: moderatorAssignee,
    status: 'inProgress',
  }),
  row({
    id: 'r-user',
    topic: 'reportUser',
    member: members.lena,
    reported: members.ben,
    message: 'Asks everybody for money for a bus ticket.',
    createdAt: minutesAgo(50),
  }),
];

/** One page of a queue as the server answers it. */
export const page = (rows: ConsoleTicketRow[], totalCount = rows.length) => ({
  items: rows,
  count: rows.length,
  page: 1,
  pageSize: 25,
  totalCount,
});

/** A payment problem being answered back and forth. */
export const paymentTicket = detail({
  ...requestRows[0],
  id: 't-payment',
  comments: [
    {
      id: 'c-1',
      author: 'support',
      operatorName: operators.support.name,
      message:
        'Thanks for writing! Could you send us the PayPal transaction number? Then we can look for the payment.',
      createdAt: daysAgo(1),
    },
    {
      id: 'c-2',
      author: 'member',
      operatorName: null,
      message: 'Sure, it is 7TK39512HX0348221.',
      createdAt: minutesAgo(90),
    },
  ],
});

const chatReportRow = reportRows[0] as ConsoleTicketRow;

/** A chat reported by Tom: Max's lines as Tom saw them, a picture among them. */
export const chatReport = detail({
  ...chatReportRow,
  reportedHistory: { reportsAgainst: 3, actionsAgainst: 1, paymentsCents: 4_997 },
  reportedMessages: [
    {
      id: 'msg-1',
      fromReported: true,
      text: 'Hey, nice pictures! Fancy a drink this week?',
      imageHref: null,
      type: 'message',
      createdAt: minutesAgo(27 * 60),
    },
    {
      id: 'msg-2',
      fromReported: false,
      text: 'Thanks, but I am not interested. Take care!',
      imageHref: null,
      type: 'message',
      createdAt: minutesAgo(27 * 60 - 5),
    },
    {
      id: 'msg-3',
      fromReported: true,
      text: 'Who do you think you are? Nobody would date you anyway.',
      imageHref: null,
      type: 'message',
      createdAt: minutesAgo(27 * 60 - 7),
    },
    {
      id: 'msg-4',
      fromReported: true,
      text: null,
      imageHref: portrait(7, { width: 300, height: 300 }),
      type: 'image',
      createdAt: minutesAgo(27 * 60 - 8),
    },
    {
      id: 'msg-5',
      fromReported: false,
      text: 'Please stop writing to me.',
      imageHref: null,
      type: 'message',
      createdAt: minutesAgo(26 * 60 + 10),
    },
  ],
});

/** A picture reported as showing somebody else. */
export const pictureReport = detail({
  ...(reportRows[1] as ConsoleTicketRow),
  reportedPictureHref: portrait(2),
  reportedHistory: { reportsAgainst: 1, actionsAgainst: 0, paymentsCents: 0 },
});

/** The chat report, closed by a moderator with an action. */
export const resolvedReport: ConsoleTicket = {
  ...chatReport,
  status: 'resolved',
  assignee: moderatorAssignee,
  reported: { ...members.max, standing: 'suspended' },
  updatedAt: minutesAgo(20),
};
