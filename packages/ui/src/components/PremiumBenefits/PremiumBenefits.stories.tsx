import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { PremiumBenefits } from './PremiumBenefits';
import { threeColumns } from './PremiumBenefits.stories.css';

const meta = {
  title: 'Shop/PremiumBenefits',
  component: PremiumBenefits,
  args: {
    title: 'Get Premium',
    description: 'From €9.99 a month, cancel any time',
    status: 'offer',
    showDiscount: true,
    action: (
      <Button size="large" fullWidth>
        Get Premium now
      </Button>
    ),
  },
} satisfies Meta<typeof PremiumBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Premium benefits' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '10 more profiles daily in the match game',
      'Unlimited swipes',
      'Free reveal of likes and visitors',
      '20 extra stars',
      'Undo your swipes',
      '100% more free coins on daily login',
      '1 free icebreaker daily',
      'Read confirmation',
    ]);
    await expect(canvas.getByText('25% off for 3 months')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Get Premium' })).toBeInTheDocument();
  },
};

export const WithoutDiscount: Story = { args: { showDiscount: false } };

export const Active: Story = {
  args: {
    title: 'Your Premium',
    description: undefined,
    status: 'active',
    activeUntil: new Date(2025, 6, 14),
    action: (
      <Button variant="outline" fullWidth>
        Manage subscription
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium active until July 14, 2025')).toBeVisible();
    await expect(canvas.queryByText('25% off for 3 months')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: {
    title: 'Premium',
    description: undefined,
    status: 'cancelled',
    action: <Button fullWidth>Renew Premium</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium cancelled')).toBeVisible();
    await expect(canvas.getByText('Your premium benefits are no longer active.')).toBeVisible();
  },
};

export const LongTexts: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Passe à Premium et profite de tous les avantages exclusifs de la communauté',
    description: 'À partir de 9,99 € par mois, résiliable à tout moment, sans engagement',
    action: (
      <Button size="large" fullWidth>
        Obtenir Premium maintenant
      </Button>
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const ActiveMobile: Story = {
  ...Active,
  globals: { viewport: { value: 'mobile' } },
};

/** The three states side by side (the discount banner is in `Offer`). */
export const AllStates: Story = {
  render: (args) => (
    <Box display="grid" gap="gutter" UNSAFE_className={threeColumns}>
      <PremiumBenefits {...args} showDiscount={false} action={undefined} />
      <PremiumBenefits
        {...args}
        title="Your Premium"
        description={undefined}
        status="active"
        activeUntil={new Date(2025, 6, 14)}
        action={undefined}
      />
      <PremiumBenefits
        {...args}
        title="Premium"
        description={undefined}
        status="cancelled"
        action={undefined}
      />
    </Box>
  ),
};
