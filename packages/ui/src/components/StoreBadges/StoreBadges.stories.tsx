import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoreBadges, storeBadgesAligns } from './StoreBadges';

const meta = {
  title: 'Product/StoreBadges',
  component: StoreBadges,
  argTypes: { align: { control: 'inline-radio', options: storeBadgesAligns } },
} satisfies Meta<typeof StoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
  },
};

export const OnBrand: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, borderRadius: 16, background: '#07203f' }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Centred under a centred text; on a phone each wrapped badge is centred too. */
export const CenteredMobile: Story = {
  args: { align: 'center' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ width: 280, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
};
