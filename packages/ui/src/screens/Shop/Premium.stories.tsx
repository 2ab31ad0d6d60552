import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PremiumBenefits } from '../../components/PremiumBenefits/PremiumBenefits';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Stack } from '../../components/Stack/Stack';
import { MemberFrame, referenceDate, screenParameters } from '../memberFrame';

interface PremiumScreenProps {
  status?: 'offer' | 'active' | 'cancelled';
  isSubscribing?: boolean;
  onSubscribe?: () => void;
}

const activeUntil = new Date(referenceDate.getTime() + 19 * 24 * 60 * 60 * 1000);

/** /shop-premium: the benefits and the subscription packages, or the running subscription. */
function PremiumScreen({
  status = 'offer',
  isSubscribing,
  onSubscribe = fn(),
}: PremiumScreenProps) {
  return (
    <MemberFrame active="shop">
      <PageHeader title="Premium" subtitle="More matches, more views, no limits" />
      <Stack space="xlarge">
        <PremiumBenefits
          title={status === 'offer' ? 'Get Premium' : 'Your Premium'}
          status={status}
          activeUntil={status === 'active' ? activeUntil : undefined}
          showDiscount={status === 'offer'}
        />
        {status === 'offer' && (
          <Stack space="gutter">
            <RadioGroup label="Choose your plan" variant="card" defaultValue="3">
              <Radio value="1" description="€19.99 a month">
                1 month
              </Radio>
              <Radio value="3" description="€14.99 a month, €44.97 every 3 months – 25% off">
                3 months
              </Radio>
              <Radio value="12" description="€9.99 a month, €119.88 a year">
                12 months
              </Radio>
            </RadioGroup>
            <Button
              size="large"
              fullWidth
              icon={<Crown size={18} />}
              isPending={isSubscribing}
              onPress={onSubscribe}
            >
              Get Premium
            </Button>
          </Stack>
        )}
        {status === 'active' && (
          <Button variant="outline" fullWidth>
            Cancel subscription
          </Button>
        )}
      </Stack>
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Shop/Premium',
  component: PremiumScreen,
  parameters: screenParameters,
} satisfies Meta<typeof PremiumScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  args: { onSubscribe: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /3 months/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Premium' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};

export const Subscribing: Story = { args: { isSubscribing: true } };

export const Active: Story = { args: { status: 'active' } };

export const Cancelled: Story = { args: { status: 'cancelled' } };
