import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Stack } from '../Stack/Stack';
import { LikeVisitorItem } from './LikeVisitorItem';

const meta = {
  title: 'Discovery/LikeVisitorItem',
  component: LikeVisitorItem,
  args: {
    kind: 'like',
    name: 'Lena',
    age: 27,
    image: portrait(0),
    isOnline: true,
    timeLabel: '2 hours ago',
    href: '/stranger-profile/lena',
    unlockPrice: 5,
    onUnlock: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof LikeVisitorItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlocked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Lena, 27/ })).toHaveAttribute(
      'href',
      '/stranger-profile/lena',
    );
  },
};

/** Who it was stays hidden: no name, no link, a blurred picture and the unlock for 5 coins. */
export const Locked: Story = {
  args: { isLocked: true, isNew: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Someone likes you')).toBeVisible();
    await expect(canvas.queryByText(/Lena/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Unlock/ }));
    await expect(args.onUnlock).toHaveBeenCalledOnce();
  },
};

export const LockedFreeUnlock: Story = {
  args: { isLocked: true, hasFreeUnlock: true, kind: 'visit' },
};

export const Unlocking: Story = { args: { isLocked: true, isUnlocking: true } };

export const AllKinds: Story = {
  render: (args) => (
    <Stack space="xsmall">
      <LikeVisitorItem {...args} kind="like" isNew />
      <LikeVisitorItem
        {...args}
        kind="visit"
        name="Mia"
        age={24}
        image={portrait(4)}
        timeLabel="Yesterday"
      />
      <LikeVisitorItem
        {...args}
        kind="match"
        name="Sophie"
        age={26}
        image={portrait(12)}
        isOnline={false}
        timeLabel="Nov 12"
      />
      <LikeVisitorItem {...args} kind="visit" isLocked timeLabel="3 days ago" />
    </Stack>
  ),
};
