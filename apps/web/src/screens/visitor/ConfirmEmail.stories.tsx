import { type AnswerOf, answer, pending } from '@amora/client/fixtures';
import { endpoints, localStorageKeys } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { removeItem } from '../../shared/storage';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Visitor/Confirm Email',
  ...screenMeta,
  // A resend waits 10 minutes, also across reloads: every story starts without a recent one.
  beforeEach: () => removeItem(localStorageKeys.emailConfirmTimeout),
} satisfies Meta;
export default meta;

/** The link of the confirmation mail: the member's id and the token. */
const mailLink = `${paths.confirmEmail}?uid=me&t=story-token`;

const confirmation = (confirmed: AnswerOf<typeof endpoints.identity.confirmEmail>) => ({
  ...visitorAnswers(),
  ...answer(endpoints.identity.confirmEmail, confirmed, { id: 'me' }),
});

export const Confirming = screenStory({ path: mailLink, api: confirmation(pending) });

export const EmailConfirmed = screenStory(
  { path: mailLink, api: confirmation(true) },
  async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /your e-mail is confirmed/i });
  },
);

export const LinkFailed = screenStory({ path: mailLink, api: confirmation(false) });

export const ConfirmationResent = screenStory(
  {
    path: mailLink,
    api: {
      ...confirmation(false),
      ...answer(endpoints.identity.resendConfirmation, true, { id: 'me' }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /resend confirmation/i }));
    await canvas.findByText(/we just sent you a new link/i);
  },
);
