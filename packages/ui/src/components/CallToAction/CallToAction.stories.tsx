import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Button } from '../Button/Button';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Product/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your next match is waiting',
    description: 'Over 1,000 new members join every day. Sign up for free and start flirting.',
    action: (
      <Button size="large" onPress={fn()}>
        Register now
      </Button>
    ),
    images: [0, 1, 2, 3, 4].map((index) => portrait(index, { width: 96, height: 96 })),
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your next match is waiting' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register now' }));
  },
};

export const WithoutImages: Story = { args: { images: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
