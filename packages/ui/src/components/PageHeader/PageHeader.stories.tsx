import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Shell/PageHeader',
  component: PageHeader,
  args: { title: 'Visitors', subtitle: '3 new since yesterday' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
  },
};

export const WithBackAndActions: Story = {
  args: {
    onBack: fn(),
    actions: (
      <IconButton label="Search settings">
        <Settings size={20} aria-hidden />
      </IconButton>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = {
  args: { title: 'Everybody who visited your profile during the last thirty days', onBack: fn() },
  globals: { viewport: { value: 'mobile' } },
};
