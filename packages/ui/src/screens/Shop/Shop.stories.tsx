import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Coins, Gift, Rocket, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import {
  PaymentMethodList,
  PaymentMethodTile,
} from '../../components/PaymentMethodTile/PaymentMethodTile';
import { PriceTag } from '../../components/PriceTag/PriceTag';
import { ShopPackageList, ShopPackageTile } from '../../components/ShopPackageTile/ShopPackageTile';
import { Stack } from '../../components/Stack/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs';
import { Text } from '../../components/Text/Text';
import { TextField } from '../../components/TextField/TextField';
import { MemberFrame, screenParameters } from '../memberFrame';
import { ShopSkeleton } from '../skeletons';

type ShopTab = 'coins' | 'booster' | 'daily' | 'bonus';

interface ShopScreenProps {
  tab?: ShopTab;
  /** The coins tab: the catalogue is loading, failed, or shown. */
  catalogue?: 'loading' | 'failed' | 'ready';
  /** The booster tab: the turbo rocket is running until this time. */
  rocketActiveUntil?: string;
  freeRockets?: number;
  /** The daily reward tab. */
  dailyClaimed?: boolean;
  streak?: number;
  /** The bonus code tab. */
  bonus?: { code: string; state: 'idle' | 'invalid' | 'redeemed' | 'used' | 'redeeming' };
  coins?: number;
  onContinue?: () => void;
  onBuyRocket?: () => void;
  onRedeem?: () => void;
}

const packages = [
  { value: 'p100', coins: 100, price: 4.99, badges: ['starter' as const] },
  { value: 'p300', coins: 300, price: 12.99, badges: ['popular' as const] },
  { value: 'p700', coins: 700, price: 24.99, badges: ['recommended' as const] },
  {
    value: 'p1500',
    coins: 1500,
    price: 44.99,
    originalPrice: 59.99,
    badges: ['bestPrice' as const],
  },
];

function CoinsTab({ catalogue, onContinue }: Pick<ShopScreenProps, 'catalogue' | 'onContinue'>) {
  if (catalogue === 'loading') return <ShopSkeleton label="Loading the shop" />;
  if (catalogue === 'failed')
    return (
      <EmptyState
        framed
        icon={<Coins size={28} />}
        title="The shop could not be loaded"
        description="Check your connection and try again."
        action={<Button variant="outline">Try again</Button>}
      />
    );
  return (
    <Stack space="xlarge">
      <PaymentMethodList label="1. Choose a payment method" defaultValue="payPal">
        <PaymentMethodTile value="payPal" method="payPal" name="PayPal" />
        <PaymentMethodTile value="creditCard" method="creditCard" name="Credit card" />
        <PaymentMethodTile value="klarna" method="klarna" name="Klarna" note="Pay now or later" />
        <PaymentMethodTile
          value="bank"
          method="bankTransfer"
          name="Bank transfer"
          note="Coins arrive after 1 to 2 bank days"
        />
      </PaymentMethodList>
      <ShopPackageList label="2. Choose a package" defaultValue="p300">
        {packages.map((item) => (
          <ShopPackageTile key={item.value} {...item} />
        ))}
      </ShopPackageList>
      <Button size="large" fullWidth onPress={onContinue}>
        Continue to payment
      </Button>
      <Text size="xsmall" tone="muted" align="center">
        All prices in EUR including VAT. The price per message depends on the payment method.
      </Text>
    </Stack>
  );
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box background="surface" borderRadius="large" boxShadow="small" padding="large">
      <Stack space="gutter" align="center">
        <Box color="brand">{icon}</Box>
        <Text size="large" weight="strong" align="center">
          {title}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}

/** /shop: coins by payment method, the booster, the daily reward and bonus codes. */
function ShopScreen({
  tab = 'coins',
  catalogue = 'ready',
  rocketActiveUntil,
  freeRockets = 0,
  dailyClaimed,
  streak = 4,
  bonus = { code: '', state: 'idle' },
  coins = 120,
  onContinue = fn(),
  onBuyRocket = fn(),
  onRedeem = fn(),
}: ShopScreenProps) {
  return (
    <MemberFrame active="shop" coins={coins}>
      <PageHeader title="Shop" subtitle="Coins for messages, winks, gifts and more" />
      <Tabs defaultSelectedKey={tab}>
        <TabList aria-label="Shop sections">
          <Tab id="coins" icon={<Coins size={18} />}>
            Coins
          </Tab>
          <Tab id="booster" icon={<Rocket size={18} />}>
            Booster
          </Tab>
          <Tab id="daily" icon={<CalendarCheck size={18} />}>
            Daily reward
          </Tab>
          <Tab id="bonus" icon={<Ticket size={18} />}>
            Bonus code
          </Tab>
        </TabList>
        <TabPanel id="coins">
          <CoinsTab catalogue={catalogue} onContinue={onContinue} />
        </TabPanel>
        <TabPanel id="booster">
          <Panel icon={<Rocket size={40} />} title="Turbo rocket">
            <Text tone="muted" align="center">
              Up to 10x more profile views: you are shown first in For You and Nearby for one hour.
            </Text>
            {rocketActiveUntil ? (
              <Text weight="strong" align="center" tone="success">
                Your bonus is still active! It runs until {rocketActiveUntil}.
              </Text>
            ) : (
              <Button variant="coin" size="large" onPress={onBuyRocket} icon={<Rocket size={18} />}>
                {freeRockets > 0 ? (
                  'Start my free rocket'
                ) : (
                  <>
                    Start for <PriceTag amount={50} tone="inherit" />
                  </>
                )}
              </Button>
            )}
          </Panel>
        </TabPanel>
        <TabPanel id="daily">
          <Panel icon={<Gift size={40} />} title="Your daily reward">
            <Text tone="muted" align="center">
              3 free coins every day – Premium members get twice as many. Day {streak} in a row.
            </Text>
            {dailyClaimed ? (
              <Text weight="strong" align="center">
                Claimed for today. Come back tomorrow to keep your streak!
              </Text>
            ) : (
              <Button variant="coin" size="large" icon={<Coins size={18} />}>
                Claim 3 coins
              </Button>
            )}
          </Panel>
        </TabPanel>
        <TabPanel id="bonus">
          <Panel icon={<Ticket size={40} />} title="Redeem a bonus code">
            {bonus.state === 'redeemed' ? (
              <Text weight="strong" tone="success" align="center">
                Code redeemed: 50 coins have been added to your account.
              </Text>
            ) : (
              <Stack space="gutter">
                <TextField
                  label="Bonus code"
                  description="5 digits"
                  inputMode="numeric"
                  maxLength={5}
                  defaultValue={bonus.code}
                  errorMessage={
                    bonus.state === 'invalid'
                      ? 'A bonus code has 5 digits.'
                      : bonus.state === 'used'
                        ? 'This code has already been used or has expired.'
                        : undefined
                  }
                />
                <Button
                  size="large"
                  fullWidth
                  isPending={bonus.state === 'redeeming'}
                  onPress={onRedeem}
                >
                  Redeem
                </Button>
              </Stack>
            )}
          </Panel>
        </TabPanel>
      </Tabs>
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Shop/Shop',
  component: ShopScreen,
  parameters: screenParameters,
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment method first, then the package, then on to checkout. */
export const Coins_: Story = {
  name: 'Coins',
  args: { onContinue: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /700/ }));
    await expect(canvas.getByRole('radio', { name: /700/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { catalogue: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the shop' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = { args: { catalogue: 'failed' } };

export const Booster: Story = { args: { tab: 'booster' } };

export const BoosterFree: Story = { args: { tab: 'booster', freeRockets: 1 } };

export const BoosterActive: Story = {
  args: { tab: 'booster', rocketActiveUntil: '7:30 PM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your bonus is still active!/)).toBeVisible();
  },
};

export const DailyReward: Story = { args: { tab: 'daily' } };

export const DailyRewardClaimed: Story = { args: { tab: 'daily', dailyClaimed: true } };

export const BonusCode: Story = { args: { tab: 'bonus' } };

export const BonusCodeInvalid: Story = {
  args: { tab: 'bonus', bonus: { code: '123', state: 'invalid' } },
};

export const BonusCodeUsed: Story = {
  args: { tab: 'bonus', bonus: { code: '48213', state: 'used' } },
};

export const BonusCodeRedeemed: Story = {
  args: { tab: 'bonus', bonus: { code: '48213', state: 'redeemed' } },
};
