import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BadgeCheck,
  Flag,
  Flame,
  Heart,
  MessageCircle,
  ScrollText,
  ShoppingBag,
  User,
} from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CoinBadge } from '../CoinBadge/CoinBadge';
import { Heading } from '../Heading/Heading';
import { Logo } from '../Logo/Logo';
import { Text } from '../Text/Text';
import { TopBar } from '../TopBar/TopBar';
import { AppShell, type NavItem } from './AppShell';

const navItems: NavItem[] = [
  { id: 'discover', label: 'Discover', href: '/foryou', icon: <Flame size={22} /> },
  {
    id: 'likes',
    label: 'Likes',
    href: '/likes',
    icon: <Heart size={22} />,
    count: 4,
    countLabel: '4 new likes',
  },
  {
    id: 'messages',
    label: 'Messages',
    href: '/messages',
    icon: <MessageCircle size={22} />,
    count: 12,
    countLabel: '12 unread messages',
  },
  { id: 'shop', label: 'Shop', href: '/shop', icon: <ShoppingBag size={22} /> },
  { id: 'profile', label: 'Profile', href: '/profile', icon: <User size={22} /> },
];

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  args: {
    navItems,
    activeId: 'messages',
    children: (
      <>
        <Heading level={2}>Messages</Heading>
        <Text tone="muted">Page content goes here.</Text>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Messages/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /Likes/ })).toHaveAccessibleName(
      'Likes 4 new likes',
    );
  },
};

export const WithoutCounts: Story = {
  args: { navItems: navItems.map(({ count: _count, ...item }) => item), activeId: 'discover' },
};

export const LongLabels: Story = {
  args: {
    navItems: navItems.map((item) => ({
      ...item,
      label: `${item.label} and everything around it`,
    })),
  },
};

/** A page twice the window's height, scrolled: the sidebar stays whole under the top bar. */
export const ScrolledWithTopBar: Story = {
  parameters: { visual: { skip: 'scrolling behaviour, asserted by the play function' } },
  args: {
    topBar: (
      <TopBar logo={<Logo href="/" />} elevated actions={<CoinBadge coins={120} href="/shop" />} />
    ),
    children: (
      <div style={{ minHeight: '200vh' }}>
        <Heading level={2}>Messages</Heading>
        <Text tone="muted">A long page.</Text>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    window.scrollTo(0, window.innerHeight);
    const header = canvas.getByRole('banner');
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const navTop = nav.getBoundingClientRect().top;
    await expect(navTop).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom - 1);
    await expect(navTop).toBeLessThan(window.innerHeight);
    window.scrollTo(0, 0);
  },
};

/**
 * More entries than a phone's tab bar holds (the operator console has eight): with `tabBarLimit`
 * the fifth tab is "More", a menu of the rest with their counts; the sidebar lists them all.
 */
export const ManyEntries: Story = {
  args: {
    tabBarLimit: 5,
    activeId: 'audit',
    navItems: [
      ...navItems,
      {
        id: 'verifications',
        label: 'Verifications',
        href: '/verifications',
        icon: <BadgeCheck size={22} />,
        count: 3,
        countLabel: '3 waiting',
      },
      { id: 'reports', label: 'Reports', href: '/reports', icon: <Flag size={22} /> },
      { id: 'audit', label: 'Audit log', href: '/audit', icon: <ScrollText size={22} /> },
    ],
  },
};

/** "More" pressed on a phone: the entries the tab bar left out; "More" is marked as holding the current page. */
export const ManyEntriesMoreOpen: Story = {
  ...ManyEntries,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^More/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveAccessibleName('Profile');
    await expect(entries[1]).toHaveAccessibleName(/^Verifications\b.*3 waiting$/);
    await expect(entries[3]).toHaveAccessibleName('Audit log');
    await expect(canvas.getByRole('button', { name: /^More/ })).toHaveAttribute('data-current');
  },
};
