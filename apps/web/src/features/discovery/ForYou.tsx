/**
 * For You (/foryou): the match game. The subtitle counts the free swipes as the server reports
 * them; at zero the deck gives way to the offer of the swipe package; undo while one is left.
 * Promotion cards (turbo rocket, premium, e-mail confirmation) lie in the deck as the model
 * deals them; when the day's profiles are used up the empty deck says so.
 */
import {
  formatDistance,
  limits,
  premiumBenefits,
  prices,
  type StrangerProfile,
} from '@amora/contract';
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
  type SwipeItem,
  type SwipeProfile,
  Text,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import {
  CalendarClock,
  Coins,
  Compass,
  Crown,
  MailCheck,
  RefreshCw,
  Rocket,
  SlidersHorizontal,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MemberFrame } from '../../app/MemberFrame';
import { paths, strangerPath } from '../../app/paths';
import { DiscoveryMatchDialog } from './DiscoveryMatchDialog';
import {
  $cannotBuySwipes,
  $canUndo,
  $cards,
  $dailyProfilesUsed,
  $deckStatus,
  $isPremium,
  $outOfSwipes,
  $swipePackage,
  $swipesLeft,
  buySwipesFx,
  type DeckCard,
  gameOpened,
  type Promotion,
  promotionDismissed,
  promotionTaken,
  resendConfirmationFx,
  swiped,
  swipesPurchaseRequested,
  undoRequested,
} from './gameModel';
import { deckSkeleton } from './layout.css';
import { searchSettingsPath } from './searchSettingsPath';

const toSwipeProfile = (profile: StrangerProfile, locale: string): SwipeProfile => ({
  id: profile.id,
  name: profile.name,
  age: profile.age,
  city: profile.city,
  distance: profile.distanceKm === null ? undefined : formatDistance(profile.distanceKm, locale),
  image: profile.image,
  isOnline: profile.isOnline,
  isVerified: profile.verified,
});

const promotionLooks: Record<
  Promotion,
  { icon: ReactNode; tone: 'brand' | 'coin' | 'info'; variant: 'primary' | 'coin' }
> = {
  email: { icon: <MailCheck size={40} />, tone: 'info', variant: 'primary' },
  turbo: { icon: <Rocket size={40} />, tone: 'brand', variant: 'primary' },
  premium: { icon: <Crown size={40} />, tone: 'coin', variant: 'coin' },
};

/** A promotion card's button: the e-mail card resends; the others lead to their shop page. */
function PromotionAction({ promotion }: { promotion: Promotion }) {
  const navigate = useNavigate();
  const [take, resending] = useUnit([promotionTaken, resendConfirmationFx.pending]);
  const press = () => {
    take(promotion);
    if (promotion === 'turbo') navigate(paths.turboRocket);
    if (promotion === 'premium') navigate(paths.shopPremium);
  };
  return (
    <Button
      variant={promotionLooks[promotion].variant}
      isPending={promotion === 'email' && resending}
      onPress={press}
    >
      <FormattedMessage id={`discovery.card.${promotion}.action`} />
    </Button>
  );
}

/** Every day's quota of profiles is shown: come back tomorrow, or more with premium. */
function DailyProfilesUsed({ isPremium }: { isPremium: boolean }) {
  const count = limits.dailyGameProfiles + (isPremium ? premiumBenefits.extraDailyProfiles : 0);
  return (
    <EmptyState
      icon={<CalendarClock size={28} />}
      title={<FormattedMessage id="discovery.forYou.dailyUsedTitle" />}
      description={<FormattedMessage id="discovery.forYou.dailyUsedText" values={{ count }} />}
      action={
        isPremium ? undefined : (
          <Stack space="small" align="center">
            <Text tone="muted" align="center">
              <FormattedMessage
                id="discovery.forYou.dailyUsedPremium"
                values={{ extra: premiumBenefits.extraDailyProfiles }}
              />
            </Text>
            <ButtonLink
              href={paths.shopPremium}
              variant="coin"
              icon={<Crown size={18} aria-hidden />}
            >
              <FormattedMessage id="discovery.card.premium.action" />
            </ButtonLink>
          </Stack>
        )
      }
    />
  );
}

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
  const [cards, status, outOfSwipes, swipesLeft, isPremium, canUndo, dailyUsed] = useUnit([
    $cards,
    $deckStatus,
    $outOfSwipes,
    $swipesLeft,
    $isPremium,
    $canUndo,
    $dailyProfilesUsed,
  ]);
  const [opened, swipe, undo, dismiss] = useUnit([
    gameOpened,
    swiped,
    undoRequested,
    promotionDismissed,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const decide = (type: 'like' | 'dislike') => (item: SwipeItem) => {
    const card = byId.get(item.id);
    if (card?.kind === 'promotion') dismiss(card.promotion);
    else if (card) swipe({ profile: card.profile, type });
  };
  const toSwipeItem = (card: DeckCard): SwipeItem => {
    if (card.kind === 'profile') return toSwipeProfile(card.profile, intl.locale);
    const { promotion } = card;
    return {
      id: card.id,
      promotion: {
        title: intl.formatMessage({ id: `discovery.card.${promotion}.title` }),
        text: intl.formatMessage(
          { id: `discovery.card.${promotion}.text` },
          { coins: prices.confirmEmailBonus, extra: premiumBenefits.extraDailyProfiles },
        ),
        icon: promotionLooks[promotion].icon,
        tone: promotionLooks[promotion].tone,
        action: <PromotionAction promotion={promotion} />,
      },
    };
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
          profiles={cards.map(toSwipeItem)}
          onLike={decide('like')}
          onNope={decide('dislike')}
          canUndo={canUndo}
          onUndo={undo}
          onOpen={(card) => navigate(strangerPath(card.id))}
          outOfSwipes={outOfSwipes ? <OutOfSwipes /> : undefined}
          empty={
            dailyUsed ? (
              <DailyProfilesUsed isPremium={isPremium} />
            ) : (
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
            )
          }
        />
      )}
      <DiscoveryMatchDialog />
    </MemberFrame>
  );
}
