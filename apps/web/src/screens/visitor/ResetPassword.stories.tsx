import { answer } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { afterPendingButton, visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Visitor/Reset Password',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** The link of the reset mail: the member's id and the token. */
const mailLink = `${paths.resetPassword}?uid=me&t=story-token`;

const resetAnswered = (changed: boolean) => ({
  ...visitorAnswers(),
  ...answer(endpoints.identity.resetPassword, changed, { token: 'story-token' }),
});

const typePasswords = async (canvasElement: HTMLElement, repeated: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^new password/i), 'lakes-in-summer');
  await userEvent.type(canvas.getByLabelText(/^repeat new password/i), repeated);
};

const savePassword = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await typePasswords(canvasElement, 'lakes-in-summer');
  await userEvent.click(within(canvasElement).getByRole('button', { name: /save new password/i }));
};

export const Form = screenStory({ path: mailLink, api: visitorAnswers() });

export const PasswordsDiffer = screenStory(
  { path: mailLink, api: visitorAnswers() },
  async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'lakes-in-winter');
    await within(canvasElement).findByText(/passwords do not match/i);
  },
);

/** A link that lost its id or token on the way: nothing can be sent. */
export const IncompleteLink = screenStory({ path: paths.resetPassword, api: visitorAnswers() });

export const ResetRefused = screenStory(
  { path: mailLink, api: resetAnswered(false) },
  async (context) => {
    await savePassword(context);
    await within(context.canvasElement).findByRole('alert');
  },
);

export const PasswordChanged = afterPendingButton(
  screenStory({ path: mailLink, api: resetAnswered(true) }, async (context) => {
    await savePassword(context);
    await within(context.canvasElement).findByRole('heading', { name: /password changed/i });
  }),
);
