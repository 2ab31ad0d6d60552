import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { SkeletonGroup } from '../Skeleton/Skeleton';
import { UserGridCard, UserGridCardSkeleton } from './UserGridCard';

const meta = {
  title: 'Discovery/UserGridCard',
  component: UserGridCard,
  args: {
    name: 'Lena',
    age: 27,
    distance: '3 km',
    image: portrait(0, { width: 480, height: 640 }),
    isOnline: true,
    href: '/stranger-profile/lena',
    onLike: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserGridCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: /Lena, 27/ })).toHaveAttribute(
      'href',
      '/stranger-profile/lena',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Like Lena' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
  },
};

export const Liked: Story = {
  args: { isLiked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like Lena' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const New: Story = { args: { isNew: true, isOnline: false } };

export const WithoutPicture: Story = { args: { image: null } };

export const LongName: Story = {
  args: { name: 'Maximiliane-Alexandra', age: 34, distance: '150 km' },
};

/** While the grid loads: the card's shape, in a busy region. */
export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Finding people near you">
      <UserGridCardSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Finding people near you' })).toBeVisible();
  },
};
