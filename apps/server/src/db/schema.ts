/**
 * The database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL). Migrations in
 * ../../drizzle are generated from this file with `pnpm --filter @amora/server db:generate`.
 */
import type {
  AnalyticsEventName,
  AuditAction,
  Bonus,
  bodyJewelryOptions,
  Country,
  eyeColorOptions,
  favoriteFoodOptions,
  Gender,
  hairColorOptions,
  ImageVerificationState,
  Interest,
  Language,
  LookingFor,
  livingOptions,
  MessageType,
  Mood,
  OperatorRole,
  PaymentProvider,
  PictureAutoApproveRule,
  PictureRejectionReason,
  Platform,
  paymentMethodKinds,
  relationshipStatusOptions,
  ShopPackageBadge,
  smokerOptions,
  sportOptions,
  starsignOptions,
} from '@amora/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true });
const counter = (name: string, initial = 0) => integer(name).notNull().default(initial);
/** A profile trait: one of the contract's option values, or null when the member said nothing. */
const trait = <Options extends readonly string[]>(name: string) =>
  text(name).$type<Options[number]>();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Lower-cased and trimmed; social sign-ups may come without one. */
    email: text('email'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** argon2id; null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    appleSubject: text('apple_subject'),
    facebookSubject: text('facebook_subject'),

    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender').$type<Gender>(),
    bodyHeight: integer('body_height'),
    language: text('language').$type<Language>().notNull().default('de'),
    platform: text('platform').$type<Platform>().notNull().default('web'),
    firebaseId: text('firebase_id'),
    deviceId: text('device_id'),
    hasCompletedRegistration: boolean('has_completed_registration').notNull().default(false),
    verified: boolean('verified').notNull().default(false),

    aboutMe: text('about_me'),
    interests: text('interests').array().$type<Interest[]>().notNull().default(sql`'{}'::text[]`),
    mood: text('mood').$type<Mood>(),
    /** What the member is looking for; registration calls it searchRelationType. */
    lookingFor: text('looking_for').$type<LookingFor>(),
    smoker: trait<typeof smokerOptions>('smoker'),
    relationshipStatus: trait<typeof relationshipStatusOptions>('relationship_status'),
    eyeColor: trait<typeof eyeColorOptions>('eye_color'),
    hairColor: trait<typeof hairColorOptions>('hair_color'),
    bodyJewelry: trait<typeof bodyJewelryOptions>('body_jewelry'),
    living: trait<typeof livingOptions>('living'),
    starsign: trait<typeof starsignOptions>('starsign'),
    sport: trait<typeof sportOptions>('sport'),
    favoriteFood: trait<typeof favoriteFoodOptions>('favorite_food'),

    searchGender: text('search_gender').$type<Gender>(),
    searchMinAge: integer('search_min_age').notNull().default(18),
    searchMaxAge: integer('search_max_age').notNull().default(48),
    searchDistance: integer('search_distance').notNull().default(200),
    searchCountryOnly: boolean('search_country_only').notNull().default(false),
    pushPreference: boolean('push_preference').notNull().default(false),
    emailPushPreference: boolean('email_push_preference').notNull().default(true),
    /** Anonymous usage statistics (analytics_events); off when the member declined. */
    usageStatistics: boolean('usage_statistics').notNull().default(true),
    /** Only verified members may write to this member (src/chat/verified-senders.ts). */
    verifiedSendersOnly: boolean('verified_senders_only').notNull().default(false),
    newsletterSubscribed: boolean('newsletter_subscribed').notNull().default(true),
    newsletterChangedAt: moment('newsletter_changed_at'),

    /** The gazetteer entry the member chose; city, zip and country as shown to others. */
    locationId: text('location_id'),
    city: text('city'),
    zip: text('zip'),
    country: text('country').$type<Country>(),
    /** Exact position: only for the server's own use, never sent to a client. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Snapped to a grid of about 1 km; distances shown to others come from these alone. */
    gridLatitude: doublePrecision('grid_latitude'),
    gridLongitude: doublePrecision('grid_longitude'),

    coins: counter('coins'),
    freeCoins: counter('free_coins'),
    stars: counter('stars'),
    freeSwipesCount: counter('free_swipes_count', 10),
    freeSwipesUndoCount: counter('free_swipes_undo_count', 3),
    freeMessagesCount: counter('free_messages_count'),
    freeIceBreakersCount: counter('free_ice_breakers_count'),
    freeWinkCount: counter('free_wink_count'),
    freeGiftCount: counter('free_gift_count'),
    freeTurboRocketsCount: counter('free_turbo_rockets_count'),
    freeLocationChangesCount: counter('free_location_changes_count'),
    freeVisitUnlocksCount: counter('free_visit_unlocks_count'),
    freeLikesUnlocksCount: counter('free_likes_unlocks_count'),
    coinStreak: counter('coin_streak'),
    lastDailyBonusAt: moment('last_daily_bonus_at'),
    lastWheelSpinAt: moment('last_wheel_spin_at'),
    premiumUntil: moment('premium_until'),
    turboRocketEndDate: moment('turbo_rocket_end_date'),
    lastNotificationReadTime: moment('last_notification_read_time'),
    lastSeenAt: moment('last_seen_at'),
    /** When a premium member last used the daily free icebreaker of premium. */
    premiumIceBreakerAt: moment('premium_ice_breaker_at'),
    /**
     * A public handle for links from outside (a campaign's strangerId): not the account id, so a
     * link never reveals it, and unguessable, so profiles cannot be enumerated.
     */
    externalId: text('external_id')
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),

    campaignId: text('campaign_id'),
    clickId: text('click_id'),
    sourceId: text('source_id'),
    strangerId: text('stranger_id'),

    /** Seeded fictional profile of the demo data. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Set when the member deleted the account; personal data is erased at the same time. */
    deletedAt: moment('deleted_at'),
    /** Closed by an operator for breaking the rules: hidden everywhere, no sign-in. */
    bannedAt: moment('banned_at'),
    /** Suspended by an operator until then: hidden and without sign-in while it lasts. */
    suspendedUntil: moment('suspended_until'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    uniqueIndex('users_apple_subject_unique').on(table.appleSubject),
    uniqueIndex('users_facebook_subject_unique').on(table.facebookSubject),
    uniqueIndex('users_external_id_unique').on(table.externalId),
    // Distance search (earthdistance) over the snapped positions of members who can be found.
    index('users_grid_position')
      .using('gist', sql`ll_to_earth(${table.gridLatitude}, ${table.gridLongitude})`)
      .where(sql`${table.deletedAt} is null and ${table.gridLatitude} is not null`),
    // The game's best ranked first (dating/discovery.ts): a GiST over one point per member in
    // five dimensions: the snapped position (ll_to_earth, metres), the last activity (a sixth of
    // a metre a second: a week weighs about 100 km), and gender and birthdate in one (10 m a day,
    // each gender a billion apart: a dimension of one value would leave the tree unsorted).
    index('users_discovery_point')
      .using(
        'gist',
        sql`cube(cube(ll_to_earth(${table.gridLatitude}, ${table.gridLongitude}), extract(epoch from coalesce(${table.lastSeenAt}, ${table.createdAt}) - '2000-01-01 00:00:00+00'::timestamptz)::float8 / 6), case ${table.gender} when 'male' then 0 when 'female' then 1 when 'other' then 2 else 3 end * 1e9::float8 + (${table.birthdate} - '2000-01-01'::date)::float8 * 10)`,
      )
      .where(
        sql`${table.deletedAt} is null and ${table.gridLatitude} is not null and ${table.birthdate} is not null`,
      ),
    // The same for members without a place (a viewer without one sees them too).
    index('users_discovery_activity')
      .on(sql`coalesce(${table.lastSeenAt}, ${table.createdAt})`)
      .where(sql`${table.deletedAt} is null`),
    // The game's turbo-rocket members, who come first: the few whose rocket still flies.
    index('users_discovery_turbo')
      .on(
        table.turboRocketEndDate,
        table.gender,
        table.birthdate,
        table.gridLatitude,
        table.gridLongitude,
      )
      .where(sql`${table.deletedAt} is null and ${table.turboRocketEndDate} is not null`),
    // The search by name (ilike '%…%'): trigrams (pg_trgm); apart for the members with a turbo
    // rocket, who come first, so a name many share finds the first page among a few.
    index('users_name_trigram')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} is null`),
    index('users_name_trigram_turbo')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} is null and ${table.turboRocketEndDate} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie's opaque id: a leaked table cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/**
 * Every movement of coins, freeCoins and free-allowance counters, appended in the transaction
 * that changes the balance; never updated or deleted (accounts are erased, not removed).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    coinsDelta: integer('coins_delta').notNull().default(0),
    freeCoinsDelta: integer('free_coins_delta').notNull().default(0),
    /** The users column name of a free-allowance counter (e.g. freeSwipesCount), or stars. */
    counter: text('counter'),
    counterDelta: integer('counter_delta').notNull().default(0),
    reason: text('reason').notNull(),
    /** What the movement was for: a message id, an order id, a user id ... */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_entries_user').on(table.userId, table.createdAt)],
);

export const oneTimeTokenKinds = [
  'verifyEmail',
  'changeEmail',
  'resetPassword',
  'transientLogin',
  'newsletter',
] as const;
export type OneTimeTokenKind = (typeof oneTimeTokenKinds)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    /** SHA-256 (hex) of the token sent in the link. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the token carries beyond the user, e.g. the new email of a change. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash').on(table.tokenHash),
    index('one_time_tokens_user_kind').on(table.userId, table.kind),
  ],
);

/** Mails waiting for (or kept after) delivery; the development mailbox reads them. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (table) => [index('outbox_mails_unsent').on(table.createdAt).where(sql`${table.sentAt} is null`)],
);

export const userImages = pgTable(
  'user_images',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the image pipeline stored the file, relative to its storage root. */
    fileKey: text('file_key').notNull(),
    /**
     * The blurred variant's own address (`/v1/media/{blurredKey}.blurred.webp`): random, so the
     * full picture's address cannot be made from it. A new one comes with every new file key.
     */
    blurredKey: uuid('blurred_key').notNull().defaultRandom(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Coins to unlock a private picture (5 to 500). */
    price: integer('price'),
    isProfile: boolean('is_profile').notNull().default(false),
    verificationState: text('verification_state')
      .$type<ImageVerificationState>()
      .notNull()
      .default('pending'),
    /** Why a moderator refused it; the member reads it in the gallery. */
    rejectionReason: text('rejection_reason').$type<PictureRejectionReason>(),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_images_user').on(table.userId, table.createdAt),
    // At most one profile picture per member.
    uniqueIndex('user_images_one_profile').on(table.userId).where(sql`${table.isProfile}`),
    // Every media request finds its picture by the key.
    uniqueIndex('user_images_file_key').on(table.fileKey),
    uniqueIndex('user_images_blurred_key').on(table.blurredKey),
    index('user_images_review').on(table.verificationState, table.createdAt),
  ],
);

export const userVerifications = pgTable(
  'user_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The picture the member sent to prove being the person of the profile, when there is one. */
    imageId: uuid('image_id').references(() => userImages.id, { onDelete: 'set null' }),
    state: text('state').$type<ImageVerificationState>().notNull().default('pending'),
    rejectionReason: text('rejection_reason').$type<PictureRejectionReason>(),
    createdAt: createdAt(),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('user_verifications_user').on(table.userId, table.createdAt),
    index('user_verifications_review').on(table.state, table.createdAt),
  ],
);

/** Landing visits with a campaign id, reported once per new campaign id by the web app. */
export const marketingClicks = pgTable(
  'marketing_clicks',
  {
    id: id(),
    campaignId: text('campaign_id').notNull(),
    clickId: text('click_id'),
    sourceId: text('source_id'),
    createdAt: createdAt(),
  },
  (table) => [index('marketing_clicks_campaign').on(table.campaignId, table.createdAt)],
);

/**
 * First-party usage statistics (POST /events), append-only: rows are written, never changed, and
 * counted per day by `npm run report -- events`. The member id is the session's; the other
 * columns are the contract's closed set of small values, nothing personal.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: text('name').$type<AnalyticsEventName>().notNull(),
    /** When it happened, as the browser saw it. */
    occurredAt: moment('occurred_at').notNull(),
    memberId: uuid('member_id').references(() => users.id),
    item: text('item'),
    path: text('path'),
    optIn: text('opt_in'),
    kind: text('kind'),
    method: text('method'),
    campaignId: text('campaign_id'),
    clickId: text('click_id'),
    sourceId: text('source_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_day').on(table.occurredAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type OutboxMailRow = typeof outboxMails.$inferSelect;
export type UserImageRow = typeof userImages.$inferSelect;
export type UserVerificationRow = typeof userVerifications.$inferSelect;
export type MarketingClickRow = typeof marketingClicks.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The social core: relationships, blocks, swipes, picture purchases, support tickets, dialogs and
// messages (spec 02 sections 3, 4 and 7).

export const relationshipRowTypes = ['like', 'dislike', 'visit', 'match'] as const;
/** The gifts of the chat (GET /shop/gifts), editable here: a row per present. */
export const presents = pgTable('presents', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Coins; a free gift (freeGiftCount) pays for any present instead. */
  price: integer('price').notNull(),
  /** The picture: one emoji, drawn on a round tile by GET /v1/media/presents/{id}.svg. */
  emoji: text('emoji').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Retired presents stay for the messages that carry them but are no longer offered. */
  isActive: boolean('is_active').notNull().default(true),
});

export type RelationshipRowType = (typeof relationshipRowTypes)[number];

/**
 * A like, dislike or visit from one member to another. A match is written as two rows, one for
 * each member (from the partner to the member), so every list reads `to_user_id = me`.
 */
export const relationships = pgTable(
  'relationships',
  {
    id: id(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<RelationshipRowType>().notNull(),
    createdAt: createdAt(),
    /** When the receiver saw the row in a list; null counts into newCount. */
    seenAt: moment('seen_at'),
    /** When the receiver unlocked a like or visit (premium members see every row anyway). */
    unlockedAt: moment('unlocked_at'),
  },
  (table) => [
    uniqueIndex('relationships_pair_type').on(table.fromUserId, table.toUserId, table.type),
    index('relationships_received').on(table.toUserId, table.type, table.createdAt),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reported: boolean('reported').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('blocks_pair').on(table.blockerId, table.blockedId),
    index('blocks_blocked').on(table.blockedId),
  ],
);

/** Swipes of the match game: the deck leaves swiped members out, undo takes back the last. */
export const swipes = pgTable(
  'swipes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'like' | 'dislike'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('swipes_pair').on(table.userId, table.targetId),
    index('swipes_latest').on(table.userId, table.createdAt),
  ],
);

/**
 * The profiles the game (GET /dating without a name) handed a member on a UTC day: at most the
 * daily quota of different ones (limits.dailyGameProfiles, premium more); one shown again the
 * same day is the same row.
 */
export const gameProfileViews = pgTable(
  'game_profile_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.targetId] })],
);

/** A private picture bought once; the unique pair makes a second purchase charge nothing. */
export const picturePurchases = pgTable(
  'picture_purchases',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => userImages.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('picture_purchases_buyer_image').on(table.buyerId, table.imageId)],
);

export const supportTicketStatuses = [
  'open',
  'inProgress',
  'resolved',
  'rejected',
  'closed',
] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<SupportTicketStatus>().notNull().default('open'),
    /** A report names the member, and the picture or dialog it is about. */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportedImageId: uuid('reported_image_id'),
    reportedDialogId: uuid('reported_dialog_id'),
    /** The operator working on it. */
    assigneeId: uuid('assignee_id').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_user').on(table.userId, table.createdAt),
    index('support_tickets_queue').on(table.status, table.createdAt),
    index('support_tickets_reported').on(table.reportedUserId),
  ],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Null for an answer from support. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator who answered. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_comments_ticket').on(table.ticketId, table.createdAt)],
);

/**
 * A chat between two members, stored once per pair: `user_a_id` is the smaller id, so the unique
 * pair finds the one dialog whoever writes first. Favourite and deletion are per side.
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: id(),
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    favoriteA: boolean('favorite_a').notNull().default(false),
    favoriteB: boolean('favorite_b').notNull().default(false),
    deletedByAAt: moment('deleted_by_a_at'),
    deletedByBAt: moment('deleted_by_b_at'),
    lastMessageAt: moment('last_message_at'),
    /** Opened with an icebreaker (the dialog list's Icebreaker filter). */
    isIceBreaker: boolean('is_ice_breaker').notNull().default(false),
    expiresAt: moment('expires_at'),
    restorableUntil: moment('restorable_until'),
  },
  (table) => [
    uniqueIndex('dialogs_pair').on(table.userAId, table.userBId),
    index('dialogs_user_b').on(table.userBId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    dialogId: uuid('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<MessageType>().notNull(),
    text: text('text'),
    commentType: text('comment_type'),
    /** Coins charged for it (0 when a free allowance paid). */
    price: integer('price').notNull().default(0),
    imageId: uuid('image_id').references(() => userImages.id, { onDelete: 'set null' }),
    presentId: text('present_id'),
    /** A picture sent in the chat: its files, seen only by the two members of the dialog. */
    fileKey: text('file_key'),
    /** The sender's id for the send: a retry after a reconnect carries the same one. */
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('messages_sender_client_id').on(table.senderId, table.clientId),
    uniqueIndex('messages_file_key').on(table.fileKey),
    index('messages_dialog').on(table.dialogId, table.createdAt),
    index('messages_unread').on(table.recipientId).where(sql`not ${table.isRead}`),
  ],
);

export type RelationshipRow = typeof relationships.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
export type SwipeRow = typeof swipes.$inferSelect;
export type PicturePurchaseRow = typeof picturePurchases.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type TicketCommentRow = typeof ticketComments.$inferSelect;
export type DialogRow = typeof dialogs.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type PresentRow = typeof presents.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The economy and engagement (spec 02 sections 3, 4 and 7): the shop's catalogues, bonus codes,
// events and news. Catalogue rows are edited in the database: `is_active` takes a row off sale
// without losing what refers to it, `sort_order` orders the lists. Money is in euro cents, coin
// prices in whole coins.

const sortOrder = () => integer('sort_order').notNull().default(0);
const isActive = () => boolean('is_active').notNull().default(true);
const badges = () =>
  text('badges').array().$type<ShopPackageBadge[]>().notNull().default(sql`'{}'::text[]`);

/** Coin packages bought with money (GET /shop); `platform` null sells one everywhere. */
export const coinPackages = pgTable('coin_packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  coins: integer('coins').notNull(),
  /** Free coins on top of `coins`. */
  bonusCoins: integer('bonus_coins').notNull().default(0),
  priceCents: integer('price_cents').notNull(),
  badges: badges(),
  platform: text('platform').$type<Platform>(),
  sortOrder: sortOrder(),
  isActive: isActive(),
});

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<(typeof paymentMethodKinds)[number]>().notNull(),
  name: text('name').notNull(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  /** Coins arrive later (bank transfer). */
  isDelayed: boolean('is_delayed').notNull().default(false),
  sortOrder: sortOrder(),
  isActive: isActive(),
});

export const subscriptionProducts = pgTable('subscription_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  periodMonths: integer('period_months').notNull(),
  /** The list price of a period; the price charged is this less `discount_percent`. */
  priceCents: integer('price_cents').notNull(),
  /** Off every period of this package (the premium page's "25% off for 3 months"). */
  discountPercent: integer('discount_percent').notNull().default(0),
  coinsPerPeriod: integer('coins_per_period').notNull().default(0),
  /** Null: unlimited swipes. */
  swipesPerDay: integer('swipes_per_day'),
  badges: badges(),
  platform: text('platform').$type<Platform>(),
  sortOrder: sortOrder(),
  isActive: isActive(),
});

/** Turbo rockets for coins; the standard one (POST /dating/turborocket) is in the constants. */
export const turboRocketProducts = pgTable('turbo_rocket_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  durationHours: integer('duration_hours').notNull(),
  sortOrder: sortOrder(),
  isActive: isActive(),
});

export const starProducts = pgTable('star_products', {
  id: text('id').primaryKey(),
  stars: integer('stars').notNull(),
  price: integer('price').notNull(),
  sortOrder: sortOrder(),
  isActive: isActive(),
});

/** A 5-digit code worth free coins, once per member, up to `max_redemptions` members in all. */
export const bonusCodes = pgTable('bonus_codes', {
  code: text('code').primaryKey(),
  reward: integer('reward').notNull(),
  /** Null: no limit. */
  maxRedemptions: integer('max_redemptions'),
  redemptions: counter('redemptions'),
  /** Null: never expires. */
  expiresAt: moment('expires_at'),
  isActive: isActive(),
  createdAt: createdAt(),
});

export const bonusCodeRedemptions = pgTable(
  'bonus_code_redemptions',
  {
    id: id(),
    code: text('code')
      .notNull()
      .references(() => bonusCodes.code, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reward: integer('reward').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bonus_code_redemptions_code_user').on(table.code, table.userId)],
);

/**
 * An event with a gift for each of its days: day 1 is the UTC calendar day of `start_date`, the
 * gift of day n is `days[n - 1]`; a day without an entry has no gift.
 */
export const events = pgTable('events', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageHref: text('image_href'),
  startDate: moment('start_date').notNull(),
  endDate: moment('end_date').notNull(),
  days: jsonb('days').$type<Bonus[]>().notNull(),
  isActive: isActive(),
});

/** A day's gift of an event claimed by a member; the unique triple makes a second claim fail. */
export const eventClaims = pgTable(
  'event_claims',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    /** The gift as credited, so an edited event does not rewrite history. */
    bonus: jsonb('bonus').$type<Bonus>().notNull(),
    claimedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('event_claims_event_user_day').on(table.eventId, table.userId, table.day),
  ],
);

/**
 * The news feed, the same for every member, and notices for one member (an operator's decision on
 * her picture, report or account); shown from `created_at` on.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    /** The one member the item is for; null for everyone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageHref: text('image_href'),
    /** A route of the app the item leads to, such as /shop. */
    link: text('link'),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (table) => [
    index('news_items_created').on(table.createdAt),
    index('news_items_user').on(table.userId),
  ],
);

/**
 * What a member did with a news item. Items older than users.last_notification_read_time read
 * as read without a row, so "read all" writes one column instead of a row per item.
 */
export const newsItemStates = pgTable(
  'news_item_states',
  {
    newsItemId: uuid('news_item_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: moment('read_at'),
    dismissedAt: moment('dismissed_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.newsItemId] })],
);

export type CoinPackageRow = typeof coinPackages.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionProductRow = typeof subscriptionProducts.$inferSelect;
export type TurboRocketProductRow = typeof turboRocketProducts.$inferSelect;
export type StarProductRow = typeof starProducts.$inferSelect;
export type BonusCodeRow = typeof bonusCodes.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventClaimRow = typeof eventClaims.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Payments and premium subscriptions (spec 02 sections 3, 4 and 7, Payment). A payment row is
// written before the provider is asked, so its id is the transaction id every provider echoes;
// `status` is the provider's word for it (payments/providers), the app's state is derived from it.

/** open -> pending -> paid -> refunded | charged_back; open or pending -> failed. */
export const paymentRowStatuses = [
  'open',
  'pending',
  'paid',
  'failed',
  'refunded',
  'charged_back',
] as const;
export type PaymentRowStatus = (typeof paymentRowStatuses)[number];

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    methodId: text('method_id'),
    productKind: text('product_kind').$type<'coins' | 'subscription'>().notNull(),
    /** A coin package or a subscription product; not a reference, catalogue rows may go. */
    productId: text('product_id').notNull(),
    /** The subscription a subscription product's payment (first period or renewal) pays for. */
    subscriptionId: uuid('subscription_id'),
    amountCents: integer('amount_cents').notNull(),
    /** What a successful payment credits: the package's coins and its free bonus coins. */
    coins: integer('coins').notNull().default(0),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    status: text('status').$type<PaymentRowStatus>().notNull().default('open'),
    /** The provider's id of the payment (checkout session, order ...), once it exists. */
    reference: text('reference'),
    checkoutUrl: text('checkout_url'),
    redirectUrl: text('redirect_url'),
    /** Coins and free coins taken back by a refund or chargeback (what was left of them). */
    takenBackCoins: integer('taken_back_coins').notNull().default(0),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payments_user').on(table.userId, table.createdAt),
    uniqueIndex('payments_provider_reference').on(table.provider, table.reference),
  ],
);

/** A provider's notification handled once: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const subscriptionRowStates = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionRowState = (typeof subscriptionRowStates)[number];

/**
 * A premium subscription. Its paid period ends at `current_period_end`, which users.premium_until
 * follows; a sandbox subscription is renewed by our job at `next_debit_at`, the others by their
 * provider, whose notifications move the period on.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    methodId: text('method_id'),
    state: text('state').$type<SubscriptionRowState>().notNull().default('pending'),
    /** The provider's subscription id, or its checkout's until the subscription exists. */
    reference: text('reference'),
    checkoutUrl: text('checkout_url'),
    /** When the first period was paid; the bonus stars are credited then, once. */
    activatedAt: moment('activated_at'),
    currentPeriodEnd: moment('current_period_end'),
    nextDebitAt: moment('next_debit_at'),
    cancelledAt: moment('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user').on(table.userId, table.createdAt),
    index('subscriptions_next_debit').on(table.nextDebitAt),
    uniqueIndex('subscriptions_provider_reference').on(table.provider, table.reference),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The operator console (issue 17): the people who run Amora, their sessions, and the append-only
// log of what they did.

/** An operator of the console: not a member; password and TOTP second factor. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32) shared with the operator's authenticator app. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step used: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: moment('disabled_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('operators_email').on(table.email)],
);

/** Operator sessions: like members', the cookie's SHA-256 only; short idle timeout. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('operator_sessions_operator').on(table.operatorId)],
);

/** Every operator action, appended in the transaction that makes it; never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').$type<AuditAction>().notNull(),
    /** The member acted on; kept when the account is erased (the row's history stays). */
    userId: uuid('user_id').references(() => users.id),
    /** The picture, verification, ticket or ledger entry acted on. */
    subjectId: text('subject_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_time').on(table.createdAt),
    index('audit_log_user').on(table.userId, table.createdAt),
  ],
);

/**
 * The console's settings: one row (its id is always true), absent until an admin first changes
 * one; absent means every default.
 */
export const consoleSettings = pgTable(
  'console_settings',
  {
    id: boolean('id').primaryKey().default(true),
    pictureAutoApprove: text('picture_auto_approve')
      .$type<PictureAutoApproveRule>()
      .notNull()
      .default('off'),
    /** The admin who changed the settings last: the audit rows of auto-approvals name them. */
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => operators.id),
    changedAt: moment('changed_at').notNull().defaultNow(),
  },
  (table) => [check('console_settings_one_row', sql`${table.id}`)],
);

export type OperatorRow = typeof operators.$inferSelect;
