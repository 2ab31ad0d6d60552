/**
 * The operator console's calls (/v1/console/...): the people who run Amora sign in with a
 * password and a TOTP code, review pictures and verifications, handle reports and tickets, look
 * members up and act on them. Every call names the operator roles that may make it (`roles`;
 * an admin may make every call); the server refuses a member session and any other role. Not part
 * of `endpoints`, so the member app never bundles them.
 */
import * as v from 'valibot';
import { collection, DateTime, Href, Id, IdParams, NonNegativeInteger, PageQuery } from './common';
import { endpoint } from './endpoint';
import { errorCodes } from './errors';
import type { PaymentProvider } from './shop';
import { TicketStatus, TicketTopic, ticketStatuses, ticketTopics } from './support';
import { ImageVerificationState, PictureRejectionReason } from './user';
import { Email, LoginPassword } from './validation';

export const consoleLimits = {
  /** An operator session ends after this long without a call. */
  idleMinutes: 30,
  /** However busy, an operator signs in again after this long. */
  maxSessionHours: 12,
  /** Days a suspension may last. */
  suspensionDays: { min: 1, max: 365 },
  /** Coins an admin may grant in one entry. */
  coinGrant: { min: 1, max: 100_000 },
  reasonMaxLength: 2000,
  answerMaxLength: 5000,
  pageSize: 25,
} as const;

/** How a member account stands; banned and suspended members are hidden and cannot sign in. */
export const memberStandings = ['active', 'suspended', 'banned', 'deleted'] as const;
export const MemberStanding = v.picklist(memberStandings);
export type MemberStanding = v.InferOutput<typeof MemberStanding>;

/** What an operator can do to a member, from a report or from the member's page. */
export const memberActions = ['warn', 'suspend', 'ban', 'reinstate'] as const;
/** What closes a report: nothing to do, or an action on the reported member or picture. */
export const reportActions = ['dismiss', 'warn', 'removePicture', 'suspend', 'ban'] as const;

/** Every kind of row of the audit log. */
export const auditActions = [
  'operatorSignIn',
  'pictureApproved',
  'pictureRejected',
  'pictureRemoved',
  'verificationApproved',
  'verificationRejected',
  'reportDismissed',
  'memberWarned',
  'memberSuspended',
  'memberBanned',
  'memberReinstated',
  'ticketAnswered',
  'ticketUpdated',
  'coinsGranted',
  'settingsChanged',
  'pictureAutoApproved',
  'operatorAdded',
  'operatorRoleChanged',
  'operatorDisabled',
  'paymentRefunded',
  'memberErased',
] as const;
export const AuditAction = v.picklist(auditActions);
export type AuditAction = v.InferOutput<typeof AuditAction>;

const Reason = v.pipe(
  v.string(errorCodes.MESSAGE_REQUIRED),
  v.trim(),
  v.nonEmpty(errorCodes.MESSAGE_REQUIRED),
  v.maxLength(consoleLimits.reasonMaxLength, errorCodes.MESSAGE_TOO_LONG),
);
const OptionalNote = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(consoleLimits.reasonMaxLength, errorCodes.MESSAGE_TOO_LONG),
  ),
);
const SuspensionDays = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(consoleLimits.suspensionDays.min),
  v.maxValue(consoleLimits.suspensionDays.max),
);
const ConsolePageQuery = PageQuery.entries;

export const Operator = v.object({
  id: Id,
  email: v.string(),
  name: v.string(),
  role: v.picklist(['moderator', 'support', 'admin']),
});
export type Operator = v.InferOutput<typeof Operator>;

/** Password and the six digits of the operator's authenticator app. */
export const OperatorSignInPayload = v.object({
  email: Email,
  password: LoginPassword,
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, errorCodes.OPERATOR_SIGN_IN_FAILED)),
});
export type OperatorSignInPayload = v.InferOutput<typeof OperatorSignInPayload>;

/** A member as lists of the console name them. */
export const MemberRef = v.object({
  id: Id,
  name: v.string(),
  email: v.nullable(v.string()),
  thumbnailHref: v.nullable(Href),
  standing: MemberStanding,
  verified: v.boolean(),
  createdAt: DateTime,
});
export type MemberRef = v.InferOutput<typeof MemberRef>;

export const ConsolePicture = v.object({
  id: Id,
  member: MemberRef,
  href: Href,
  width: NonNegativeInteger,
  height: NonNegativeInteger,
  isPrivate: v.boolean(),
  isProfileImage: v.boolean(),
  state: ImageVerificationState,
  rejectionReason: v.nullable(PictureRejectionReason),
  createdAt: DateTime,
  decidedAt: v.nullable(DateTime),
});
export type ConsolePicture = v.InferOutput<typeof ConsolePicture>;

export const PictureQueueQuery = v.object({
  ...ConsolePageQuery,
  state: v.optional(ImageVerificationState, 'pending'),
});

export const PictureDecisionPayload = v.variant('decision', [
  v.object({ decision: v.literal('approve') }),
  v.object({ decision: v.literal('reject'), reason: PictureRejectionReason, note: OptionalNote }),
]);
export type PictureDecisionPayload = v.InferOutput<typeof PictureDecisionPayload>;

export const ConsoleVerification = v.object({
  id: Id,
  member: MemberRef,
  selfieHref: v.nullable(Href),
  /** The member's public gallery, profile picture first, to compare with the selfie. */
  pictureHrefs: v.array(Href),
  state: ImageVerificationState,
  rejectionReason: v.nullable(PictureRejectionReason),
  createdAt: DateTime,
  decidedAt: v.nullable(DateTime),
});
export type ConsoleVerification = v.InferOutput<typeof ConsoleVerification>;

export const VerificationDecisionPayload = v.variant('decision', [
  v.object({ decision: v.literal('verify') }),
  v.object({ decision: v.literal('reject'), reason: PictureRejectionReason, note: OptionalNote }),
]);
export type VerificationDecisionPayload = v.InferOutput<typeof VerificationDecisionPayload>;

export const ConsoleTicketComment = v.object({
  id: Id,
  author: v.picklist(['member', 'support']),
  /** The operator who answered; null for the member's own lines. */
  operatorName: v.nullable(v.string()),
  message: v.string(),
  createdAt: DateTime,
});

export const ConsoleTicketRow = v.object({
  id: Id,
  topic: TicketTopic,
  status: TicketStatus,
  member: MemberRef,
  /** The member a report is about. */
  reported: v.nullable(MemberRef),
  assignee: v.nullable(v.object({ id: Id, name: v.string() })),
  message: v.string(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ConsoleTicketRow = v.InferOutput<typeof ConsoleTicketRow>;

/** A chat message as the reporter was shown it. */
export const ReportedMessage = v.object({
  id: Id,
  fromReported: v.boolean(),
  text: v.nullable(v.string()),
  imageHref: v.nullable(Href),
  type: v.string(),
  createdAt: DateTime,
});

export const ConsoleTicket = v.object({
  ...ConsoleTicketRow.entries,
  comments: v.array(ConsoleTicketComment),
  /** Reports only: the picture, and the messages of the reported chat the reporter saw. */
  reportedPictureHref: v.nullable(Href),
  reportedMessages: v.array(ReportedMessage),
  /** Reports only: how the reported member stands out, for the decision. */
  reportedHistory: v.nullable(
    v.object({
      reportsAgainst: NonNegativeInteger,
      actionsAgainst: NonNegativeInteger,
      paymentsCents: NonNegativeInteger,
    }),
  ),
});
export type ConsoleTicket = v.InferOutput<typeof ConsoleTicket>;

export const TicketQueueQuery = v.object({
  ...ConsolePageQuery,
  status: v.optional(TicketStatus),
  topic: v.optional(TicketTopic),
  /** Only reports (the three report topics) or only member requests. */
  kind: v.optional(v.picklist(['reports', 'requests'])),
  assignee: v.optional(v.picklist(['me', 'nobody'])),
});

export const TicketAnswerPayload = v.object({
  message: v.pipe(
    v.string(errorCodes.MESSAGE_REQUIRED),
    v.trim(),
    v.nonEmpty(errorCodes.MESSAGE_REQUIRED),
    v.maxLength(consoleLimits.answerMaxLength, errorCodes.MESSAGE_TOO_LONG),
  ),
  /** The status the ticket moves to with the answer; in progress when absent. */
  status: v.optional(TicketStatus),
});

export const TicketUpdatePayload = v.object({
  status: v.optional(TicketStatus),
  /** An operator's id, or null to unassign. */
  assigneeId: v.optional(v.nullable(Id)),
});

export const ReportActionPayload = v.object({
  action: v.picklist(reportActions),
  /** Suspend only. */
  days: v.optional(SuspensionDays),
  /** Told to the reported member for warn, suspend and ban; kept in the audit log. */
  reason: Reason,
  /** removePicture only: the reason the member reads (other when absent). */
  pictureReason: v.optional(PictureRejectionReason),
});
export type ReportActionPayload = v.InferOutput<typeof ReportActionPayload>;

export const MemberActionPayload = v.object({
  action: v.picklist(memberActions),
  days: v.optional(SuspensionDays),
  reason: Reason,
});
export type MemberActionPayload = v.InferOutput<typeof MemberActionPayload>;

export const CoinGrantPayload = v.object({
  amount: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(consoleLimits.coinGrant.min),
    v.maxValue(consoleLimits.coinGrant.max),
  ),
  reason: Reason,
});

/**
 * The providers whose payments an admin can refund from the console, through the provider's refund
 * call. The app stores refund only through their own support, and microPayment has no refund call.
 */
export const refundableProviders = [
  'sandbox',
  'stripe',
  'mollie',
  'payPal',
] as const satisfies readonly PaymentProvider[];
export const isRefundableProvider = (provider: string) =>
  (refundableProviders as readonly string[]).includes(provider);

/** An admin's refund of one paid payment, or an account's erasure: the reason the log keeps. */
export const ReasonPayload = v.object({ reason: Reason });
export type ReasonPayload = v.InferOutput<typeof ReasonPayload>;

export const PaymentParams = v.object({ id: Id, paymentId: Id });

export const MemberSearchQuery = v.object({
  ...ConsolePageQuery,
  /** An e-mail, a name or an account id. */
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  standing: v.optional(MemberStanding),
});

export const AuditEntry = v.object({
  id: Id,
  operator: v.object({ id: Id, name: v.string(), role: Operator.entries.role }),
  action: AuditAction,
  /** The member acted on, if any. */
  member: v.nullable(v.object({ id: Id, name: v.string() })),
  /** The picture, ticket, payment ... acted on. */
  subjectId: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  createdAt: DateTime,
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

export const AuditQuery = v.object({
  ...ConsolePageQuery,
  action: v.optional(AuditAction),
  operatorId: v.optional(Id),
  memberId: v.optional(Id),
});

export const ConsoleMember = v.object({
  ...MemberRef.entries,
  birthdate: v.nullable(v.string()),
  city: v.nullable(v.string()),
  lastSeenAt: v.nullable(DateTime),
  suspendedUntil: v.nullable(DateTime),
  coins: NonNegativeInteger,
  freeCoins: NonNegativeInteger,
  premiumUntil: v.nullable(DateTime),
  pictures: v.array(
    v.object({
      id: Id,
      href: Href,
      state: ImageVerificationState,
      isPrivate: v.boolean(),
      isProfileImage: v.boolean(),
    }),
  ),
  ledger: v.array(
    v.object({
      id: Id,
      coinsDelta: v.number(),
      freeCoinsDelta: v.number(),
      reason: v.string(),
      createdAt: DateTime,
    }),
  ),
  payments: v.array(
    v.object({
      id: Id,
      provider: v.string(),
      status: v.string(),
      amountCents: NonNegativeInteger,
      createdAt: DateTime,
    }),
  ),
  sessions: v.array(v.object({ userAgent: v.nullable(v.string()), lastSeenAt: DateTime })),
  reports: v.array(ConsoleTicketRow),
  audit: v.array(AuditEntry),
});
export type ConsoleMember = v.InferOutput<typeof ConsoleMember>;

const queueState = v.object({ count: NonNegativeInteger, oldestAt: v.nullable(DateTime) });

export const ConsoleDashboard = v.object({
  queues: v.object({
    pictures: queueState,
    verifications: queueState,
    reports: queueState,
    tickets: queueState,
  }),
  /** The last 14 days, oldest first. */
  days: v.array(
    v.object({
      day: v.string(),
      registrations: NonNegativeInteger,
      messages: NonNegativeInteger,
      revenueCents: NonNegativeInteger,
    }),
  ),
});
export type ConsoleDashboard = v.InferOutput<typeof ConsoleDashboard>;

/**
 * Which new or re-cropped pictures skip the review queue: none, or those of members whose selfie
 * a moderator verified (a person already checked against their pictures).
 */
export const pictureAutoApproveRules = ['off', 'verifiedMembers'] as const;
export const PictureAutoApproveRule = v.picklist(pictureAutoApproveRules);
export type PictureAutoApproveRule = v.InferOutput<typeof PictureAutoApproveRule>;

export const ConsoleSettings = v.object({
  pictureAutoApprove: PictureAutoApproveRule,
  /** Who set the rule last, and when; null while it was never changed. */
  changedBy: v.nullable(v.object({ id: Id, name: v.string() })),
  changedAt: v.nullable(DateTime),
});
export type ConsoleSettings = v.InferOutput<typeof ConsoleSettings>;

export const ConsoleSettingsPayload = v.object({ pictureAutoApprove: PictureAutoApproveRule });
export type ConsoleSettingsPayload = v.InferOutput<typeof ConsoleSettingsPayload>;

/** An operator as admins manage them. */
export const OperatorAccount = v.object({
  ...Operator.entries,
  /** Signed in with an authenticator code at least once. */
  twoFactorSetUp: v.boolean(),
  lastSignInAt: v.nullable(DateTime),
  disabledAt: v.nullable(DateTime),
  createdAt: DateTime,
});
export type OperatorAccount = v.InferOutput<typeof OperatorAccount>;

export const NewOperatorPayload = v.object({
  email: Email,
  name: v.pipe(
    v.string(errorCodes.EMPTY_NAME_INPUT),
    v.trim(),
    v.nonEmpty(errorCodes.EMPTY_NAME_INPUT),
    v.maxLength(100, errorCodes.NAME_TOO_LONG),
  ),
  role: Operator.entries.role,
});
export type NewOperatorPayload = v.InferOutput<typeof NewOperatorPayload>;

/** A new operator's sign-in: shown once, never again (the server keeps only the hash). */
export const NewOperatorCredentials = v.object({
  operator: OperatorAccount,
  password: v.string(),
  totpSecret: v.string(),
  /** The `otpauth://` address an authenticator app reads. */
  totpUri: v.string(),
});
export type NewOperatorCredentials = v.InferOutput<typeof NewOperatorCredentials>;

export const OperatorRolePayload = v.object({ role: Operator.entries.role });

const moderation = ['moderator'] as const;
const support = ['support'] as const;
const anyOperator = ['moderator', 'support'] as const;
const adminOnly = [] as const;

const call = {
  auth: 'operator',
  tag: 'console',
} as const;

export const consoleEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/console/session',
    auth: 'visitor',
    answer: 'data',
    tag: 'console',
    summary: 'An operator signs in with e-mail, password and the TOTP code',
    body: OperatorSignInPayload,
    response: Operator,
  }),
  signOut: endpoint({
    ...call,
    roles: anyOperator,
    method: 'DELETE',
    path: '/console/session',
    answer: 'empty',
    summary: 'The operator signs out',
  }),
  me: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/session',
    answer: 'data',
    summary: 'The signed-in operator',
    response: Operator,
  }),
  dashboard: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/dashboard',
    answer: 'data',
    summary: 'Queue lengths and ages, and registrations, messages and revenue per day',
    response: ConsoleDashboard,
  }),
  pictures: endpoint({
    ...call,
    roles: moderation,
    method: 'GET',
    path: '/console/pictures',
    answer: 'data',
    summary: 'Pictures by review state, oldest first',
    query: PictureQueueQuery,
    response: collection(ConsolePicture),
  }),
  decidePicture: endpoint({
    ...call,
    roles: moderation,
    method: 'POST',
    path: '/console/pictures/{id}/decision',
    answer: 'data',
    summary: 'Approve a picture, or reject it with a reason the member reads',
    params: IdParams,
    body: PictureDecisionPayload,
    response: ConsolePicture,
  }),
  verifications: endpoint({
    ...call,
    roles: moderation,
    method: 'GET',
    path: '/console/verifications',
    answer: 'data',
    summary: 'Profile verifications by state, oldest first',
    query: PictureQueueQuery,
    response: collection(ConsoleVerification),
  }),
  decideVerification: endpoint({
    ...call,
    roles: moderation,
    method: 'POST',
    path: '/console/verifications/{id}/decision',
    answer: 'data',
    summary: 'Verify a member (the badge) or reject the selfie with a reason',
    params: IdParams,
    body: VerificationDecisionPayload,
    response: ConsoleVerification,
  }),
  tickets: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/tickets',
    answer: 'data',
    summary: 'Support tickets and reports, oldest open first',
    query: TicketQueueQuery,
    response: collection(ConsoleTicketRow),
  }),
  ticket: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/tickets/{id}',
    answer: 'data',
    summary: 'A ticket with its comments; a report with what it names',
    params: IdParams,
    response: ConsoleTicket,
  }),
  answerTicket: endpoint({
    ...call,
    roles: support,
    method: 'POST',
    path: '/console/tickets/{id}/answer',
    answer: 'data',
    summary: 'Answer a ticket: the member reads it in the ticket and by mail',
    params: IdParams,
    body: TicketAnswerPayload,
    response: ConsoleTicket,
  }),
  updateTicket: endpoint({
    ...call,
    roles: anyOperator,
    method: 'PATCH',
    path: '/console/tickets/{id}',
    answer: 'data',
    summary: 'Move a ticket to another status or operator',
    params: IdParams,
    body: TicketUpdatePayload,
    response: ConsoleTicket,
  }),
  actOnReport: endpoint({
    ...call,
    roles: moderation,
    method: 'POST',
    path: '/console/tickets/{id}/action',
    answer: 'data',
    summary: 'Close a report: dismiss, warn, remove the picture, suspend or ban',
    params: IdParams,
    body: ReportActionPayload,
    response: ConsoleTicket,
  }),
  members: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/members',
    answer: 'data',
    summary: 'Find members by e-mail, name or id',
    query: MemberSearchQuery,
    response: collection(MemberRef),
  }),
  member: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/members/{id}',
    answer: 'data',
    summary: "A member's profile, pictures, ledger, payments, sessions, reports and history",
    params: IdParams,
    response: ConsoleMember,
  }),
  actOnMember: endpoint({
    ...call,
    roles: moderation,
    method: 'POST',
    path: '/console/members/{id}/action',
    answer: 'data',
    summary: 'Warn, suspend, ban or reinstate a member',
    params: IdParams,
    body: MemberActionPayload,
    response: ConsoleMember,
  }),
  grantCoins: endpoint({
    ...call,
    roles: adminOnly,
    method: 'POST',
    path: '/console/members/{id}/coins',
    answer: 'data',
    summary: 'Grant (or take back) coins with a reason, as a ledger entry of its own',
    params: IdParams,
    body: CoinGrantPayload,
    response: ConsoleMember,
  }),
  refundPayment: endpoint({
    ...call,
    roles: adminOnly,
    method: 'POST',
    path: '/console/members/{id}/payments/{paymentId}/refund',
    answer: 'data',
    summary:
      'Refund a paid payment in full through its provider and take back what is left of its coins',
    params: PaymentParams,
    body: ReasonPayload,
    response: ConsoleMember,
  }),
  eraseMember: endpoint({
    ...call,
    roles: adminOnly,
    method: 'POST',
    path: '/console/members/{id}/erase',
    answer: 'data',
    summary:
      "Erase a member's account: personal data and pictures deleted, signed out everywhere; the ledger and audit rows stay",
    params: IdParams,
    body: ReasonPayload,
    response: ConsoleMember,
  }),
  audit: endpoint({
    ...call,
    roles: anyOperator,
    method: 'GET',
    path: '/console/audit',
    answer: 'data',
    summary: 'The audit log, newest first',
    query: AuditQuery,
    response: collection(AuditEntry),
  }),
  settings: endpoint({
    ...call,
    roles: adminOnly,
    method: 'GET',
    path: '/console/settings',
    answer: 'data',
    summary: 'The console settings: the rule that approves pictures without review',
    response: ConsoleSettings,
  }),
  updateSettings: endpoint({
    ...call,
    roles: adminOnly,
    method: 'PUT',
    path: '/console/settings',
    answer: 'data',
    summary: 'Change the picture auto-approve rule',
    body: ConsoleSettingsPayload,
    response: ConsoleSettings,
  }),
  operators: endpoint({
    ...call,
    roles: adminOnly,
    method: 'GET',
    path: '/console/operators',
    answer: 'data',
    summary: 'Every operator: role, second factor, last sign-in, disabled',
    response: v.array(OperatorAccount),
  }),
  addOperator: endpoint({
    ...call,
    roles: adminOnly,
    method: 'POST',
    path: '/console/operators',
    answer: 'data',
    summary: 'Create an operator; answers the one-time password and TOTP secret, shown once',
    body: NewOperatorPayload,
    response: NewOperatorCredentials,
  }),
  changeOperatorRole: endpoint({
    ...call,
    roles: adminOnly,
    method: 'PUT',
    path: '/console/operators/{id}/role',
    answer: 'data',
    summary: "Change an operator's role (not one's own)",
    params: IdParams,
    body: OperatorRolePayload,
    response: OperatorAccount,
  }),
  disableOperator: endpoint({
    ...call,
    roles: adminOnly,
    method: 'POST',
    path: '/console/operators/{id}/disable',
    answer: 'data',
    summary: 'Disable an operator (not oneself): their sessions end at once',
    params: IdParams,
    response: OperatorAccount,
  }),
};

export const ticketKinds = {
  reports: ticketTopics.filter((topic) => topic.startsWith('report')),
  requests: ticketTopics.filter((topic) => !topic.startsWith('report')),
};
export const openTicketStatuses = ticketStatuses.filter(
  (status) => status === 'open' || status === 'inProgress',
);
