import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Product/PriceTag',
  component: PriceTag,
  args: { amount: 10 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Coins: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 coins')).toBeInTheDocument();
  },
};

export const OneCoin: Story = {
  args: { amount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 coin')).toBeInTheDocument();
  },
};

export const Euros: Story = {
  args: { amount: 19.99, currency: 'EUR', size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('€19.99').length).toBeGreaterThan(0);
  },
};

export const Discounted: Story = {
  args: { amount: 29.99, originalAmount: 39.99, currency: 'EUR', size: 'large' },
};

export const Free: Story = { args: { isFree: true } };

export const AllStates: Story = {
  render: () => (
    <Stack space="medium">
      {(['small', 'standard', 'large'] as const).map((size) => (
        <Inline key={size} space="large">
          <PriceTag amount={35} size={size} />
          <PriceTag amount={5} size={size} tone="coin" />
          <PriceTag amount={1500} size={size} />
          <PriceTag amount={9.99} currency="EUR" size={size} />
          <PriceTag amount={24.99} originalAmount={49.99} currency="EUR" size={size} />
          <PriceTag amount={6} isFree size={size} />
        </Inline>
      ))}
    </Stack>
  ),
};
