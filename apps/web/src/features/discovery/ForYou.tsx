/**
 * For You (/foryou): the match game. The subtitle counts the free swipes as the server reports
 * them; at zero the deck gives way to the offer of the swipe package; undo while one is left.
 */
import type { StrangerProfile } from '@amora/contract';
import {
  Box,
  Button,
  ButtonLink,
  EmptyState,
  IconButton,
  Inline,
  PageHeader,
  PriceTag,
  Skeleton,
  SkeletonGroup,
  Stack,
  SwipeDeck,
  type SwipeProfile,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Coins, Compass, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MemberFrame } from '../../app/MemberFrame';
import { paths, strangerPath } from '../../app/paths';
import { DiscoveryMatchDialog } from './DiscoveryMatchDialog';
import {
  $cannotBuySwipes,
  $canUndo,
  $deck,
  $deckStatus,
  $isPremium,
  $outOfSwipes,
  $swipePackage,
  $swipesLeft,
  buySwipesFx,
  gameOpened,
  swiped,
  swipesPurchaseRequested,
  undoRequested,
} from './gameModel';
import { deckSkeleton } from './layout.css';
import { searchSettingsPath } from './searchSettingsPath';

const toSwipeProfile = (profile: StrangerProfile): SwipeProfile => ({
  id: profile.id,
  name: profile.name,
  age: profile.age,
  city: profile.city,
  distance: profile.distanceKm ?? undefined,
  image: profile.image,
  isOnline: profile.isOnline,
  isVerified: profile.verified,
});

function OutOfSwipes() {
  const [swipePackage, cannotBuy, buying, buy] = useUnit([
    $swipePackage,
    $cannotBuySwipes,
    buySwipesFx.pending,
    swipesPurchaseRequested,
  ]);
  const swipes = swipePackage?.swipes ?? 0;
  return (
    <Stack space="gutter" align="center">
      <Text weight="strong" size="large" align="center">
        <FormattedMessage id="discovery.forYou.outOfSwipes" />
      </Text>
      <Text tone="muted" align="center">
        <FormattedMessage id="discovery.forYou.outOfSwipesText" values={{ swipes }} />
      </Text>
      {cannotBuy ? (
        <>
          <Text tone="critical" align="center">
            <FormattedMessage id="discovery.forYou.noCoins" />
          </Text>
          <ButtonLink href={paths.shop} variant="coin" icon={<Coins size={18} aria-hidden />}>
            <FormattedMessage id="discovery.forYou.buyCoins" />
          </ButtonLink>
        </>
      ) : (
        swipePackage && (
          <Button
            variant="coin"
            icon={<Coins size={18} aria-hidden />}
            isPending={buying}
            onPress={buy}
          >
            <FormattedMessage id="discovery.forYou.buySwipes" values={{ swipes }} />{' '}
            <PriceTag amount={swipePackage.price} tone="inherit" />
          </Button>
        )
      )}
    </Stack>
  );
}

export function ForYou() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [deck, status, outOfSwipes, swipesLeft, isPremium, canUndo] = useUnit([
    $deck,
    $deckStatus,
    $outOfSwipes,
    $swipesLeft,
    $isPremium,
    $canUndo,
  ]);
  const [opened, swipe, undo] = useUnit([gameOpened, swiped, undoRequested]);
  useEffect(() => {
    opened();
  }, [opened]);
  const byId = new Map(deck.map((profile) => [profile.id, profile]));
  const decide = (type: 'like' | 'dislike') => (card: SwipeProfile) => {
    const profile = byId.get(card.id);
    if (profile) swipe({ profile, type });
  };
  return (
    <MemberFrame active="foryou">
      <PageHeader
        title={<FormattedMessage id="discovery.forYou.title" />}
        subtitle={
          isPremium ? (
            <FormattedMessage id="discovery.forYou.unlimited" />
          ) : (
            <FormattedMessage id="discovery.forYou.swipesLeft" values={{ count: swipesLeft }} />
          )
        }
        actions={
          <IconButton
            label={intl.formatMessage({ id: 'discovery.settingsLink' })}
            variant="soft"
            onPress={() => navigate(searchSettingsPath)}
          >
            <SlidersHorizontal size={20} aria-hidden />
          </IconButton>
        }
      />
      {status === 'loading' ? (
        <SkeletonGroup label={intl.formatMessage({ id: 'discovery.nearby.loading' })}>
          <Stack space="large" align="center">
            <Box UNSAFE_className={deckSkeleton}>
              <Skeleton shape="rect" width="100%" height={480} />
            </Box>
            <Inline space="large" align="center" alignY="center" noWrap>
              <Skeleton shape="circle" width={56} />
              <Skeleton shape="circle" width={44} />
              <Skeleton shape="circle" width={56} />
            </Inline>
          </Stack>
        </SkeletonGroup>
      ) : status === 'failed' ? (
        <EmptyState
          framed
          icon={<RefreshCw size={28} />}
          title={<FormattedMessage id="discovery.forYou.failedTitle" />}
          description={<FormattedMessage id="discovery.nearby.failedText" />}
          action={
            <Button variant="outline" onPress={opened}>
              <FormattedMessage id="discovery.nearby.retry" />
            </Button>
          }
        />
      ) : (
        <SwipeDeck
          profiles={deck.map(toSwipeProfile)}
          onLike={decide('like')}
          onNope={decide('dislike')}
          canUndo={canUndo}
          onUndo={undo}
          onOpen={(card) => navigate(strangerPath(card.id))}
          outOfSwipes={outOfSwipes ? <OutOfSwipes /> : undefined}
          empty={
            <EmptyState
              icon={<Compass size={28} />}
              title={<FormattedMessage id="discovery.forYou.emptyTitle" />}
              description={<FormattedMessage id="discovery.forYou.emptyText" />}
              action={
                <ButtonLink href={searchSettingsPath} variant="outline">
                  <FormattedMessage id="discovery.settingsLink" />
                </ButtonLink>
              }
            />
          }
        />
      )}
      <DiscoveryMatchDialog />
    </MemberFrame>
  );
}
