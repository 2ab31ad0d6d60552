import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { expect } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { ButtonLink } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Spinner } from '../../components/Spinner/Spinner';
import { MemberFrame, screenParameters } from '../memberFrame';

type Result = 'loading' | 'success' | 'pending' | 'bankTransfer' | 'failure';

const results = {
  success: {
    icon: <CircleCheck size={28} />,
    title: 'Thank you for your purchase!',
    description: '300 coins have been added to your account.',
  },
  pending: {
    icon: <Clock size={28} />,
    title: 'Your payment is being processed',
    description: 'The payment was not completed yet. Your coins will be credited shortly.',
  },
  bankTransfer: {
    icon: <Clock size={28} />,
    title: 'Thank you – we are waiting for your transfer',
    description: 'Coins bought by bank transfer arrive after 1 to 2 bank days.',
  },
  failure: {
    icon: <CircleAlert size={28} />,
    title: 'Oops, something went wrong!',
    description: 'No coins could be assigned to your account.',
  },
} as const;

/** /shop/success?transaction=…: the payment is verified, then its result shows. */
function PaymentResultScreen({ result, coins = 120 }: { result: Result; coins?: number }) {
  return (
    <MemberFrame active="shop" coins={coins}>
      <Box paddingY="xxlarge">
        {result === 'loading' ? (
          <Box display="flex" justifyContent="center">
            <Spinner label="Checking your payment" />
          </Box>
        ) : (
          <EmptyState
            framed
            {...results[result]}
            action={
              <ButtonLink
                href={result === 'failure' ? '/shop' : '/'}
                variant={result === 'failure' ? 'primary' : 'outline'}
              >
                {result === 'failure' ? 'Back to the shop' : 'Continue'}
              </ButtonLink>
            }
          />
        )}
      </Box>
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Shop/PaymentResult',
  component: PaymentResultScreen,
  parameters: screenParameters,
} satisfies Meta<typeof PaymentResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { result: 'loading' } };

export const Success: Story = {
  args: { result: 'success', coins: 420 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('300 coins have been added to your account.')).toBeVisible();
  },
};

export const Pending: Story = { args: { result: 'pending' } };

export const BankTransfer: Story = { args: { result: 'bankTransfer' } };

export const Failure: Story = {
  args: { result: 'failure' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops, something went wrong!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};
