import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, MessageCircleHeart, Rocket, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoinIcon } from '../CoinIcon/CoinIcon';
import { Stack } from '../Stack/Stack';
import { EventBanner, type EventBannerProps, type EventDay } from './EventBanner';

const days: EventDay[] = [
  { gift: '+5 coins', icon: <CoinIcon size={26} /> },
  { gift: '+3 swipes', icon: <Heart size={22} strokeWidth={2.25} /> },
  { gift: '+1 wink', icon: <Sparkles size={22} strokeWidth={2.25} /> },
  { gift: '+10 coins', icon: <CoinIcon size={26} /> },
  { gift: '+1 icebreaker', icon: <MessageCircleHeart size={22} strokeWidth={2.25} /> },
  { gift: '+1 turbo rocket', icon: <Rocket size={22} strokeWidth={2.25} /> },
  { gift: '+50 coins', icon: <CoinIcon size={26} /> },
];

const meta = {
  title: 'Engagement/EventBanner',
  component: EventBanner,
  args: {
    title: 'Summer of Love: 7 days of gifts',
    endDate: new Date(2025, 7, 31),
    days,
    today: 3,
    claimedDays: [1, 2],
    onClaim: fn(),
  },
} satisfies Meta<typeof EventBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Summer of Love: 7 days of gifts' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ends on August 31, 2025')).toBeVisible();
    const tiles = within(canvas.getByRole('list', { name: 'Daily gifts' })).getAllByRole(
      'listitem',
    );
    await expect(tiles).toHaveLength(7);
    await expect(tiles[0]).toHaveTextContent('claimed');
    await expect(tiles[2]).toHaveAttribute('aria-current', 'date');
    await expect(tiles[3]).toHaveTextContent('locked');
  },
};

function Claimable(props: EventBannerProps) {
  const [claimedDays, setClaimedDays] = useState(props.claimedDays);
  return (
    <EventBanner
      {...props}
      claimedDays={claimedDays}
      onClaim={async (day) => {
        await props.onClaim?.(day);
        setClaimedDays((claimed) => [...claimed, day]);
      }}
    />
  );
}

/** Claiming today's gift calls `onClaim`; once it succeeds the day shows as claimed. */
export const Claim: Story = {
  render: (args) => <Claimable {...args} />,
  parameters: { visual: { skip: 'same end state as TodayClaimed' } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Claim' });
    await expect(button).toHaveAccessibleDescription('+1 wink');
    await userEvent.click(button);
    await expect(args.onClaim).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.queryByRole('button')).not.toBeInTheDocument());
    const tiles = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(tiles[2]).toHaveTextContent('claimed');
  },
};

/** While the claim runs the button says so and ignores further presses. */
export const Claiming: Story = {
  args: { onClaim: fn(() => new Promise<void>(() => {})) },
  parameters: { visual: { skip: 'same end state as Loading' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    const button = canvas.getByRole('button', { name: 'Claiming…' });
    await userEvent.click(button);
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

/** The app tracks the request itself and passes `isClaiming`. */
export const Loading: Story = {
  args: { isClaiming: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claiming…' }));
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Claim' });
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClaim).toHaveBeenCalledWith(3);
  },
};

export const TodayClaimed: Story = {
  args: { claimedDays: [1, 2, 3] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A day without a claim: the tile shows it was missed. */
export const MissedDay: Story = {
  args: { today: 4, claimedDays: [1, 3] },
  play: async ({ canvas }) => {
    const tiles = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(tiles[1]).toHaveTextContent('missed');
  },
};

export const FirstDay: Story = { args: { today: 1, claimedDays: [] } };

export const LongTexts: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Sommer der Liebe – sieben Tage lang jeden Tag ein neues Geschenk für dich',
    days: [
      { gift: '+5 Coins' },
      { gift: '+3 Swipes' },
      { gift: '+1 Zwinkern' },
      { gift: '+1 Turbo-Rakete für deinen Profilbesuch' },
      { gift: '+1 Eisbrecher' },
    ],
    today: 4,
    claimedDays: [1, 2, 3],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Late in the event the row scrolls so that today's tile is in view. */
export const MobileLateInEvent: Story = {
  args: { today: 6, claimedDays: [1, 2, 3, 4, 5] },
  globals: { viewport: { value: 'mobile' } },
};

/** The one-line banner at the top of the member area; it links to the event page. */
export const Compact: Story = {
  args: { variant: 'compact', href: '/event/summer' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Summer of Love/ });
    await expect(link).toHaveAttribute('href', '/event/summer');
    await expect(link).toHaveTextContent('Day 3 of 7 · Ends on August 31, 2025');
    await expect(link).toHaveTextContent('Your gift is waiting');
  },
};

export const CompactClaimed: Story = {
  args: { variant: 'compact', href: '/event/summer', claimedDays: [1, 2, 3] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).not.toHaveTextContent('Your gift is waiting');
  },
};

export const CompactFocusVisible: Story = {
  args: { variant: 'compact', href: '/event/summer' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CompactMobile: Story = {
  args: { variant: 'compact', href: '/event/summer' },
  globals: { viewport: { value: 'mobile' } },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <EventBanner {...args} variant="compact" href="/event/summer" />
      <EventBanner {...args} today={5} claimedDays={[1, 2, 4]} />
    </Stack>
  ),
};
