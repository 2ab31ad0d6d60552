/**
 * The console's settings (admins only): the rule that approves a member's new or re-cropped
 * picture without review. The rule is deliberately one choice, off or "members with a verified
 * selfie": a moderator has already compared such a member's face with their pictures, so their
 * next picture is the lowest risk, and the badge is a fact the member can read. An age-of-account
 * rule was left out: old accounts are no safer uploaders, and a second knob makes the queue harder
 * to reason about. An approval by the rule is an audit row of its own, in the name of the admin
 * who set the rule last (every audit row names an operator).
 */
import type {
  ConsoleSettings,
  ConsoleSettingsPayload,
  ImageVerificationState,
} from '@amora/contract';
import { consoleEndpoints } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { consoleSettings, operators, users } from '../db/schema';
import { route } from '../http/route';
import { recordAudit } from './audit';

/** The settings, with every default while no admin has changed them. */
export const currentSettings = async (db: Database): Promise<ConsoleSettings> => {
  const [row] = await db
    .select({
      pictureAutoApprove: consoleSettings.pictureAutoApprove,
      changedBy: { id: operators.id, name: operators.name },
      changedAt: consoleSettings.changedAt,
    })
    .from(consoleSettings)
    .innerJoin(operators, eq(operators.id, consoleSettings.changedBy));
  if (!row) return { pictureAutoApprove: 'off', changedBy: null, changedAt: null };
  return { ...row, changedAt: row.changedAt.toISOString() };
};

/** Sets the rule and logs the change (from and to) in the same transaction; no change, no row. */
export const changeSettings = async (
  db: Database,
  operatorId: string,
  { pictureAutoApprove }: ConsoleSettingsPayload,
): Promise<ConsoleSettings> => {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(consoleSettings).for('update');
    const previous = before?.pictureAutoApprove ?? 'off';
    if (previous === pictureAutoApprove) return;
    const values = { pictureAutoApprove, changedBy: operatorId, changedAt: new Date() };
    await tx
      .insert(consoleSettings)
      .values(values)
      .onConflictDoUpdate({ target: consoleSettings.id, set: values });
    await recordAudit(tx, {
      operatorId,
      action: 'settingsChanged',
      reason: `pictureAutoApprove: ${previous} → ${pictureAutoApprove}`,
    });
  });
  return currentSettings(db);
};

/**
 * The state a member's new or re-cropped picture starts in: pending, or verified by the rule, then
 * with the admin it is logged under. A picture a moderator rejected goes back to a moderator,
 * however it is cut anew.
 */
export type PictureReview =
  | { state: Extract<ImageVerificationState, 'pending'> }
  | { state: Extract<ImageVerificationState, 'verified'>; ruleSetBy: string };

export const reviewOfNewPicture = async (
  db: Database,
  memberId: string,
  before?: ImageVerificationState,
): Promise<PictureReview> => {
  if (before === 'rejected') return { state: 'pending' };
  const [settings] = await db.select().from(consoleSettings);
  if (settings?.pictureAutoApprove !== 'verifiedMembers') return { state: 'pending' };
  const [member] = await db
    .select({ verified: users.verified })
    .from(users)
    .where(eq(users.id, memberId));
  return member?.verified
    ? { state: 'verified', ruleSetBy: settings.changedBy }
    : { state: 'pending' };
};

/** The audit row of a picture the rule approved; run it in the transaction that wrote the picture. */
export const recordAutoApproval = async (
  db: Database,
  review: PictureReview,
  memberId: string,
  imageId: string,
) => {
  if (review.state !== 'verified') return;
  await recordAudit(db, {
    operatorId: review.ruleSetBy,
    action: 'pictureAutoApproved',
    userId: memberId,
    subjectId: imageId,
    reason: 'verifiedMembers',
  });
};

export const settingsRoutes = (app: FastifyInstance) => {
  route(app, consoleEndpoints.settings, () => currentSettings(app.db));
  route(app, consoleEndpoints.updateSettings, ({ operator, body }) =>
    changeSettings(app.db, operator.id, body),
  );
};
