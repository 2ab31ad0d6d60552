/**
 * The completion of the registration, which the member frame opens over any member screen right
 * after the sign-up (here over the new member's profile), step by step.
 */

import { type AnswerOf, answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import { portrait } from '@amora/ui/fixtures';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { afterPendingButton, refusal } from '../../screens/storyFixtures';
import { type ScreenSetup, screenMeta, screenStory } from '../../stories/screen';
import { $completionOpen } from './completionModel';
import { newMember, profileAnswers } from './storyFixtures';

const meta = {
  title: 'Screens/Profile/Completion',
  ...screenMeta,
} satisfies Meta;
export default meta;

const completion = (
  published: AnswerOf<typeof endpoints.user.complete> = pending,
): ScreenSetup => ({
  path: paths.profile,
  member: newMember,
  api: { ...profileAnswers(newMember), ...answer(endpoints.user.complete, published) },
  values: [[$completionOpen, true]],
});

type Dialog = ReturnType<typeof within>;
const dialog = async (): Promise<Dialog> =>
  within(await within(document.body).findByRole('dialog'));
/** Next, once the step allows it (a chosen picture is read before it counts). */
const next = async (flow: Dialog) => {
  const button = flow.getByRole('button', { name: /^next$/i });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

const chooseInterests = async (flow: Dialog, ...interests: string[]) => {
  for (const interest of interests) await userEvent.click(flow.getByText(interest));
};

/** A photo as a camera gives it: the drawn portrait as a PNG file. */
const photo = async (): Promise<File> => {
  const image = new Image();
  image.src = portrait(7);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 800;
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], 'mia.png', { type: 'image/png' });
};

const choosePicture = async (flow: Dialog) => {
  const input = document.body.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('The picture step has no file input');
  await userEvent.upload(input, await photo());
  await flow.findByRole('img', { name: /your chosen picture/i });
};

/** Through the interests and the picture to the last step, ready to publish. */
const reachPublish = async () => {
  const flow = await dialog();
  await chooseInterests(flow, 'Art', 'Music', 'Cooking');
  await next(flow);
  await choosePicture(flow);
  await next(flow);
  await flow.findByRole('switch');
  await next(flow);
  await flow.findByRole('button', { name: /publish profile/i });
  return flow;
};

/** One interest chosen: the rule asks for a second. */
export const TooFewInterests = screenStory(completion(), async () => {
  const flow = await dialog();
  await chooseInterests(flow, 'Art');
  await flow.findByText(/please choose at least two interests/i);
});

export const PictureChosen = screenStory(completion(), async () => {
  const flow = await dialog();
  await chooseInterests(flow, 'Art', 'Music');
  await next(flow);
  await choosePicture(flow);
});

export const ReadyToPublish = screenStory(completion(), async () => {
  await reachPublish();
});

export const PublishFailed = afterPendingButton(
  screenStory(completion(refusal(400, 'PROFILE_UPDATE_FAILED')), async () => {
    const flow = await reachPublish();
    await userEvent.click(flow.getByRole('button', { name: /publish profile/i }));
    await flow.findByRole('alert');
  }),
);
