import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import {
  completeMember,
  memberInReview,
  memberRefused,
  newMember,
  profileAnswers,
} from './storyFixtures';

const meta = {
  title: 'Screens/Profile/Own Profile',
  ...screenMeta,
} satisfies Meta;
export default meta;

const profileOf = (user: typeof completeMember) => ({
  path: paths.profile,
  member: user,
  api: profileAnswers(user),
});

/** Opens the dialog behind the button named `name`, and waits for the dialog. */
const opens =
  (name: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
    await within(document.body).findByRole('dialog');
  };

export const Complete = screenStory(profileOf(completeMember));

/** Just registered: every part still empty, the hint names the next one. */
export const NewMember = screenStory(profileOf(newMember));

export const InReview = screenStory(profileOf(memberInReview));

export const Refused = screenStory({
  path: paths.profile,
  member: memberRefused,
  api: profileAnswers(memberRefused, 'rejected'),
});

export const EditProfile = screenStory(profileOf(completeMember), opens(/^edit profile$/i));

export const AddPicture = screenStory(profileOf(completeMember), opens(/^add picture$/i));

/** The settings of a private picture: its price, and why it cannot be the profile picture. */
export const PictureSettings = screenStory(profileOf(completeMember), opens(/^picture 4 of mia/i));
