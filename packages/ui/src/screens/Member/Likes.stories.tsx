import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins, Heart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { ButtonLink } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import {
  LikeVisitorItem,
  type LikeVisitorItemProps,
} from '../../components/LikeVisitorItem/LikeVisitorItem';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Stack } from '../../components/Stack/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs';
import { Text } from '../../components/Text/Text';
import { portrait } from '../../fixtures/portraits';
import { MemberFrame, screenParameters } from '../memberFrame';
import { ListRowSkeletons } from '../skeletons';

type Row = Omit<LikeVisitorItemProps, 'kind'> & { id: string };

const likes: Row[] = [
  {
    id: 'l1',
    name: 'Hannah',
    age: 29,
    image: portrait(16),
    timeLabel: '10 minutes ago',
    isNew: true,
    isLocked: true,
  },
  {
    id: 'l2',
    name: 'Clara',
    age: 31,
    image: portrait(20),
    timeLabel: '2 hours ago',
    isNew: true,
    isLocked: true,
  },
  { id: 'l3', name: 'Mia', age: 24, image: portrait(4), timeLabel: 'Yesterday', isOnline: true },
  { id: 'l4', name: 'Sophie', age: 26, image: portrait(12), timeLabel: 'Nov 14' },
];
const visitors: Row[] = [
  {
    id: 'v1',
    name: 'Emma',
    age: 33,
    image: portrait(8),
    timeLabel: '5 minutes ago',
    isNew: true,
    isLocked: true,
  },
  {
    id: 'v2',
    name: 'Lena',
    age: 27,
    image: portrait(0),
    timeLabel: 'Today, 9:12 AM',
    isOnline: true,
  },
];
const matches: Row[] = [
  {
    id: 'm1',
    name: 'Lena',
    age: 27,
    image: portrait(0),
    timeLabel: 'Today',
    isNew: true,
    isOnline: true,
  },
  { id: 'm2', name: 'Sophie', age: 26, image: portrait(12), timeLabel: 'Nov 12' },
];

interface LikesScreenProps {
  tab?: 'likes' | 'visitors' | 'matches';
  status?: 'ready' | 'loading' | 'empty';
  freeUnlocks?: number;
  outOfCoins?: boolean;
  onUnlock?: (id: string) => void;
}

function List({
  kind,
  rows,
  freeUnlocks,
  onUnlock,
}: {
  kind: LikeVisitorItemProps['kind'];
  rows: Row[];
  freeUnlocks: number;
  onUnlock: (id: string) => void;
}) {
  return (
    <Box role="list" background="surface" borderRadius="large" boxShadow="small" padding="small">
      {rows.map(({ id, ...row }) => (
        <Box role="listitem" key={id}>
          <LikeVisitorItem
            {...row}
            kind={kind}
            href={`/stranger-profile/${id}`}
            hasFreeUnlock={freeUnlocks > 0}
            onUnlock={() => onUnlock(id)}
          />
        </Box>
      ))}
    </Box>
  );
}

/** /likes and /visitors, with the matches: who liked, visited or matched the member. */
function LikesScreen({
  tab = 'likes',
  status = 'ready',
  freeUnlocks = 0,
  outOfCoins,
  onUnlock = fn(),
}: LikesScreenProps) {
  const body = (kind: LikeVisitorItemProps['kind'], rows: Row[]) =>
    status === 'loading' ? (
      <ListRowSkeletons
        label={
          {
            like: 'Loading your likes',
            visit: 'Loading your visitors',
            match: 'Loading your matches',
          }[kind]
        }
        rows={4}
        avatar={56}
        trailing="button"
        framed
      />
    ) : status === 'empty' ? (
      <EmptyState
        framed
        icon={<Heart size={28} />}
        title="No one here yet"
        description="Add more pictures and play the match game – likes and visits follow."
        action={<ButtonLink href="/foryou">Discover people</ButtonLink>}
      />
    ) : (
      <List kind={kind} rows={rows} freeUnlocks={freeUnlocks} onUnlock={onUnlock} />
    );
  return (
    <MemberFrame active="likes" coins={outOfCoins ? 0 : 120} freeCoins={outOfCoins ? 0 : 6}>
      <PageHeader
        title="Likes"
        subtitle="Unlock a hidden like or visit for 5 coins or a free unlock"
      />
      <Tabs defaultSelectedKey={tab}>
        <TabList aria-label="Likes, visitors and matches">
          <Tab id="likes">Likes (2 new)</Tab>
          <Tab id="visitors">Visitors (1 new)</Tab>
          <Tab id="matches">Matches</Tab>
        </TabList>
        <TabPanel id="likes">{body('like', likes)}</TabPanel>
        <TabPanel id="visitors">{body('visit', visitors)}</TabPanel>
        <TabPanel id="matches">{body('match', matches)}</TabPanel>
      </Tabs>
      {outOfCoins && (
        <Dialog
          isOpen
          role="alertdialog"
          title="Out of coins!"
          footer={
            <ButtonLink href="/shop" fullWidth icon={<Coins size={18} />}>
              Buy coins
            </ButtonLink>
          }
        >
          <Stack space="small">
            <Text>Unfortunately, you don't have enough coins.</Text>
            <Text tone="muted">Unlocking a like costs 5 coins.</Text>
          </Stack>
        </Dialog>
      )}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/Likes',
  component: LikesScreen,
  parameters: screenParameters,
} satisfies Meta<typeof LikesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Likes: Story = {
  args: { onUnlock: fn() },
  play: async ({ args, canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: /Unlock/ });
    await userEvent.click(first as HTMLElement);
    await expect(args.onUnlock).toHaveBeenCalledWith('l1');
  },
};

export const FreeUnlock: Story = { args: { freeUnlocks: 1 } };

export const Visitors: Story = { args: { tab: 'visitors' } };

export const Matches: Story = { args: { tab: 'matches' } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your likes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = { args: { status: 'empty' } };

export const OutOfCoins: Story = {
  args: { outOfCoins: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};
