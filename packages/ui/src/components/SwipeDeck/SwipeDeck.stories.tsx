import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins, Compass, Rocket } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { PriceTag } from '../PriceTag/PriceTag';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { SwipeDeck, type SwipeProfile, swipeThreshold } from './SwipeDeck';

const swipeProfiles: SwipeProfile[] = [
  {
    id: 'lena',
    name: 'Lena',
    age: 27,
    city: 'Berlin',
    distance: '3 km',
    isOnline: true,
    isVerified: true,
  },
  { id: 'mia', name: 'Mia', age: 24, city: 'Potsdam', distance: '25 km' },
  { id: 'sophie', name: 'Sophie', age: 26, city: 'Berlin', distance: '5 km', isOnline: true },
  { id: 'emma', name: 'Emma', age: 33, city: 'Berlin', distance: '10 km', isVerified: true },
].map((profile, index) => ({
  ...profile,
  image: portrait([0, 4, 12, 8][index] ?? 0, { width: 600, height: 800 }),
}));

/** A deck with its own state: swiped profiles leave, undo brings the last one back. */
function LiveDeck({
  onLike,
  onNope,
}: {
  onLike: (id: string) => void;
  onNope: (id: string) => void;
}) {
  const [profiles, setProfiles] = useState(swipeProfiles);
  const [history, setHistory] = useState<SwipeProfile[]>([]);
  const swiped = (profile: SwipeProfile) => {
    setProfiles((old) => old.slice(1));
    setHistory((old) => [profile, ...old]);
  };
  return (
    <SwipeDeck
      profiles={profiles}
      onLike={(profile) => {
        swiped(profile);
        onLike(profile.id);
      }}
      onNope={(profile) => {
        swiped(profile);
        onNope(profile.id);
      }}
      canUndo={history.length > 0}
      onUndo={() => {
        const [last, ...rest] = history;
        if (!last) return;
        setHistory(rest);
        setProfiles((old) => [last, ...old]);
      }}
    />
  );
}

/** Drags the top card by `dx` pixels with pointer events and lets go. */
async function drag(element: HTMLElement, dx: number) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const pointer = { pointerId: 7, bubbles: true, isPrimary: true, pointerType: 'mouse' };
  element.dispatchEvent(
    new PointerEvent('pointerdown', { ...pointer, clientX: x, clientY: y, button: 0 }),
  );
  for (let step = 1; step <= 5; step += 1) {
    element.dispatchEvent(
      new PointerEvent('pointermove', { ...pointer, clientX: x + (dx * step) / 5, clientY: y }),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  element.dispatchEvent(new PointerEvent('pointerup', { ...pointer, clientX: x + dx, clientY: y }));
}

const meta = {
  title: 'Discovery/SwipeDeck',
  component: SwipeDeck,
  args: { profiles: swipeProfiles, onLike: fn(), onNope: fn(), onUndo: fn(), canUndo: true },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof SwipeDeck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Lena, 27/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(args.onLike).toHaveBeenCalledWith(swipeProfiles[0]));
  },
};

/** Half-way to the threshold: the LIKE stamp shows through. */
export const Dragging: Story = {
  parameters: { visual: { skip: 'Mid-gesture; the stamp opacity is asserted instead' } },
  play: async ({ canvas }) => {
    const deck = canvas.getByRole('region');
    const box = deck.getBoundingClientRect();
    const pointer = { pointerId: 7, bubbles: true, clientY: box.top + 100 };
    deck.dispatchEvent(
      new PointerEvent('pointerdown', { ...pointer, clientX: box.left + 100, button: 0 }),
    );
    deck.dispatchEvent(
      new PointerEvent('pointermove', { ...pointer, clientX: box.left + 100 + swipeThreshold / 2 }),
    );
    await waitFor(() =>
      // The top card is drawn last, over the next one.
      expect(canvas.getAllByText('LIKE').at(-1)).toHaveStyle({ opacity: '0.5' }),
    );
  },
};

export const NoUndo: Story = { args: { canUndo: false } };

export const LastProfile: Story = { args: { profiles: swipeProfiles.slice(3) } };

export const WithoutPicture: Story = {
  args: { profiles: [{ id: 'x', name: 'Alex', age: 30, city: 'Leipzig', distance: '150 km' }] },
};

export const OutOfSwipes: Story = {
  args: {
    outOfSwipes: (
      <Stack space="gutter" align="center">
        <Text weight="strong" size="large" align="center">
          You used all of your swipes!
        </Text>
        <Text tone="muted" align="center">
          Get 40 more swipes right now.
        </Text>
        <Button variant="coin" icon={<Coins size={18} />}>
          40 swipes for <PriceTag amount={50} tone="inherit" />
        </Button>
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You used all of your swipes!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: {
    profiles: [],
    empty: (
      <EmptyState
        icon={<Compass size={28} />}
        title="That's everyone for now"
        description="Widen your search radius or age range to meet more people."
      />
    ),
  },
};

/** Dragging past the threshold likes (right) or passes (left); a short drag springs back. */
export const SwipeByDrag: Story = {
  parameters: { visual: { skip: 'Behaviour only' } },
  render: (args) => <LiveDeck onLike={args.onLike as never} onNope={args.onNope as never} />,
  play: async ({ args, canvas }) => {
    const deck = () => canvas.getByRole('region');
    await drag(deck(), swipeThreshold / 3);
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: /Lena/ })).toBeVisible();
    await drag(deck(), swipeThreshold + 40);
    await waitFor(() => expect(args.onLike).toHaveBeenCalledWith('lena'));
    await drag(deck(), -(swipeThreshold + 40));
    await waitFor(() => expect(args.onNope).toHaveBeenCalledWith('mia'));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Sophie/ })).toBeVisible());
  },
};

/** The arrow keys on the focused deck, and Backspace to undo. */
export const SwipeByKeyboard: Story = {
  parameters: { visual: { skip: 'Behaviour only' } },
  render: (args) => <LiveDeck onLike={args.onLike as never} onNope={args.onNope as never} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('region').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onLike).toHaveBeenCalledWith('lena'));
    canvas.getByRole('region').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onNope).toHaveBeenCalledWith('mia'));
    canvas.getByRole('region').focus();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Mia/ })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Lena/ })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** An offer on top of the deck: its button acts; dragging it away passes it like a profile. */
export const Promotion: Story = {
  args: {
    profiles: [
      {
        id: 'promotion-turbo',
        promotion: {
          title: 'Launch the Turbo Rocket',
          text: 'Your profile comes first in For You and Nearby, and many more members see you.',
          icon: <Rocket size={40} />,
          tone: 'brand',
          action: <Button onPress={fn()}>Go to the Turbo Rocket</Button>,
        },
      },
      ...swipeProfiles,
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Launch the Turbo Rocket' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the Turbo Rocket' })).toBeVisible();
    // The card behind is hidden from assistive technology.
    expect(canvas.queryByRole('heading', { name: /Lena, 27/ })).toBeNull();
    await drag(canvas.getByRole('region'), -swipeThreshold - 20);
    await waitFor(() => expect(args.onNope).toHaveBeenCalledWith(args.profiles[0]));
  },
};
