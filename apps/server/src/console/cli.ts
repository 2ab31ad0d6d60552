/**
 * The console's command line, for whoever deploys Amora:
 *
 *   npm run console -- add-operator --email lea@example.com --name "Lea" --role support
 *
 * creates an operator with a generated password and a new TOTP secret, and prints both once,
 * with the secret as a QR code for an authenticator app. Roles: moderator, support, admin.
 * Reads PostgreSQL from DATABASE_URL, otherwise the embedded database under DATA_DIR (stop the
 * server first: the embedded database is one process's, and the command refuses it while the
 * server holds it). Built to dist/console.js as well, for a
 * deployment without the sources: `node apps/server/dist/console.js add-operator ...`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type OperatorRole, operatorRoles } from '@amora/contract';
import { renderUnicodeCompact } from 'uqr';
import { type DatabaseLocation, openDatabase } from '../db/client';
import { addOperator, newOperatorPassword, totpUri } from './operators';

const usage =
  'usage: npm run console -- add-operator --email <address> --role <moderator|support|admin> [--name <name>]';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
  },
});

if (positionals[0] !== 'add-operator') fail('Which command?');
const email = values.email?.trim() ?? '';
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail('--email needs an e-mail address.');
const role = values.role as OperatorRole;
if (!operatorRoles.includes(role)) fail(`--role is one of ${operatorRoles.join(', ')}.`);
const name = values.name?.trim() || email.split('@')[0] || email;

const databaseUrl = process.env.DATABASE_URL?.trim();
const location: DatabaseLocation = databaseUrl
  ? { kind: 'postgres', url: databaseUrl }
  : { kind: 'pglite', dataDir: path.resolve(process.env.DATA_DIR?.trim() || './.data/', 'db') };

const connection = await openDatabase(location).catch((error: Error) => fail(error.message));
try {
  await connection.migrate();
  const password = newOperatorPassword();
  const operator = await addOperator(connection.db, { email, name, role, password }).catch(
    (error: unknown) =>
      fail(
        String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505'
          ? `There is an operator ${email} already.`
          : `The operator could not be created: ${(error as Error).message}`,
      ),
  );
  const uri = totpUri(operator.totpSecret, operator.email);
  process.stdout.write(
    [
      `Operator ${operator.name} <${operator.email}> (${operator.role}) created.`,
      '',
      `Password (shown once, pass it on safely): ${password}`,
      '',
      'Second factor: scan this code with an authenticator app, or type in the secret.',
      renderUnicodeCompact(uri, { border: 2 }),
      `Secret: ${operator.totpSecret}`,
      `Address: ${uri}`,
      '',
      'Sign in at /console with the e-mail, the password and the six digits the app shows.',
      '',
    ].join('\n'),
  );
} finally {
  await connection.close();
}
