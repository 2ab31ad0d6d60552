import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown, Flame } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Popular', tone: 'brand' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = {
  args: { children: 'Premium', tone: 'secondary', icon: <Crown size={14} aria-hidden /> },
};

export const Count: Story = {
  args: { count: 3, tone: 'brand', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('3 unread messages');
  },
};

/** Large counts are capped so the pill keeps its size. */
export const CountOverMax: Story = {
  args: { count: 240, tone: 'brand', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent('99+');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('240 unread messages');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="medium">
      {(['standard', 'small'] as const).map((size) => (
        <Inline key={size} space="small">
          {badgeTones.map((tone) => (
            <Badge
              key={tone}
              tone={tone}
              size={size}
              icon={tone === 'brand' ? <Flame size={12} aria-hidden /> : undefined}
            >
              {tone}
            </Badge>
          ))}
          <Badge tone="brand" size={size} count={7} />
        </Inline>
      ))}
    </Stack>
  ),
};
