import { answer, pending } from '@amora/client/fixtures';
import { consoleEndpoints } from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refusal } from '../../stories/fixtures';
import { consoleMeta, consoleStory, pictureDarkToo } from '../../stories/screen';

const meta = {
  title: 'Console/Sign in',
  ...consoleMeta,
} satisfies Meta;
export default meta;

const path = '/';

const fillIn = async ({ canvasElement }: StoryContext, code = '123456') => {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'E-mail' }),
    'jonas@amora.example',
  );
  await userEvent.type(canvas.getByLabelText('Password'), 'a long operator password');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Code from your authenticator app/ }),
    code,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

/** Any console address opens the sign-in while nobody is signed in. */
export const SignIn = pictureDarkToo(
  consoleStory({ path }, async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Sign in to the console' });
    await expect(
      canvas.getByRole('textbox', { name: /Code from your authenticator app/ }),
    ).toHaveAttribute('autocomplete', 'one-time-code');
  }),
);

/** Sent empty: each field asks to be filled in, nothing is sent. */
export const MissingFields = consoleStory({ path }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
  await expect(await canvas.findAllByText('Please fill this in.')).toHaveLength(3);
});

/** The code must be six digits before it is sent. */
export const ShortCode = consoleStory({ path }, (context) => fillIn(context, '1234'));

/** Refused: one message for a wrong e-mail, password or code; the code field is emptied. */
export const Refused = consoleStory(
  {
    path,
    api: answer(consoleEndpoints.signIn, refusal(400, 'OPERATOR_SIGN_IN_FAILED')),
  },
  async (context) => {
    await fillIn(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'E-mail, password or code incorrect.',
    );
    await expect(
      canvas.getByRole('textbox', { name: /Code from your authenticator app/ }),
    ).toHaveValue('');
  },
);

/** Waiting for the server: the fields are disabled, the button waits. */
export const SigningIn = consoleStory(
  { path, api: answer(consoleEndpoints.signIn, pending) },
  async (context) => {
    await fillIn(context);
    await expect(
      within(context.canvasElement).getByRole('textbox', { name: 'E-mail' }),
    ).toBeDisabled();
  },
);
