/**
 * Identity and account (spec 01 section 7): registration and login by email, Google, Apple and
 * Facebook, transient login, logout, password reset and change, the email checks, confirmations
 * and change, and the coin info. One route per row of the spec's table.
 */
import { identityEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { coinInfoOf } from '../economy/shared';
import { route } from '../http/route';
import {
  checkEmailFree,
  confirmEmail,
  confirmEmailChange,
  requestEmailChange,
  resendConfirmation,
} from './email-address';
import { accountKeys, limitsOf } from './limits';
import { logIn, logInByLink, logOut } from './login';
import { changePassword, requestPasswordReset, resetPassword } from './password-changes';
import { warmUpPasswords } from './passwords';
import { register } from './registration';
import { socialSignInRoutes } from './sign-in-providers/routes';
import { deleteStaleTokens } from './tokens';

export default async function identityRoutes(app: FastifyInstance) {
  await warmUpPasswords();
  await deleteStaleTokens(app.db);

  route(
    app,
    identityEndpoints.register,
    ({ body, request, reply }) => register(app, body, request, reply),
    { preHandler: limitsOf(app, 'register', accountKeys.body('email')) },
  );
  route(
    app,
    identityEndpoints.login,
    ({ body, request, reply }) => logIn(app, body, request, reply),
    { preHandler: limitsOf(app, 'login', accountKeys.body('userName')) },
  );
  route(
    app,
    identityEndpoints.loginExternal,
    ({ query, request, reply }) => logInByLink(app, query, request, reply),
    { preHandler: limitsOf(app, 'transientLogin') },
  );
  route(app, identityEndpoints.logout, ({ request, reply }) => logOut(app, request, reply));

  route(
    app,
    identityEndpoints.requestPasswordReset,
    ({ body }) => requestPasswordReset(app, body),
    { preHandler: limitsOf(app, 'passwordReset', accountKeys.body('email')) },
  );
  route(
    app,
    identityEndpoints.resetPassword,
    ({ params, body }) => resetPassword(app, params.token, body),
    { preHandler: limitsOf(app, 'passwordResetConfirm') },
  );
  route(
    app,
    identityEndpoints.changePassword,
    ({ body, member }) => changePassword(app, member, body),
    { preHandler: limitsOf(app, 'passwordChange', accountKeys.member) },
  );

  route(app, identityEndpoints.verifyEmail, ({ query }) => checkEmailFree(app, query.email), {
    preHandler: limitsOf(app, 'emailCheck'),
  });
  route(app, identityEndpoints.confirmEmail, ({ params, query }) =>
    confirmEmail(app, params.id, query.token),
  );
  route(app, identityEndpoints.confirmEmailChange, ({ params, query }) =>
    confirmEmailChange(app, params.id, query),
  );
  route(
    app,
    identityEndpoints.resendConfirmation,
    ({ params }) => resendConfirmation(app, params.id),
    { preHandler: limitsOf(app, 'resendConfirmation', accountKeys.pathId) },
  );
  route(
    app,
    identityEndpoints.changeEmail,
    ({ body, member }) => requestEmailChange(app, member, body),
    { preHandler: limitsOf(app, 'emailChange', accountKeys.member) },
  );

  route(app, identityEndpoints.coinInfo, ({ member }) => coinInfoOf(app.db, member.id));

  await app.register(socialSignInRoutes);
}
