/**
 * One look for every mail: a plain-text body and a simple HTML body with inline styles only
 * (mail clients drop style sheets), the brand colour #b22222, Nunito where the reader has it.
 */
export const BRAND_COLOUR = '#b22222';
const SECONDARY_COLOUR = '#07203f';
const MUTED_COLOUR = '#5b6472';
const PAGE_COLOUR = '#f4f1f1';
const FONT_STACK = "Nunito, 'Segoe UI', Helvetica, Arial, sans-serif";

export interface MailLayout {
  language: string;
  greeting: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  linkFallback: string;
  /** Shown after the button, in smaller type. */
  notes: readonly string[];
  signOff: string;
  doNotReply: string;
  unsubscribe?: { note: string; label: string; url: string };
}

export function renderText(layout: MailLayout): string {
  const blocks = [
    layout.greeting,
    ...layout.paragraphs,
    `${layout.action.label}:\n${layout.action.url}`,
    ...layout.notes,
    `${layout.signOff}\n\n-- \nAmora · ${layout.doNotReply}`,
  ];
  if (layout.unsubscribe) {
    blocks.push(
      `${layout.unsubscribe.note}\n${layout.unsubscribe.label}: ${layout.unsubscribe.url}`,
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Inline styles, written as objects so each rule stays readable. */
const styles = {
  body: { margin: '0', padding: '0', background: PAGE_COLOUR, 'font-family': FONT_STACK },
  page: { background: PAGE_COLOUR, padding: '24px 12px' },
  card: {
    'max-width': '480px',
    background: '#ffffff',
    'border-radius': '10px',
    overflow: 'hidden',
  },
  header: {
    background: BRAND_COLOUR,
    padding: '20px 24px',
    'font-size': '24px',
    'font-weight': '700',
    color: '#ffffff',
    'letter-spacing': '0.5px',
  },
  content: { padding: '24px' },
  footer: { padding: '16px 24px', background: '#faf7f7' },
  paragraph: {
    margin: '0 0 16px',
    'font-size': '16px',
    'line-height': '1.5',
    color: SECONDARY_COLOUR,
  },
  small: { margin: '0 0 12px', 'font-size': '13px', 'line-height': '1.5', color: MUTED_COLOUR },
  buttonCell: { background: BRAND_COLOUR, 'border-radius': '10px' },
  button: {
    display: 'inline-block',
    padding: '12px 24px',
    'font-size': '16px',
    'font-weight': '700',
    color: '#ffffff',
    'text-decoration': 'none',
  },
  /** The fallback link is one long URL: it may break anywhere rather than overflow. */
  urlLink: { color: BRAND_COLOUR, 'word-break': 'break-all' },
  link: { color: BRAND_COLOUR },
} satisfies Record<string, Record<string, string>>;

function style(rules: Record<string, string>): string {
  return Object.entries(rules)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}

/** A layout table as mail clients expect it (role=presentation, no spacing of its own). */
function table(rules: Record<string, string>, rows: string): string {
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
    `style="${style(rules)}">${rows}</table>`
  );
}

function link(url: string, label: string, rules: Record<string, string>): string {
  return `<a href="${escapeHtml(url)}" style="${style(rules)}">${escapeHtml(label)}</a>`;
}

export function renderHtml(layout: MailLayout, subject: string): string {
  const paragraph = (text: string) =>
    `<p style="${style(styles.paragraph)}">${escapeHtml(text)}</p>`;
  const small = (html: string) => `<p style="${style(styles.small)}">${html}</p>`;
  const { action, unsubscribe } = layout;
  const button = table(
    { margin: '8px 0 24px', width: 'auto' },
    `<tr><td style="${style(styles.buttonCell)}">` +
      `${link(action.url, action.label, styles.button)}</td></tr>`,
  );
  const content = [
    paragraph(layout.greeting),
    ...layout.paragraphs.map(paragraph),
    button,
    small(`${escapeHtml(layout.linkFallback)}<br>${link(action.url, action.url, styles.urlLink)}`),
    ...layout.notes.map((note) => small(escapeHtml(note))),
    paragraph(layout.signOff),
  ];
  const footer = [small(`Amora · ${escapeHtml(layout.doNotReply)}`)];
  if (unsubscribe) {
    footer.push(
      small(
        `${escapeHtml(unsubscribe.note)} ${link(unsubscribe.url, unsubscribe.label, styles.link)}`,
      ),
    );
  }
  const card = table(
    styles.card,
    [
      `<tr><td style="${style(styles.header)}">Amora</td></tr>`,
      `<tr><td style="${style(styles.content)}">\n${content.join('\n')}\n</td></tr>`,
      `<tr><td style="${style(styles.footer)}">\n${footer.join('\n')}\n</td></tr>`,
    ].join('\n'),
  );
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(layout.language)}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${style(styles.body)}">`,
    table(styles.page, `<tr><td align="center">\n${card}\n</td></tr>`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}
