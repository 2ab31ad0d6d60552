import { type AnswerOf, answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Info/Confirm Email Change',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** The link of the mail to the new address: the member's id, the token and the address. */
const mailLink = `${paths.confirmEmailChange}?uid=me&t=story-token&email=mia.new%40amora.example`;

const confirmation = (confirmed: AnswerOf<typeof endpoints.identity.confirmEmailChange>) => ({
  ...visitorAnswers(),
  ...answer(endpoints.identity.confirmEmailChange, confirmed, { id: 'me' }),
});

export const Confirming = screenStory({ path: mailLink, api: confirmation(pending) });

export const ChangeConfirmed = screenStory(
  { path: mailLink, api: confirmation(true) },
  async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /your e-mail is confirmed/i });
  },
);
