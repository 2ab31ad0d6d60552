import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { AwardSeal } from './AwardSeal';

const meta = {
  title: 'Product/AwardSeal',
  component: AwardSeal,
  args: { title: 'Test winner', issuer: 'Dating apps 2026', rating: 'Very good (1.4)' },
} satisfies Meta<typeof AwardSeal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test winner')).toBeVisible();
  },
};

export const WithoutRating: Story = { args: { rating: undefined } };

export const AllStates: Story = {
  render: () => (
    <Inline space="small">
      <AwardSeal title="Test winner" issuer="Dating apps 2026" rating="Very good (1.4)" />
      <AwardSeal title="Best price" issuer="Flirt portals 2026" />
      <AwardSeal title="Top rated" issuer="4.7 of 5 from 12,400 reviews" />
    </Inline>
  ),
};

export const Mobile: Story = { ...AllStates, globals: { viewport: { value: 'mobile' } } };
