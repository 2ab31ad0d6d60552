import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins, Heart, MapPin, MessageCircle, ShieldCheck, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const advantages = [
  {
    icon: <Heart size={24} />,
    title: 'Matches every day',
    description: 'Over 20,000 matches a day: like someone back and start chatting right away.',
  },
  {
    icon: <MapPin size={24} />,
    title: 'People near you',
    description: 'Search up to 200 km around your city and meet singles in your area.',
  },
  {
    icon: <MessageCircle size={24} />,
    title: 'Chat without limits',
    description: 'Send messages, winks and photos; see at a glance who read your message.',
  },
  {
    icon: <ShieldCheck size={24} />,
    title: 'Safe and discreet',
    description: 'Verified e-mail addresses, encrypted connections and a support team that cares.',
  },
  {
    icon: <Sparkles size={24} />,
    title: 'Free to start',
    description: 'Sign up in a minute, swipe for free every day and collect daily bonus coins.',
  },
  {
    icon: <Coins size={24} />,
    title: 'Pay as you go',
    description: 'No subscription trap: buy coins only when you want to send more messages.',
  },
];

const meta = {
  title: 'Product/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Why singles choose Amora',
    subtitle: 'Everything you need to go from first like to first date.',
    features: advantages,
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Why singles choose Amora' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const OnSurface: Story = { args: { tone: 'surface' } };

export const ThreeFeatures: Story = { args: { features: advantages.slice(0, 3) } };

export const WithoutHeader: Story = { args: { title: undefined, subtitle: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
