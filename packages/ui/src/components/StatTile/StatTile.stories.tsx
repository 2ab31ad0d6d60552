import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { StatTile, statTileTones } from './StatTile';

const meta = {
  title: 'Primitives/StatTile',
  component: StatTile,
  args: { label: 'Pictures to review', value: '12', hint: 'oldest waits 3 hours' },
  argTypes: { tone: { control: 'select', options: statTileTones } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label first, then the value and the hint, as a screen reader reads them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Pictures to review12oldest waits 3 hours');
  },
};

/** A tile that opens its queue is one link named by its text. */
export const Linked: Story = {
  args: { href: '/pictures', tone: 'attention' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Pictures to review 12 oldest waits 3 hours' }),
    ).toHaveAttribute('href', '/pictures');
  },
};

export const AllTones: Story = {
  render: () => (
    <Box display="grid" gap="gutter">
      {statTileTones.map((tone) => (
        <StatTile
          key={tone}
          tone={tone}
          label={`A ${tone} figure`}
          value="1,204"
          hint="since Monday"
        />
      ))}
    </Box>
  ),
};
