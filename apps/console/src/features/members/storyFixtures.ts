/** Members as the console's member search and member page show them, for their stories. */
import type { AuditEntry, ConsoleMember, ConsoleTicketRow, MemberRef } from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';
import { daysAgo, memberRef, members, minutesAgo } from '../../stories/fixtures';

/** One page of a list as the server answers it (members count all matches in `count`). */
export const page = <Item>(items: readonly Item[], total = items.length) => ({
  items: [...items],
  count: total,
  page: 1,
  pageSize: 25,
  totalCount: total,
});

/** The newest members first, as the search lists them without a query. */
export const newestMembers: MemberRef[] = [
  memberRef('m-jana', 'Jana', { portraitIndex: 5, createdAt: minutesAgo(35) }),
  members.sara,
  memberRef('m-felix', 'Felix', { portraitIndex: 6, createdAt: daysAgo(3), verified: true }),
  memberRef('m-aylin', 'Aylin', { portraitIndex: 7, createdAt: daysAgo(6) }),
  memberRef('m-deleted', 'Deleted member', {
    email: null,
    standing: 'deleted',
    createdAt: daysAgo(9),
  }),
  memberRef('m-jonas', 'Jonas', { portraitIndex: 8, createdAt: daysAgo(12), verified: true }),
  { ...members.max, createdAt: daysAgo(21) },
  { ...members.lena, createdAt: daysAgo(30) },
  members.tom,
  { ...members.ben, createdAt: daysAgo(64) },
];

const auditEntry = (
  id: string,
  action: AuditEntry['action'],
  values: Partial<AuditEntry> & { minutes: number },
): AuditEntry => {
  const { minutes, ...rest } = values;
  return {
    id,
    operator: { id: 'op-mod', name: 'Jonas Moderation', role: 'moderator' },
    action,
    member: { id: members.lena.id, name: members.lena.name },
    subjectId: null,
    reason: null,
    createdAt: minutesAgo(minutes),
    ...rest,
  };
};

const reportAgainstLena: ConsoleTicketRow = {
  id: 'r-lena-1',
  topic: 'reportChat',
  status: 'resolved',
  member: members.tom,
  reported: members.lena,
  assignee: { id: 'op-mod', name: 'Jonas Moderation' },
  message: 'She sent me the same link to another site three times.',
  createdAt: daysAgo(9),
  updatedAt: daysAgo(8),
};

/** An active, verified member with a bit of everything: pictures, coins, payments, a report. */
export const lena: ConsoleMember = {
  ...members.lena,
  createdAt: daysAgo(212),
  birthdate: '1994-03-12',
  city: 'Hamburg',
  lastSeenAt: minutesAgo(14),
  suspendedUntil: null,
  coins: 1240,
  freeCoins: 35,
  premiumUntil: daysAgo(-18),
  pictures: [
    { id: 'p-1', href: portrait(0), state: 'verified', isPrivate: false, isProfileImage: true },
    { id: 'p-2', href: portrait(10), state: 'verified', isPrivate: false, isProfileImage: false },
    { id: 'p-3', href: portrait(11), state: 'pending', isPrivate: true, isProfileImage: false },
    { id: 'p-4', href: portrait(12), state: 'rejected', isPrivate: false, isProfileImage: false },
  ],
  ledger: [
    {
      id: 'l-1',
      coinsDelta: -20,
      freeCoinsDelta: 0,
      reason: 'chatMessage',
      createdAt: minutesAgo(15),
    },
    {
      id: 'l-2',
      coinsDelta: -5,
      freeCoinsDelta: -5,
      reason: 'pictureUnlock',
      createdAt: minutesAgo(70),
    },
    { id: 'l-3', coinsDelta: 0, freeCoinsDelta: 10, reason: 'dailyReward', createdAt: daysAgo(1) },
    { id: 'l-4', coinsDelta: 1000, freeCoinsDelta: 0, reason: 'purchase', createdAt: daysAgo(4) },
    {
      id: 'l-5',
      coinsDelta: 250,
      freeCoinsDelta: 0,
      reason: 'operatorGrant',
      createdAt: daysAgo(9),
    },
    { id: 'l-6', coinsDelta: -40, freeCoinsDelta: 0, reason: 'gift', createdAt: daysAgo(12) },
  ],
  payments: [
    { id: 'pay-1', provider: 'paypal', status: 'paid', amountCents: 1999, createdAt: daysAgo(4) },
    { id: 'pay-2', provider: 'stripe', status: 'failed', amountCents: 999, createdAt: daysAgo(33) },
    { id: 'pay-3', provider: 'stripe', status: 'paid', amountCents: 999, createdAt: daysAgo(34) },
  ],
  sessions: [
    {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      lastSeenAt: minutesAgo(14),
    },
    {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      lastSeenAt: daysAgo(3),
    },
  ],
  reports: [reportAgainstLena],
  audit: [
    auditEntry('a-1', 'memberWarned', {
      minutes: 8 * 24 * 60,
      subjectId: reportAgainstLena.id,
      reason: 'Please do not send links to other sites in chats.',
    }),
    auditEntry('a-2', 'coinsGranted', {
      minutes: 9 * 24 * 60,
      operator: { id: 'op-admin', name: 'Mara Admin', role: 'admin' },
      subjectId: 'l-5',
      reason: 'Coins lost in the outage of 18 November.',
    }),
    auditEntry('a-3', 'verificationApproved', { minutes: 200 * 24 * 60, subjectId: 'v-lena' }),
    auditEntry('a-4', 'pictureApproved', { minutes: 205 * 24 * 60, subjectId: 'p-2' }),
  ],
};

/** Suspended for a week after insulting members, three days ago. */
export const max: ConsoleMember = {
  ...lena,
  ...members.max,
  createdAt: daysAgo(95),
  birthdate: '1989-11-30',
  city: 'Köln',
  lastSeenAt: daysAgo(3),
  suspendedUntil: daysAgo(-4),
  coins: 80,
  freeCoins: 0,
  premiumUntil: null,
  pictures: [
    { id: 'p-max', href: portrait(3), state: 'verified', isPrivate: false, isProfileImage: true },
  ],
  payments: [],
  sessions: [],
  reports: [],
  audit: [
    auditEntry('a-max', 'memberSuspended', {
      minutes: 3 * 24 * 60,
      member: { id: members.max.id, name: members.max.name },
      reason: 'Insulted two members in chats (7 days).',
    }),
  ],
};

/** Banned for asking members for money. */
export const ben: ConsoleMember = {
  ...max,
  ...members.ben,
  createdAt: daysAgo(64),
  birthdate: '1991-06-02',
  city: 'Berlin',
  lastSeenAt: daysAgo(10),
  suspendedUntil: null,
  coins: 0,
  pictures: [],
  ledger: [],
  audit: [
    auditEntry('a-ben', 'memberBanned', {
      minutes: 10 * 24 * 60,
      member: { id: members.ben.id, name: members.ben.name },
      subjectId: 'r-ben-1',
      reason: 'Asked three members for money.',
    }),
  ],
};

/** Lena's purchases through every kind of provider, for the refund stories (admins see them). */
export const lenaPaying: ConsoleMember = {
  ...lena,
  payments: [
    { id: 'pay-1', provider: 'payPal', status: 'paid', amountCents: 1999, createdAt: daysAgo(4) },
    { id: 'pay-4', provider: 'apple', status: 'paid', amountCents: 1099, createdAt: daysAgo(11) },
    {
      id: 'pay-5',
      provider: 'microPayment',
      status: 'paid',
      amountCents: 499,
      createdAt: daysAgo(20),
    },
    { id: 'pay-2', provider: 'stripe', status: 'failed', amountCents: 999, createdAt: daysAgo(33) },
    {
      id: 'pay-3',
      provider: 'stripe',
      status: 'refunded',
      amountCents: 999,
      createdAt: daysAgo(34),
    },
  ],
};

/** Lena after the refund of her PayPal payment: its coins taken back, the refund logged. */
export const lenaRefunded: ConsoleMember = {
  ...lenaPaying,
  coins: lenaPaying.coins - 1000,
  payments: lenaPaying.payments.map((payment) =>
    payment.id === 'pay-1' ? { ...payment, status: 'refunded' } : payment,
  ),
  audit: [
    auditEntry('a-refund', 'paymentRefunded', {
      minutes: 0,
      operator: { id: 'op-admin', name: 'Mara Admin', role: 'admin' },
      subjectId: 'pay-1',
      reason: 'Charged twice for the same package.',
    }),
    ...lena.audit,
  ],
};

/** Lena's account after an admin erased it: no name, e-mail, profile or pictures; records stay. */
export const lenaErased: ConsoleMember = {
  ...lena,
  name: '',
  email: null,
  thumbnailHref: null,
  standing: 'deleted',
  verified: false,
  birthdate: null,
  city: null,
  lastSeenAt: null,
  premiumUntil: null,
  pictures: [],
  sessions: [],
  audit: [
    auditEntry('a-erase', 'memberErased', {
      minutes: 0,
      operator: { id: 'op-admin', name: 'Mara Admin', role: 'admin' },
      member: { id: members.lena.id, name: '' },
      reason: 'She asked by mail to delete her account.',
    }),
    ...lena.audit,
  ],
};
