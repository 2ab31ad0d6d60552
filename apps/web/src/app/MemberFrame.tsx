/**
 * The member area around every member screen: logo, the balance as the server last reported it,
 * the account menu (settings, news, search by name, events, support, logout), the main
 * navigation with its badges, and the "Out of coins!" dialog of the paid-action guard.
 */
import {
  AppShell,
  Button,
  CoinBadge,
  Dialog,
  Logo,
  type NavItem,
  Stack,
  Text,
  TopBar,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Flame, Heart, MapPin, MessageCircle, ShoppingBag, User } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { IncomingToasts } from '../features/messages/notices';
import { CompletionDialog } from '../features/profile/CompletionDialog';
import type { MessageId } from '../i18n/catalogue';
import '../member/features';
import {
  $newLikes,
  $newVisitors,
  $outOfCoins,
  $unreadDialogs,
  memberScreenMounted,
  outOfCoinsClosed,
} from '../member/model';
import { $user } from '../session/model';
import { MemberAccountMenu } from './AccountMenu';
import { paths } from './paths';

export type MemberArea = 'foryou' | 'nearby' | 'likes' | 'messages' | 'shop' | 'profile';

export interface MemberFrameProps {
  /** The highlighted navigation entry; none on screens outside the six areas. */
  active?: MemberArea;
  children: ReactNode;
  /** Edge-to-edge content (the swipe deck). */
  flush?: boolean;
  /** Content that fills the window and scrolls inside itself (messages and chat). */
  fill?: boolean;
}

function OutOfCoinsDialog() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [isOpen, close] = useUnit([$outOfCoins, outOfCoinsClosed]);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage({ id: 'coins.out.title' })}
      footer={
        <Stack space="small">
          <Button
            size="large"
            onPress={() => {
              close();
              navigate(paths.shop);
            }}
          >
            <FormattedMessage id="coins.out.shop" />
          </Button>
          <Button size="large" variant="ghost" onPress={close}>
            <FormattedMessage id="coins.out.later" />
          </Button>
        </Stack>
      }
    >
      <Text>
        <FormattedMessage id="coins.out.text" />
      </Text>
    </Dialog>
  );
}

export function MemberFrame({ active, children, flush, fill }: MemberFrameProps) {
  const intl = useIntl();
  const [user, newLikes, newVisitors, unread, mounted] = useUnit([
    $user,
    $newLikes,
    $newVisitors,
    $unreadDialogs,
    memberScreenMounted,
  ]);
  useEffect(() => mounted(), [mounted]);
  const label = (id: MessageId) => intl.formatMessage({ id });
  const navItems: NavItem[] = [
    { id: 'foryou', label: label('nav.forYou'), href: paths.forYou, icon: <Flame size={22} /> },
    { id: 'nearby', label: label('nav.nearby'), href: paths.home, icon: <MapPin size={22} /> },
    {
      id: 'likes',
      label: label('nav.likes'),
      href: paths.likes,
      icon: <Heart size={22} />,
      // The likes screen holds the visitors too: the badge counts both.
      count: newLikes + newVisitors || undefined,
      countLabel: intl.formatMessage(
        { id: 'nav.newLikesAndVisitors' },
        { likes: newLikes, visitors: newVisitors },
      ),
    },
    {
      id: 'messages',
      label: label('nav.messages'),
      href: paths.messages,
      icon: <MessageCircle size={22} />,
      count: unread || undefined,
      countLabel: intl.formatMessage({ id: 'nav.unread' }, { count: unread }),
    },
    { id: 'shop', label: label('nav.shop'), href: paths.shop, icon: <ShoppingBag size={22} /> },
    { id: 'profile', label: label('nav.profile'), href: paths.profile, icon: <User size={22} /> },
  ];
  return (
    <AppShell
      navItems={navItems}
      activeId={active}
      flush={flush}
      fill={fill}
      topBar={
        <TopBar
          logo={<Logo href={paths.home} />}
          elevated
          actions={
            user && (
              <>
                <CoinBadge coins={user.coins} freeCoins={user.freeCoins} href={paths.shop} />
                <MemberAccountMenu />
              </>
            )
          }
        />
      }
    >
      {children}
      <OutOfCoinsDialog />
      <CompletionDialog />
      <IncomingToasts />
    </AppShell>
  );
}
