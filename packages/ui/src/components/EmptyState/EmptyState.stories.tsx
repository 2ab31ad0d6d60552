import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, MailCheck, MessageCircle, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <MessageCircle size={28} />,
    title: 'No messages yet',
    description: 'Like someone and say hello: your conversations will show up here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Framed: Story = { args: { framed: true } };

export const WithAction: Story = {
  args: {
    icon: <Heart size={28} />,
    title: 'No likes yet',
    description:
      'Complete your profile with a few pictures: members like profiles with photos more often.',
    action: (
      <Button variant="primary" onPress={fn()}>
        Discover people
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Discover people' }));
    await expect(canvas.getByText('No likes yet')).toBeVisible();
  },
};

/** The whole screen is the empty state (a confirmation): its title is the page's heading. */
export const AsPageHeading: Story = {
  args: {
    icon: <MailCheck size={28} />,
    title: 'Please confirm your e-mail',
    headingLevel: 1,
    description: 'We sent you a link. Open it to confirm your address.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Please confirm your e-mail' }),
    ).toBeVisible();
  },
};

export const DescriptionOnly: Story = {
  args: { icon: <SearchX size={28} />, title: undefined, description: 'No members found.' },
};

export const LongText: Story = {
  args: {
    framed: true,
    title: 'Nobody has visited your profile during the last thirty days in your area',
    description:
      'Members near you see your profile more often when it has a picture, an about-me text and at least two interests. A turbo rocket shows it up to ten times more.',
  },
  globals: { viewport: { value: 'mobile' } },
};
