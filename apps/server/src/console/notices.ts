/**
 * What a member learns of an operator's decision: a notice in her news feed (the unread dot of
 * the account menu leads to it) and a mail, both in her language, written after the answer (a slow
 * mail server never holds up the console; a failed mail is only logged). Deleted accounts get
 * neither; accounts without an address get the notice only.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsItems, users } from '../db/schema';
import { composeMail, type MailContent, mailMessage, resolveMailLanguage } from '../mail';

export const noticeMember = (app: FastifyInstance, userId: string, content: MailContent) =>
  app.backgroundMail.run(async () => {
    const [member] = await app.db
      .select({
        email: users.email,
        name: users.name,
        language: users.language,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!member || member.deletedAt) return;
    const { publicUrl } = app.config;
    const { subject, layout } = mailMessage(
      content,
      resolveMailLanguage(member.language),
      publicUrl,
    );
    // The mail's button leads into the app; the notice leads to the same place by its route.
    const url = layout.action?.url;
    await app.db.insert(newsItems).values({
      userId,
      title: subject,
      body: layout.paragraphs.join(' '),
      link: url?.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : null,
    });
    if (!member.email) return;
    const mail = composeMail(
      content,
      { email: member.email, name: member.name, language: member.language },
      { publicUrl },
    );
    await app.mailer.send(mail);
  });
