import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, Heart, MessageCircleHeart, Rocket, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CoinIcon } from '../../components/CoinIcon/CoinIcon';
import { EventBanner, type EventDay } from '../../components/EventBanner/EventBanner';
import { NewsItem } from '../../components/NewsItem/NewsItem';
import { NewsList } from '../../components/NewsItem/NewsList';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Stack } from '../../components/Stack/Stack';
import { WheelOfFortune, type WheelSegment } from '../../components/WheelOfFortune/WheelOfFortune';
import { MemberFrame, referenceDate, screenParameters } from '../memberFrame';

const hoursAgo = (hours: number) => new Date(referenceDate.getTime() - hours * 60 * 60 * 1000);

const news = [
  {
    id: 'n1',
    title: 'Lena liked your picture',
    body: 'Have a look at who she is.',
    date: hoursAgo(1),
    isRead: false,
    icon: <Heart size={20} />,
  },
  {
    id: 'n2',
    title: 'Advent event: a gift every day',
    body: 'Open the calendar each day until December 24 and collect coins, swipes and winks.',
    date: hoursAgo(20),
    isRead: false,
    icon: <Gift size={20} />,
  },
  {
    id: 'n3',
    title: 'Your picture was verified',
    date: hoursAgo(70),
    isRead: true,
    icon: <Sparkles size={20} />,
  },
];

const days: EventDay[] = [
  { gift: '+5 coins', icon: <CoinIcon size={26} /> },
  { gift: '+3 swipes', icon: <Heart size={22} /> },
  { gift: '+1 wink', icon: <Sparkles size={22} /> },
  { gift: '+10 coins', icon: <CoinIcon size={26} /> },
  { gift: '+1 icebreaker', icon: <MessageCircleHeart size={22} /> },
  { gift: '+1 turbo rocket', icon: <Rocket size={22} /> },
  { gift: '+50 coins', icon: <CoinIcon size={26} /> },
];

const segments: WheelSegment[] = [
  { label: '5 coins', tone: 'coin' },
  { label: '3 swipes', tone: 'brand' },
  { label: '10 coins', tone: 'secondary' },
  { label: '1 wink', tone: 'brandSoft' },
  { label: '50 coins', tone: 'coin' },
  { label: 'Icebreaker', tone: 'brand' },
  { label: '20 coins', tone: 'secondary' },
  { label: 'Turbo', tone: 'brandSoft' },
];

interface EngagementScreenProps {
  page: 'news' | 'event' | 'wheel';
  /** News: the feed is empty. */
  empty?: boolean;
  /** Event: the days claimed so far. */
  claimedDays?: number[];
  /** Wheel: today's spin is used. */
  spun?: boolean;
  onReadAll?: () => void;
  onClaim?: (day: number) => void;
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MemberFrame active="profile">
      <PageHeader title={title} />
      {children}
    </MemberFrame>
  );
}

/** /news, /event/{id} and the wheel of fortune. */
function EngagementScreen({
  page,
  empty,
  claimedDays = [1, 2, 3],
  spun,
  onReadAll = fn(),
  onClaim = fn(),
}: EngagementScreenProps) {
  if (page === 'news')
    return (
      <Page title="News">
        <NewsList
          onReadAll={onReadAll}
          hasUnread={!empty}
          emptyText="No news yet – we will let you know when something happens."
        >
          {empty
            ? null
            : news.map(({ id, ...item }) => (
                <NewsItem
                  key={id}
                  {...item}
                  now={referenceDate}
                  titleAs="h2"
                  onMarkAsRead={fn()}
                  onDismiss={fn()}
                />
              ))}
        </NewsList>
      </Page>
    );
  if (page === 'event')
    return (
      <Page title="Advent event">
        <EventBanner
          title="A gift every day"
          endDate={new Date('2026-11-26T23:59:00Z')}
          days={days}
          today={4}
          claimedDays={claimedDays}
          onClaim={onClaim}
        />
      </Page>
    );
  return (
    <Page title="Wheel of fortune">
      <Stack space="large" align="center">
        <WheelOfFortune
          segments={segments}
          onSpin={async () => 4}
          canSpin={!spun}
          hasFreeSpin={!spun}
          nextSpinText={spun ? 'Next spin in 9 h 41 min' : undefined}
        />
      </Stack>
    </Page>
  );
}

const meta = {
  title: 'Screens/Account/Engagement',
  component: EngagementScreen,
  parameters: screenParameters,
} satisfies Meta<typeof EngagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  args: { page: 'news', onReadAll: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Read all/ }));
    await expect(args.onReadAll).toHaveBeenCalledOnce();
  },
};

export const NewsEmpty: Story = { args: { page: 'news', empty: true } };

export const Event: Story = {
  args: { page: 'event', onClaim: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Claim/ }));
    await expect(args.onClaim).toHaveBeenCalledWith(4);
  },
};

export const EventAllClaimed: Story = { args: { page: 'event', claimedDays: [1, 2, 3, 4] } };

export const Wheel: Story = { args: { page: 'wheel' } };

export const WheelSpun: Story = { args: { page: 'wheel', spun: true } };
