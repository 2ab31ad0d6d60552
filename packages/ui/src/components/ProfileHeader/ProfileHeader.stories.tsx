import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait, sampleMembers } from '../../fixtures/portraits';
import { IconButton } from '../IconButton/IconButton';
import { ProfileHeader } from './ProfileHeader';

const lena = sampleMembers[0] as (typeof sampleMembers)[number];

/** Stands in for the block / report menu another component provides. */
const moreMenu = (
  <IconButton label="More options" variant="soft" size="standard">
    <Ellipsis size={20} aria-hidden />
  </IconButton>
);

const meta = {
  title: 'Product/ProfileHeader',
  component: ProfileHeader,
  args: {
    name: lena.name,
    age: lena.age,
    city: lena.city,
    distance: `${lena.distance} km`,
    photo: portrait(0),
    isOnline: true,
    isVerified: true,
    mood: 'Coffee?',
    onLike: fn(),
    onKiss: fn(),
    onMessage: fn(),
    moreMenu,
  },
  // The phone layout is full-bleed: the mobile stories below render it edge to edge.
  parameters: { visual: { viewports: ['desktop'] } },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stranger: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lena, 27');
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    await expect(canvas.getByText('Online')).toBeInTheDocument();
    await expect(canvas.getByText('3 km away')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Kiss' }));
    await expect(args.onKiss).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledOnce();
  },
};

/** Like, Kiss, Message and the More slot are reached in that order with Tab. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kiss' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Message' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMessage).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More options' })).toHaveFocus();
  },
};

export const Liked: Story = {
  args: { isLiked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Liked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LikePending: Story = {
  args: { pendingAction: 'like' },
  play: async ({ args, canvas }) => {
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('data-pending', 'true');
    await userEvent.click(like);
    await expect(args.onLike).not.toHaveBeenCalled();
  },
};

export const PremiumOffline: Story = {
  args: {
    ...{ name: 'Hannah', age: 35, city: 'Köln', distance: '41 km' },
    photo: portrait(3),
    isOnline: false,
    isVerified: false,
    isPremium: true,
    mood: 'Something serious',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Premium' })).toBeInTheDocument();
    await expect(canvas.queryByText('Online')).not.toBeInTheDocument();
  },
};

export const OwnProfile: Story = {
  args: {
    isOwnProfile: true,
    isPremium: true,
    onEditProfile: fn(),
    completion: 65,
    completionHint: 'Add your interests and two more pictures to get up to 3× more likes.',
    distance: undefined,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('meter', { name: 'Profile 65% complete' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(args.onEditProfile).toHaveBeenCalledOnce();
  },
};

export const OwnProfileComplete: Story = {
  args: { isOwnProfile: true, onEditProfile: fn(), completion: 100, distance: undefined },
};

/** No photo, or one that does not load: the embedded placeholder. */
export const WithoutPhoto: Story = { args: { photo: null, mood: undefined } };

export const LongName: Story = {
  args: {
    name: 'Maximiliane Alexandra-Josephine',
    age: 29,
    city: 'Mönchengladbach-Rheydt',
    distance: '187 km',
    isPremium: true,
    mood: 'In the mood for flirting and long conversations',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
};

export const OwnProfileMobile: Story = {
  args: OwnProfile.args,
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
};

export const LongNameMobile: Story = {
  args: LongName.args,
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
};

export const WithoutPhotoMobile: Story = {
  args: { ...WithoutPhoto.args, isLiked: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
};
