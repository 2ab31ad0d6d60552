import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { $sessionExpiredNotice, $socialProblem } from '../../session/model';
import { screenMeta, screenStory } from '../../stories/screen';
import { refusal, visitorAnswers, withSocialSignIn } from '../storyFixtures';

const meta = {
  title: 'Screens/Visitor/Login',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Types a login and submits it with Enter, as a visitor does. */
const logIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/e-mail/i), 'mia@amora.example');
  await userEvent.type(canvas.getByLabelText(/^password/i), 'not-my-password{Enter}');
};

export const Login = {
  ...screenStory({ path: paths.login, api: visitorAnswers(withSocialSignIn) }),
  // The one screen state that pictures the visitor screens' brand panel (visual/screens.test.tsx).
  parameters: { visual: { showRepeated: true } },
};

export const InvalidFields = screenStory(
  { path: paths.login, api: visitorAnswers() },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/e-mail/i), 'mia@');
    await userEvent.click(canvas.getByRole('button', { name: /^log in$/i }));
    await canvas.findByText(/wrong e-mail/i);
  },
);

export const LoggingIn = screenStory(
  {
    path: paths.login,
    api: { ...visitorAnswers(), ...answer(endpoints.identity.login, pending) },
  },
  async ({ canvasElement }) => logIn(canvasElement),
);

export const WrongPassword = screenStory(
  {
    path: paths.login,
    api: {
      ...visitorAnswers(),
      ...answer(endpoints.identity.login, refusal(400, 'WRONG_EMAIL_OR_PASSWORD')),
    },
  },
  async ({ canvasElement }) => {
    await logIn(canvasElement);
    await within(canvasElement).findByRole('alert');
  },
);

/** A banned member signs in: the account is closed, the screen says, not the password wrong. */
export const AccountBanned = screenStory(
  {
    path: paths.login,
    api: {
      ...visitorAnswers(),
      ...answer(endpoints.identity.login, refusal(403, 'ACCOUNT_BANNED')),
    },
  },
  async ({ canvasElement }) => {
    await logIn(canvasElement);
    await within(canvasElement).findByText(/account was closed/i);
  },
);

/** A suspended member signs in: no sign-in until the suspension ends, the screen says. */
export const AccountSuspended = screenStory(
  {
    path: paths.login,
    api: {
      ...visitorAnswers(),
      ...answer(endpoints.identity.login, refusal(403, 'ACCOUNT_SUSPENDED')),
    },
  },
  async ({ canvasElement }) => {
    await logIn(canvasElement);
    await within(canvasElement).findByText(/account is suspended/i);
  },
);

/** The app was opened at an address the server does not accept: no login can work there. */
export const OriginRefused = screenStory(
  {
    path: paths.login,
    api: {
      ...visitorAnswers(),
      ...answer(endpoints.identity.login, refusal(403, 'ORIGIN_NOT_ALLOWED')),
    },
  },
  async ({ canvasElement }) => {
    await logIn(canvasElement);
    await within(document.body).findAllByText(/cannot be used from this address/i);
  },
);

export const SessionExpired = screenStory({
  path: paths.login,
  api: visitorAnswers(),
  values: [[$sessionExpiredNotice, true]],
});

export const SocialSignInFailed = screenStory({
  path: paths.login,
  api: visitorAnswers(withSocialSignIn),
  values: [[$socialProblem, 'LOGIN_FAILED']],
});
