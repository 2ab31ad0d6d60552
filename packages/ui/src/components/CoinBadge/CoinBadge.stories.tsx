import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { CoinBadge, coinBadgeVariants } from './CoinBadge';

const meta = {
  title: 'Shop/CoinBadge',
  component: CoinBadge,
  args: { coins: 120, freeCoins: 6 },
  argTypes: { variant: { control: 'inline-radio', options: coinBadgeVariants } },
} satisfies Meta<typeof CoinBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120')).toBeVisible();
    await expect(canvas.getByText('+ 6 free')).toBeVisible();
    await expect(canvas.getByText('Balance: 126 coins, 6 of them free')).toBeInTheDocument();
  },
};

export const WithoutFreeCoins: Story = { args: { coins: 45, freeCoins: 0 } };

export const Empty: Story = { args: { coins: 0, freeCoins: 0 } };

export const LargeBalance: Story = { args: { coins: 1234567, freeCoins: 9999 } };

/** Links to the coin shop. */
export const Pressable: Story = {
  args: { href: '/shop' },
  parameters: {
    visual: { skip: 'looks like Default until hovered or focused (FocusVisible is that picture)' },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Balance: 126 coins, 6 of them free. Open the shop',
    });
    await expect(link).toHaveAttribute('href', '/shop');
  },
};

/** Without a link the app may still react to a press (open a shop dialog). */
export const OnPress: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  args: { href: '/shop' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Compact: Story = {
  args: { variant: 'compact', href: '/shop' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('126')).toBeVisible();
    await expect(canvas.queryByText('+ 6 free')).not.toBeInTheDocument();
  },
};

function ChangingBalance(props: { initialCoins: number; freeCoins: number }) {
  const [coins, setCoins] = useState(props.initialCoins);
  return (
    <Stack space="medium" align="start">
      <CoinBadge coins={coins} freeCoins={props.freeCoins} href="/shop" />
      <Inline space="small">
        <Button size="small" variant="outline" onPress={() => setCoins((c) => c + 50)}>
          Buy 50 coins
        </Button>
        <Button size="small" variant="outline" onPress={() => setCoins((c) => c - 10)}>
          Spend 10 coins
        </Button>
      </Inline>
    </Stack>
  );
}

/** A purchase raises the balance: it counts up, pulses and is announced politely. */
export const BalanceChanges: Story = {
  render: (args) => <ChangingBalance initialCoins={args.coins} freeCoins={args.freeCoins ?? 0} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 50 coins' }));
    await waitFor(() => expect(status).toHaveTextContent('New balance: 176 coins'));
    await waitFor(() => expect(canvas.getByText('170')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Spend 10 coins' }));
    await waitFor(() => expect(status).toHaveTextContent('New balance: 166 coins'));
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="large">
      {coinBadgeVariants.map((variant) => (
        <Stack key={variant} space="small">
          <Text size="small" tone="muted">
            {variant}
          </Text>
          <Inline space="medium">
            <CoinBadge variant={variant} coins={120} freeCoins={6} />
            <CoinBadge variant={variant} coins={45} />
            <CoinBadge variant={variant} coins={0} />
            <CoinBadge variant={variant} coins={12500} freeCoins={300} href="/shop" />
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
};
