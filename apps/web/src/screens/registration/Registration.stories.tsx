/** The registration wizard, step by step as a visitor goes through it. */

import { type AnswerOf, answer, pending } from '@amora/client/fixtures';
import { endpoints, type LocationOption } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { refusal, visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Registration/Registration',
  ...screenMeta,
} satisfies Meta;
export default meta;

const berlin: LocationOption[] = [
  { id: 'berlin', city: 'Berlin', zip: '10115', country: 'de' },
  { id: 'bernau', city: 'Bernau bei Berlin', zip: '16321', country: 'de' },
  { id: 'bernburg', city: 'Bernburg', zip: '06406', country: 'de' },
];

const registration = (registered: AnswerOf<typeof endpoints.identity.register> = pending) => ({
  ...visitorAnswers(),
  ...answer(endpoints.location.search, { count: berlin.length, items: berlin }),
  ...answer(endpoints.identity.register, registered),
});

type Canvas = ReturnType<typeof within>;
const next = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: /^next$/i }));
};

/** The steps before the account, answered as Mia would. */
const steps = [
  async (canvas: Canvas) => {
    await userEvent.type(await canvas.findByLabelText(/first name/i), 'Mia');
    await next(canvas);
  },
  // The birthday starts at a valid date.
  next,
  async (canvas: Canvas) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^woman$/i }));
    await next(canvas);
  },
  async (canvas: Canvas) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^men$/i }));
    await userEvent.click(canvas.getByRole('radio', { name: /^relationship$/i }));
    await next(canvas);
  },
  async (canvas: Canvas) => {
    await choosePlace(canvas);
    await next(canvas);
  },
];

/** Germany first: the country starts at the browser's, which differs from machine to machine. */
const choosePlace = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: /country/i }));
  await userEvent.click(await within(document.body).findByRole('option', { name: /^germany$/i }));
  await userEvent.type(await canvas.findByRole('combobox', { name: /city or zip/i }), 'Ber');
  await userEvent.click(await within(document.body).findByRole('option', { name: /^berlin/i }));
  await canvas.findByLabelText(/^zip code/i);
};

/** Goes through the steps before `step` (0 is the name). */
const reachStep =
  (step: number, then?: (canvas: Canvas) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    for (const answerStep of steps.slice(0, step)) await answerStep(canvas);
    await then?.(canvas);
  };

const fillAccount = async (canvas: Canvas, email: string, password: string) => {
  await userEvent.type(await canvas.findByLabelText(/^e-mail/i), email);
  await userEvent.type(canvas.getByLabelText(/^password/i), password);
};

export const Name = screenStory({ path: paths.register, api: registration() });

export const NameWithNumber = screenStory(
  { path: paths.register, api: registration() },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/first name/i), 'Mia2');
    await canvas.findByText(/number/i);
  },
);

/** The birthday starts 18 years before today (the stories' fixed day). */
export const Birthday = screenStory({ path: paths.register, api: registration() }, reachStep(1));

export const Gender = screenStory({ path: paths.register, api: registration() }, reachStep(2));

export const LookingFor = screenStory({ path: paths.register, api: registration() }, reachStep(3));

export const Place = screenStory(
  { path: paths.register, api: registration() },
  reachStep(4, choosePlace),
);

export const AccountInvalid = screenStory(
  { path: paths.register, api: registration() },
  reachStep(5, async (canvas) => {
    await fillAccount(canvas, 'mia@amora', 'abc');
    await canvas.findByText(/wrong e-mail/i);
  }),
);

export const Registering = screenStory(
  { path: paths.register, api: registration() },
  reachStep(5, async (canvas) => {
    await fillAccount(canvas, 'mia@amora.example', 'lakes-in-summer');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /create my profile/i }));
  }),
);

export const EmailInUse = screenStory(
  { path: paths.register, api: registration(refusal(409, 'EMAIL_ALREADY_EXISTS')) },
  reachStep(5, async (canvas) => {
    await fillAccount(canvas, 'mia@amora.example', 'lakes-in-summer');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /create my profile/i }));
    await canvas.findByRole('alert');
  }),
);
