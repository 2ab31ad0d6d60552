/**
 * The demo's operators (AMORA_DEMO=1): one of each role with a known password and a known TOTP
 * secret, printed at start, and /dev/console-codes showing their current codes, so the console can
 * be tried without an authenticator app. Outside the demo the page answers 404 and these accounts
 * are disabled at start: a database first run as a demo never keeps a door with a known key.
 */
import type { OperatorRole } from '@amora/contract';
import { errorCodes } from '@amora/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentTotpCode } from '../console/operators';
import type { Database } from '../db/client';
import { operators } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { hashPassword } from '../identity/passwords';
import { escapeHtml } from '../mail/index.ts';

export const demoOperatorPassword = 'amora-console-demo';
/** A fixed secret (base32), known to everybody who reads this file: demo only. */
export const demoTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const demoOperators: { email: string; name: string; role: OperatorRole }[] = [
  { email: 'mara@console.amora.example', name: 'Mara', role: 'admin' },
  { email: 'jonas@console.amora.example', name: 'Jonas', role: 'moderator' },
  { email: 'lea@console.amora.example', name: 'Lea', role: 'support' },
];

const demoEmails = demoOperators.map((operator) => operator.email);

const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

const codesPage = (now: number) => {
  const rows = demoOperators
    .map(
      (operator) =>
        `<tr><td>${escapeHtml(operator.email)}</td><td>${operator.role}</td>` +
        `<td class="code">${currentTotpCode(demoTotpSecret, now)}</td></tr>`,
    )
    .join('');
  const seconds = 30 - (Math.floor(now / 1000) % 30);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="${seconds}"><title>Demo console codes</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#1d1d2b}td,th{padding:.4rem 1rem;text-align:left}
.code{font:700 1.5rem ui-monospace,monospace;letter-spacing:.15em}</style></head><body>
<h1>Demo console codes</h1><p>Sign in at <a href="/console">/console</a> with the password
<code>${demoOperatorPassword}</code> and the code of the moment (a new one every 30 seconds; this
page reloads when it changes). Demo only: a real deployment has no such page.</p>
<table><thead><tr><th>E-mail</th><th>Role</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`;
};

/** Disables the demo's operators, if this database has them. */
export const disableDemoOperators = (db: Database) =>
  db
    .update(operators)
    .set({ disabledAt: new Date() })
    .where(
      and(
        inArray(operators.email, demoEmails),
        eq(operators.totpSecret, demoTotpSecret),
        isNull(operators.disabledAt),
      ),
    );

/**
 * The demo's operators as a plugin: /dev/console-codes (404 outside the demo) and the accounts,
 * created in the demo and disabled otherwise.
 */
export default async function demoOperatorAccounts(app: FastifyInstance) {
  // Registered in every mode so that outside the demo the path plainly does not exist.
  app.get('/dev/console-codes', async (_request, reply) => {
    if (!app.config.demo) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy)
      .send(codesPage(Date.now()));
  });

  if (!app.config.demo) {
    await disableDemoOperators(app.db);
    return;
  }
  const passwordHash = await hashPassword(demoOperatorPassword);
  await app.db
    .insert(operators)
    .values(
      demoOperators.map((operator) => ({ ...operator, passwordHash, totpSecret: demoTotpSecret })),
    )
    .onConflictDoNothing();
  if (app.config.environment === 'test') return;
  app.addHook('onListen', async () => {
    console.info(
      `Demo console: ${app.config.publicUrl}/console as ${demoEmails.join(', ')} / ${demoOperatorPassword}, codes at ${app.config.publicUrl}/dev/console-codes`,
    );
  });
}
