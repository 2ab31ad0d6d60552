/**
 * Mails to a member who is away, that is without an open hub connection on any server process:
 * a new message and a new match, each with a button that signs the member in straight into the
 * chat (a transient login, spec 01 section 2). They go only where the member's e-mail
 * notification switch (Settings, `emailPushPreference`, on by default) is on and the address is
 * confirmed: an address nobody confirmed may be a stranger's, mistyped at registration.
 *
 * Throttle: one new-message mail per dialog until the member has read it. A message is mailed
 * only when no earlier message of the dialog to the member is still unread, so a partner writing
 * ten lines to an away member sends one mail, and the next mail comes after the member was back
 * and read them. Matches are mailed each: a pair matches once.
 *
 * Both are sent after the answer (`app.backgroundMail`): a slow mail server never holds up a
 * message, and a failed mail is only logged.
 */
import { and, eq, lt, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type MessageRow, messages, type UserRow } from '../db/schema';
import { issueTransientLoginToken, mailLoginLifetimeMs } from '../identity/tokens';
import { composeMail, type MailContent } from '../mail';

const hour = 60 * 60 * 1000;

/** What a mail needs of the member it goes to. */
type Addressee = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'emailConfirmed' | 'emailPushPreference' | 'language' | 'deletedAt'
>;
/** What a mail shows of the partner. */
type Partner = Pick<UserRow, 'name'>;

type Chat = Extract<MailContent, { template: 'newMessage' | 'newMatch' }>['chat'];

/** Whether the member wants and can get a notification mail now. */
const isMailable = async (app: FastifyInstance, member: Addressee) =>
  member.emailPushPreference &&
  member.emailConfirmed &&
  member.email !== null &&
  member.deletedAt === null &&
  !(await app.hub.isConnected(member.id));

const sendAwayMail = async (
  app: FastifyInstance,
  template: 'newMessage' | 'newMatch',
  member: Addressee,
  partner: Partner,
  chat: Chat,
) => {
  const token = await issueTransientLoginToken(app.db, app.config.secret, member.id, {
    lifetimeMs: mailLoginLifetimeMs,
  });
  const mail = composeMail(
    {
      template,
      partnerName: partner.name,
      chat,
      login: { userId: member.id, token, validHours: mailLoginLifetimeMs / hour },
    },
    { email: member.email as string, name: member.name, language: member.language },
    { publicUrl: app.config.publicUrl },
  );
  await app.mailer.send(mail);
};

/** An earlier message of the dialog to the recipient that is still unread. */
const hasEarlierUnread = async (app: FastifyInstance, row: MessageRow) => {
  const [earlier] = await app.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, row.dialogId),
        eq(messages.recipientId, row.recipientId),
        not(messages.isRead),
        lt(messages.createdAt, row.createdAt),
      ),
    )
    .limit(1);
  return earlier !== undefined;
};

/** After a message was stored: mails the recipient if away (see the throttle above). */
export const mailNewMessageIfAway = (
  app: FastifyInstance,
  row: MessageRow,
  sender: Partner,
  recipient: Addressee,
) =>
  app.backgroundMail.run(async () => {
    // A renewal tells the partner nothing new to read.
    if (row.type === 'chatRenewal') return;
    if (!(await isMailable(app, recipient)) || (await hasEarlierUnread(app, row))) return;
    await sendAwayMail(app, 'newMessage', recipient, sender, { dialogId: row.dialogId });
  });

/** After a match: mails the member if away, into the pair's dialog or a new one. */
export const mailNewMatchIfAway = (
  app: FastifyInstance,
  member: UserRow,
  partner: UserRow,
  dialogId: string | null,
) =>
  app.backgroundMail.run(async () => {
    if (!(await isMailable(app, member))) return;
    await sendAwayMail(
      app,
      'newMatch',
      member,
      partner,
      dialogId ? { dialogId } : { partnerId: partner.id },
    );
  });
