import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { shape: 'text', width: '80%' } };

export const Circle: Story = { args: { shape: 'circle', width: 56 } };

export const Picture: Story = { args: { shape: 'rect', height: 240 } };

/** A dialog list while it loads: one busy region, announced once. */
export const ListRows: Story = {
  render: () => (
    <SkeletonGroup label="Loading your chats">
      {[1, 2, 3].map((row) => (
        <Inline key={row} space="medium" noWrap>
          <Skeleton shape="circle" width={56} />
          <Stack space="small">
            <Skeleton width={140} />
            <Skeleton width={220} />
          </Stack>
        </Inline>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your chats' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Mobile: Story = { ...ListRows, globals: { viewport: { value: 'mobile' } } };
