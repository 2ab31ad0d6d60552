/**
 * Rate limits of the calls worth guessing at or flooding: login, registration, password reset,
 * confirmation resend and email change. Each has a budget per client address and, where the call
 * names an account, per account, so spreading guesses over many addresses does not help either.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { accountFromBody, type LimitWindow } from '../http/rate-limits';

interface CallLimits {
  perIp: LimitWindow;
  perAccount?: LimitWindow;
}

/**
 * Budgets chosen for people, not scripts: a member who mistypes a password a few times, or a
 * household behind one address registering two accounts, never meets them.
 */
export const identityLimits = {
  login: {
    perIp: { max: 30, timeWindow: '5 minutes' },
    perAccount: { max: 10, timeWindow: '15 minutes' },
  },
  socialLogin: { perIp: { max: 30, timeWindow: '5 minutes' } },
  register: {
    perIp: { max: 20, timeWindow: '1 hour' },
    perAccount: { max: 5, timeWindow: '1 hour' },
  },
  transientLogin: { perIp: { max: 30, timeWindow: '5 minutes' } },
  passwordReset: {
    perIp: { max: 10, timeWindow: '1 hour' },
    perAccount: { max: 3, timeWindow: '1 hour' },
  },
  passwordResetConfirm: { perIp: { max: 20, timeWindow: '1 hour' } },
  passwordChange: {
    perIp: { max: 20, timeWindow: '15 minutes' },
    perAccount: { max: 5, timeWindow: '15 minutes' },
  },
  resendConfirmation: {
    perIp: { max: 10, timeWindow: '1 hour' },
    perAccount: { max: 3, timeWindow: '15 minutes' },
  },
  emailChange: {
    perIp: { max: 10, timeWindow: '1 hour' },
    perAccount: { max: 5, timeWindow: '1 hour' },
  },
  emailCheck: { perIp: { max: 60, timeWindow: '1 minute' } },
} as const satisfies Record<string, CallLimits>;

export type LimitedCall = keyof typeof identityLimits;

/** The account a call names: an address in the body, an id in the path, the signed-in member. */
export const accountKeys = {
  body: accountFromBody,
  pathId: (request: FastifyRequest) => {
    const id = (request.params as Record<string, unknown> | undefined)?.id;
    return typeof id === 'string' && id !== '' ? id.toLowerCase() : undefined;
  },
  member: (request: FastifyRequest) => request.member?.id,
};

/** The preHandlers of one call: its per-address limit, then its per-account one if it has one. */
export const limitsOf = (
  app: FastifyInstance,
  call: LimitedCall,
  accountOf?: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler[] => {
  const limits: CallLimits = identityLimits[call];
  const handlers = [app.limits.perIp(`identity.${call}.ip`, limits.perIp)];
  if (limits.perAccount && accountOf) {
    handlers.push(app.limits.perAccount(`identity.${call}.account`, limits.perAccount, accountOf));
  }
  return handlers;
};
