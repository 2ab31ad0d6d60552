import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins, Compass, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonLink } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { IconButton } from '../../components/IconButton/IconButton';
import { MatchDialog } from '../../components/MatchDialog/MatchDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PriceTag } from '../../components/PriceTag/PriceTag';
import { Stack } from '../../components/Stack/Stack';
import { SwipeDeck, type SwipeProfile } from '../../components/SwipeDeck/SwipeDeck';
import { Text } from '../../components/Text/Text';
import { portrait } from '../../fixtures/portraits';
import { MemberFrame, screenParameters } from '../memberFrame';
import { SwipeDeckSkeleton } from '../skeletons';

const profiles: SwipeProfile[] = [
  ['lena', 'Lena', 27, 'Berlin', 3, 0],
  ['mia', 'Mia', 24, 'Potsdam', 25, 4],
  ['sophie', 'Sophie', 26, 'Berlin', 5, 12],
  ['emma', 'Emma', 33, 'Berlin', 10, 8],
].map(([id, name, age, city, distance, picture], index) => ({
  id: String(id),
  name: String(name),
  age: Number(age),
  city: String(city),
  distance: `${distance} km`,
  image: portrait(Number(picture), { width: 600, height: 800 }),
  isOnline: index % 2 === 0,
  isVerified: index === 0,
}));

interface ForYouScreenProps {
  status?: 'loading' | 'ready' | 'empty';
  /** Free swipes left; at 0 the buy-more offer replaces the deck. */
  swipesLeft?: number;
  /** The member cannot pay for more swipes or a message. */
  hasNoCoins?: boolean;
  /** Lena likes the member back on the first like. */
  matchOnLike?: boolean;
  /** Opens with the match dialog showing. */
  showMatch?: boolean;
  onBuySwipes?: () => void;
  onSendMessage?: () => void;
}

/** /foryou: the match game with its swipe counter, undo and the match dialog. */
function ForYouScreen({
  status = 'ready',
  swipesLeft: initialSwipes = 8,
  hasNoCoins,
  matchOnLike,
  showMatch,
  onBuySwipes = fn(),
  onSendMessage = fn(),
}: ForYouScreenProps) {
  const [stack, setStack] = useState(profiles);
  const [history, setHistory] = useState<SwipeProfile[]>([]);
  const [swipesLeft, setSwipesLeft] = useState(initialSwipes);
  const [match, setMatch] = useState<SwipeProfile | null>(showMatch ? (profiles[0] ?? null) : null);
  const swiped = (profile: SwipeProfile) => {
    setStack((old) => old.slice(1));
    setHistory((old) => [profile, ...old]);
    setSwipesLeft((old) => old - 1);
  };
  return (
    <MemberFrame active="foryou" coins={hasNoCoins ? 0 : 120} freeCoins={hasNoCoins ? 0 : 6}>
      <PageHeader
        title="For You"
        subtitle={`${swipesLeft} free swipes left today`}
        actions={
          <IconButton label="Search settings" variant="soft">
            <SlidersHorizontal size={20} aria-hidden />
          </IconButton>
        }
      />
      {status === 'loading' ? (
        <SwipeDeckSkeleton label="Finding people near you" />
      ) : (
        <SwipeDeck
          profiles={status === 'empty' ? [] : stack}
          onLike={(profile) => {
            swiped(profile);
            if (matchOnLike) setMatch(profile);
          }}
          onNope={swiped}
          canUndo={history.length > 0}
          onUndo={() => {
            const [last, ...rest] = history;
            if (!last) return;
            setHistory(rest);
            setStack((old) => [last, ...old]);
          }}
          outOfSwipes={
            swipesLeft <= 0 ? (
              <Stack space="gutter" align="center">
                <Text weight="strong" size="large" align="center">
                  You used all of your swipes!
                </Text>
                <Text tone="muted" align="center">
                  Get 40 more swipes now, or come back tomorrow for new free ones.
                </Text>
                {hasNoCoins ? (
                  <>
                    <Text tone="critical" align="center">
                      Unfortunately, you don't have enough coins
                    </Text>
                    <ButtonLink href="/shop" variant="coin" icon={<Coins size={18} aria-hidden />}>
                      Buy coins
                    </ButtonLink>
                  </>
                ) : (
                  <Button
                    variant="coin"
                    icon={<Coins size={18} aria-hidden />}
                    onPress={onBuySwipes}
                  >
                    40 swipes for <PriceTag amount={50} tone="inherit" />
                  </Button>
                )}
              </Stack>
            ) : undefined
          }
          empty={
            <EmptyState
              icon={<Compass size={28} />}
              title="That's everyone for now"
              description="Widen your search radius or age range to meet more people."
              action={
                <ButtonLink href="/search/settings" variant="outline">
                  Search settings
                </ButtonLink>
              }
            />
          }
        />
      )}
      {match && (
        <MatchDialog
          isOpen
          onOpenChange={(open) => !open && setMatch(null)}
          member={{ name: 'Jonas', image: portrait(3) }}
          partner={{ name: match.name, image: match.image }}
          hasNoCoins={hasNoCoins}
          onSendMessage={onSendMessage}
          onKeepSwiping={() => setMatch(null)}
        />
      )}
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/ForYou',
  component: ForYouScreen,
  parameters: screenParameters,
} satisfies Meta<typeof ForYouScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each swipe counts down the free swipes. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 free swipes left today')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nope' }));
    await waitFor(() => expect(canvas.getByText('7 free swipes left today')).toBeVisible());
    await expect(canvas.getByRole('heading', { name: /Mia, 24/ })).toBeVisible();
  },
};

/** A mutual like opens the match dialog. */
export const MutualLike: Story = {
  args: { matchOnLike: true },
  parameters: { visual: { skip: 'Behaviour only; Match shows the dialog' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    const dialog = await waitFor(() =>
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: "It's a match!" }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

export const Match: Story = { args: { showMatch: true } };

export const MatchWithoutCoins: Story = { args: { showMatch: true, hasNoCoins: true } };

/** 'You used all of your swipes!' with the offer of 40 swipes for 50 coins. */
export const OutOfSwipes: Story = {
  args: { swipesLeft: 0, onBuySwipes: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You used all of your swipes!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /40 swipes for/ }));
    await expect(args.onBuySwipes).toHaveBeenCalledOnce();
  },
};

export const OutOfSwipesAndCoins: Story = { args: { swipesLeft: 0, hasNoCoins: true } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Finding people near you' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = { args: { status: 'empty' } };
