/** Shared pieces of every member screen story: the app shell with its top bar and navigation. */
import { Flame, Heart, MapPin, MessageCircle, ShoppingBag, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppShell, type NavItem } from '../components/AppShell/AppShell';
import { CoinBadge } from '../components/CoinBadge/CoinBadge';
import { Logo } from '../components/Logo/Logo';
import { TopBar } from '../components/TopBar/TopBar';

/** "Now" of every member story, so ages, times and countdowns never move. */
export const referenceDate = new Date('2026-11-20T18:30:00Z');

/** Screens are pictured at both widths. */
export const screenParameters = {
  layout: 'fullscreen',
  visual: { viewports: ['mobile', 'desktop'] },
} as const;

export type MemberArea = 'foryou' | 'nearby' | 'likes' | 'messages' | 'shop' | 'profile';

const navItems: NavItem[] = [
  { id: 'foryou', label: 'For You', href: '/foryou', icon: <Flame size={22} /> },
  { id: 'nearby', label: 'Nearby', href: '/', icon: <MapPin size={22} /> },
  {
    id: 'likes',
    label: 'Likes',
    href: '/likes',
    icon: <Heart size={22} />,
    count: 3,
    countLabel: '3 new likes',
  },
  {
    id: 'messages',
    label: 'Messages',
    href: '/messages',
    icon: <MessageCircle size={22} />,
    count: 5,
    countLabel: '5 unread messages',
  },
  { id: 'shop', label: 'Shop', href: '/shop', icon: <ShoppingBag size={22} /> },
  { id: 'profile', label: 'Profile', href: '/profile', icon: <User size={22} /> },
];

export interface MemberFrameProps {
  /** The highlighted navigation entry. */
  active: MemberArea;
  children: ReactNode;
  /** Paid and free coins in the top bar. */
  coins?: number;
  freeCoins?: number;
  /** Edge-to-edge content (swipe deck). */
  flush?: boolean;
  /** Content that fills the window and scrolls inside itself (messages and chat). */
  fill?: boolean;
}

/** The member area around a screen story: logo, coin balance, main navigation. */
export function MemberFrame({
  active,
  children,
  coins = 120,
  freeCoins = 6,
  flush,
  fill,
}: MemberFrameProps) {
  return (
    <AppShell
      navItems={navItems}
      activeId={active}
      flush={flush}
      fill={fill}
      topBar={
        <TopBar
          logo={<Logo href="/" />}
          elevated
          actions={<CoinBadge coins={coins} freeCoins={freeCoins} href="/shop" />}
        />
      }
    >
      {children}
    </AppShell>
  );
}
