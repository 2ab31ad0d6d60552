/**
 * The pages of the sandbox stand-ins for providers that cannot be reached from a development
 * machine (payment checkout, social sign-in): server-rendered, working without JavaScript and
 * within the app's Content-Security-Policy (no inline script or style: the stylesheet is a file of
 * its own), in light and dark.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

const stylesheet = `:root { color-scheme: light dark; --bg: #f7f5f8; --card: #fff; --text: #1d1a20;
  --muted: #5b5561; --accent: #b0124f; --accent-text: #fff; --border: #d9d3dc; }
@media (prefers-color-scheme: dark) { :root { --bg: #151217; --card: #221e25; --text: #f2eef4;
  --muted: #bdb4c2; --accent: #ff7aa8; --accent-text: #1d1a20; --border: #4a4350; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  background: var(--bg); color: var(--text); font: 1rem/1.5 system-ui, sans-serif; }
main { width: 100%; max-width: 28rem; padding: 1.5rem; border: 1px solid var(--border);
  border-radius: 0.75rem; background: var(--card); }
h1 { margin: 0 0 0.5rem; font-size: 1.375rem; }
.amount { margin: 0.5rem 0; font-size: 2rem; font-weight: 700; }
.muted { color: var(--muted); }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0 0; padding: 0; border: 0; }
legend { padding: 0; margin-bottom: 0.5rem; }
label { display: block; margin: 0.75rem 0 0.25rem; }
input, select { width: 100%; min-height: 2.75rem; padding: 0.5rem; border: 1px solid var(--border);
  border-radius: 0.5rem; background: var(--bg); color: var(--text); font: inherit; }
button { flex: 1 1 8rem; min-height: 2.75rem; padding: 0.5rem 1rem; border: 1px solid var(--accent);
  border-radius: 0.5rem; background: transparent; color: var(--text); font: inherit; cursor: pointer; }
button[value="paid"], button[value="allow"] { background: var(--accent); color: var(--accent-text); }
button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

/** A whole page around `content` (trusted HTML: escape every value put into it). */
export function sandboxPage(stylesheetHref: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesheetHref}">
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // With the site's no-referrer policy the browser would post the page's form with
      // `Origin: null`, which the origin check refuses; same-origin sends the real origin.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

/** Serves the pages' stylesheet at `path`, and parses their forms (urlencoded, small). */
export function sandboxPageSupport(app: FastifyInstance, path: string) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }
  app.get(path, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(stylesheet),
  );
}
