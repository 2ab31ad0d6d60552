/**
 * The development mailbox (served by the core at /dev/mailbox when mails go to the outbox, never
 * in production): the newest mails with their text, every link clickable, so a newcomer can
 * follow a confirmation or reset link without a mail server.
 */
import { BRAND_COLOUR, escapeHtml } from './layout.ts';

export interface MailboxEntry {
  id?: string | number;
  from?: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date | string;
}

export const MAILBOX_DEFAULT_LIMIT = 50;

export function renderMailbox(
  mails: readonly MailboxEntry[],
  { limit = MAILBOX_DEFAULT_LIMIT }: { limit?: number } = {},
): string {
  const newest = [...mails]
    .sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt))
    .slice(0, Math.max(0, limit));
  const list =
    newest.length === 0
      ? '<p class="empty">No mails yet. Register or ask for a password reset, then reload.</p>'
      : newest.map(renderEntry).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Amora · development mailbox</title>
<style>
body {
  margin: 0; padding: 24px;
  font-family: Nunito, system-ui, sans-serif; background: #f4f1f1; color: #07203f;
}
h1 { margin: 0 0 4px; color: ${BRAND_COLOUR}; font-size: 24px; }
.hint { margin: 0 0 24px; color: #5b6472; }
article {
  max-width: 760px; margin: 0 0 16px; padding: 16px 20px; background: #fff; border-radius: 10px;
}
h2 { margin: 0 0 4px; font-size: 18px; }
.meta { margin: 0 0 12px; font-size: 13px; color: #5b6472; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: inherit; }
a { color: ${BRAND_COLOUR}; }
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p class="hint">Mails the server would have sent (no SMTP_URL is set), newest first.
${newest.length} shown, at most ${limit}.</p>
${list}
</body>
</html>
`;
}

function renderEntry(mail: MailboxEntry): string {
  const sent = new Date(mail.createdAt);
  const when = Number.isNaN(sent.getTime())
    ? ''
    : sent.toISOString().replace('T', ' ').slice(0, 19);
  const from = mail.from ? ` · from ${escapeHtml(mail.from)}` : '';
  const id = mail.id === undefined ? '' : ` id="mail-${escapeHtml(String(mail.id))}"`;
  return `<article${id}>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">to ${escapeHtml(mail.to)}${from} · ${when} UTC</p>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

/** Escapes the text, then turns each http(s) address in it into a link. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function timeOf(date: Date | string): number {
  const time = new Date(date).getTime();
  return Number.isNaN(time) ? 0 : time;
}
