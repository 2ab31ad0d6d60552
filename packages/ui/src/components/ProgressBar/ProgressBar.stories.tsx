import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading picture', value: 45 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading picture' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Processing picture' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Steps: Story = {
  args: {
    label: 'Step 2 of 6',
    showValue: false,
    value: 2,
    minValue: 0,
    maxValue: 6,
    size: 'small',
  },
};

export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Profile complete', value: 80 },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="large">
      <ProgressBar label="Empty" value={0} />
      <ProgressBar label="Half" value={50} />
      <ProgressBar label="Done" value={100} tone="success" />
      <ProgressBar label="Small" value={66} size="small" />
      <ProgressBar label="Waiting" isIndeterminate />
      <ProgressBar
        label="A long label that explains in detail what is being uploaded right now"
        value={12}
      />
    </Stack>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
