import { answer, pending } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../app/paths';
import { member } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { refusal } from '../shop/storyFixtures';
import { blockedUsers, reportedMember, settingsAnswers } from './storyFixtures';

const meta = {
  title: 'Screens/Account/Settings',
  ...screenMeta,
} satisfies Meta;
export default meta;

const path = paths.settings;

/** Every section; nobody blocked. */
export const Settings = screenStory({ path, member, api: settingsAnswers });

/** The member lets only verified members write to her: the privacy section's switch is on. */
export const VerifiedSendersOnly = screenStory(
  { path, member: { ...member, verifiedSendersOnly: true }, api: settingsAnswers },
  async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('switch', {
        name: /Only verified members may write to me/,
      }),
    ).toBeChecked();
  },
);

const withBlocked = {
  ...settingsAnswers,
  ...answer(endpoints.relationship.blockedUsers, {
    count: blockedUsers.length,
    items: blockedUsers,
  }),
};

export const BlockedUsers = screenStory({ path, member, api: withBlocked });

export const BlockedUsersLoading = screenStory({
  path,
  member,
  api: { ...settingsAnswers, ...answer(endpoints.relationship.blockedUsers, pending) },
});

export const Unblocking = screenStory(
  {
    path,
    member,
    api: {
      ...withBlocked,
      ...answer(endpoints.relationship.unblock, pending, { id: reportedMember.id }),
    },
  },
  async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Unblock ${reportedMember.name}` }),
    );
  },
);

const changePassword = async ({ canvasElement }: StoryContext) => {
  const canvas = within(canvasElement);
  const section = within(
    (await canvas.findByRole('heading', { name: 'Password' })).closest('section') ?? canvasElement,
  );
  await userEvent.type(section.getByLabelText('Current password'), 'summer-in-berlin');
  await userEvent.type(section.getByLabelText('New password'), 'lakes-and-coffee-26');
  await userEvent.click(section.getByRole('button', { name: 'Change password' }));
};

export const PasswordChanging = screenStory(
  {
    path,
    member,
    api: { ...settingsAnswers, ...answer(endpoints.identity.changePassword, pending) },
  },
  changePassword,
);

/** The current password was wrong: the field says so. */
export const WrongPassword = screenStory(
  {
    path,
    member,
    api: {
      ...settingsAnswers,
      ...answer(endpoints.identity.changePassword, refusal('WRONG_PASSWORD')),
    },
  },
  async (context) => {
    await changePassword(context);
    await within(context.canvasElement).findByText('wrong password!');
  },
);

/** The link to confirm the new address is on its way. */
export const EmailChangeSent = screenStory(
  {
    path,
    member,
    api: { ...settingsAnswers, ...answer(endpoints.identity.changeEmail, true) },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(
      (await canvas.findByRole('heading', { name: 'E-mail address' })).closest('section') ??
        canvasElement,
    );
    await userEvent.type(section.getByLabelText('Current password'), 'summer-in-berlin');
    await userEvent.type(section.getByLabelText('New e-mail'), 'mia.berg@amora.example');
    await userEvent.click(section.getByRole('button', { name: 'Change e-mail' }));
    await section.findByRole('status');
  },
);

export const DeleteAccount = screenStory(
  { path, member, api: settingsAnswers },
  async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete account' }),
    );
    await within(document.body).findByRole('alertdialog');
  },
);
