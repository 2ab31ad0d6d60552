import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, Heart, MessageCircle, ShoppingBag, User } from 'lucide-react';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

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
