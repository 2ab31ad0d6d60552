import { type ApiAnswers, answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { afterPendingButton, visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Visitor/Forgot Password',
  ...screenMeta,
} satisfies Meta;
export default meta;

const withReset = (reset: ApiAnswers) => ({ ...visitorAnswers(), ...reset });

const askForLink = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/e-mail/i), 'mia@amora.example');
  await userEvent.click(canvas.getByRole('button', { name: /send reset link/i }));
};

export const Form = screenStory({ path: paths.forgotPassword, api: visitorAnswers() });

export const Sending = screenStory(
  {
    path: paths.forgotPassword,
    api: withReset(answer(endpoints.identity.requestPasswordReset, pending)),
  },
  askForLink,
);

export const Sent = afterPendingButton(
  screenStory(
    {
      path: paths.forgotPassword,
      api: withReset(answer(endpoints.identity.requestPasswordReset, true)),
    },
    async (context) => {
      await askForLink(context);
      await within(context.canvasElement).findByRole('heading', { name: /check your inbox/i });
    },
  ),
);
