import { describe, expect, it } from 'vitest';
import { renderMailbox } from '../../../src/mail/index.ts';

const mail = (subject: string, createdAt: string, text = 'Hello') => ({
  to: 'anna@example.com',
  from: 'Amora <no-reply@amora.example>',
  subject,
  text,
  createdAt,
});

describe('renderMailbox', () => {
  it('lists the newest mails first', () => {
    const html = renderMailbox([
      mail('Older', '2025-01-01T10:00:00Z'),
      mail('Newest', '2025-01-03T10:00:00Z'),
      mail('Middle', new Date('2025-01-02T10:00:00Z').toISOString()),
    ]);
    const order = ['Newest', 'Middle', 'Older'].map((subject) => html.indexOf(`<h2>${subject}`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('2025-01-03 10:00:00 UTC');
  });

  it('shows at most the limit', () => {
    const mails = Array.from({ length: 60 }, (_, i) =>
      mail(`Mail ${i}`, new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()),
    );
    expect(renderMailbox(mails).match(/<article/g)).toHaveLength(50);
    expect(renderMailbox(mails, { limit: 3 }).match(/<article/g)).toHaveLength(3);
    expect(renderMailbox(mails, { limit: 3 })).toContain('Mail 59');
  });

  it('makes every link of the text clickable', () => {
    const url = 'http://localhost:8080/confirmemail?uid=u1&t=abc';
    const html = renderMailbox([mail('Confirm', '2025-01-01T00:00:00Z', `Click:\n${url}\nBye`)]);
    const escaped = 'http://localhost:8080/confirmemail?uid=u1&amp;t=abc';
    expect(html).toContain(`<a href="${escaped}">${escaped}</a>`);
  });

  it('escapes what a mail carries', () => {
    const html = renderMailbox([
      mail('<b>subject</b>', '2025-01-01T00:00:00Z', '<script>alert(1)</script>'),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>subject');
    expect(html).toContain('&lt;script&gt;');
  });

  it('says so when there are no mails', () => {
    expect(renderMailbox([])).toContain('No mails yet');
  });
});
