/** The settings and the operators of the settings page's stories. */
import type { ConsoleSettings, NewOperatorCredentials, OperatorAccount } from '@amora/contract';
import { daysAgo, minutesAgo, operators } from '../../stories/fixtures';

export const ruleOff: ConsoleSettings = {
  pictureAutoApprove: 'off',
  changedBy: null,
  changedAt: null,
};

export const ruleOn: ConsoleSettings = {
  pictureAutoApprove: 'verifiedMembers',
  changedBy: { id: operators.admin.id, name: operators.admin.name },
  changedAt: daysAgo(3),
};

const account = (
  operator: (typeof operators)[keyof typeof operators],
  values: Partial<OperatorAccount> = {},
): OperatorAccount => ({
  ...operator,
  twoFactorSetUp: true,
  lastSignInAt: minutesAgo(45),
  disabledAt: null,
  createdAt: daysAgo(200),
  ...values,
});

export const operatorAccounts: OperatorAccount[] = [
  account(operators.admin, { lastSignInAt: minutesAgo(5) }),
  account(operators.moderator, { lastSignInAt: minutesAgo(130), createdAt: daysAgo(120) }),
  account(operators.support, { lastSignInAt: daysAgo(2), createdAt: daysAgo(90) }),
  account(
    { id: 'op-new', email: 'kai@amora.example', name: 'Kai Neu', role: 'moderator' },
    { twoFactorSetUp: false, lastSignInAt: null, createdAt: daysAgo(1) },
  ),
  account(
    { id: 'op-gone', email: 'tim@amora.example', name: 'Tim Former', role: 'support' },
    { lastSignInAt: daysAgo(60), disabledAt: daysAgo(30), createdAt: daysAgo(400) },
  ),
];

export const newCredentials: NewOperatorCredentials = {
  operator: {
    id: 'op-added',
    email: 'eva@amora.example',
    name: 'Eva Support',
    role: 'support',
    twoFactorSetUp: false,
    lastSignInAt: null,
    disabledAt: null,
    createdAt: minutesAgo(0),
  },
  password: 'q7Hw2kXn9VtR4mPzL3cYb8Ds',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  totpUri:
    'otpauth://totp/Amora%20console:eva%40amora.example?issuer=Amora%20console&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};
