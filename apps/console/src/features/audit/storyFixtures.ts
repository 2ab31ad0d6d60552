/** Entries of the audit log, newest first, for its stories. */
import type { AuditEntry } from '@amora/contract';
import { members, minutesAgo, operators } from '../../stories/fixtures';

const by = (operator: (typeof operators)[keyof typeof operators]) => ({
  id: operator.id,
  name: operator.name,
  role: operator.role,
});
const on = (member: { id: string; name: string }) => ({ id: member.id, name: member.name });

export const auditEntries: AuditEntry[] = [
  {
    id: 'a-10',
    operator: by(operators.moderator),
    action: 'memberSuspended',
    member: on(members.max),
    subjectId: 'r-max-1',
    reason: 'Insulted two members in chats (7 days).',
    createdAt: minutesAgo(6),
  },
  {
    id: 'a-9',
    operator: by(operators.moderator),
    action: 'pictureRejected',
    member: on(members.nina),
    subjectId: 'p-nina-3',
    reason: 'textOrContact',
    createdAt: minutesAgo(18),
  },
  {
    id: 'a-8',
    operator: by(operators.support),
    action: 'ticketAnswered',
    member: on(members.tom),
    subjectId: 't-tom-2',
    reason: null,
    createdAt: minutesAgo(41),
  },
  {
    id: 'a-7',
    operator: by(operators.moderator),
    action: 'verificationApproved',
    member: on(members.sara),
    subjectId: 'v-sara',
    reason: null,
    createdAt: minutesAgo(55),
  },
  {
    id: 'a-6',
    operator: by(operators.admin),
    action: 'coinsGranted',
    member: on(members.lena),
    subjectId: 'l-lena-5',
    reason: 'Coins lost in the outage of 18 November.',
    createdAt: minutesAgo(90),
  },
  {
    id: 'a-5',
    operator: by(operators.moderator),
    action: 'reportDismissed',
    member: on(members.lena),
    subjectId: 'r-lena-2',
    reason: 'Nothing against the rules in the chat.',
    createdAt: minutesAgo(130),
  },
  {
    id: 'a-4',
    operator: by(operators.moderator),
    action: 'memberBanned',
    member: on(members.ben),
    subjectId: 'r-ben-1',
    reason: 'Asked three members for money.',
    createdAt: minutesAgo(200),
  },
  {
    id: 'a-3',
    operator: by(operators.moderator),
    action: 'pictureApproved',
    member: on(members.tom),
    subjectId: 'p-tom-1',
    reason: null,
    createdAt: minutesAgo(260),
  },
  {
    id: 'a-2',
    operator: by(operators.support),
    action: 'ticketUpdated',
    member: on(members.nina),
    subjectId: 't-nina-1',
    reason: null,
    createdAt: minutesAgo(300),
  },
  {
    id: 'a-1',
    operator: by(operators.moderator),
    action: 'operatorSignIn',
    member: null,
    subjectId: null,
    reason: null,
    createdAt: minutesAgo(480),
  },
];

/** One page of the log as the server answers it. */
export const auditPage = (entries: readonly AuditEntry[], totalCount = entries.length) => ({
  items: [...entries],
  count: entries.length,
  page: 1,
  pageSize: 25,
  totalCount,
});
