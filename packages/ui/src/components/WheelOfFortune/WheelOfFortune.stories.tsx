import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { WheelOfFortune, type WheelOfFortuneProps, type WheelSegment } from './WheelOfFortune';

const segments: WheelSegment[] = [
  { label: '5 coins', tone: 'coin' },
  { label: '3 swipes', tone: 'brand' },
  { label: '10 coins', tone: 'secondary' },
  { label: '1 wink', tone: 'brandSoft' },
  { label: '50 coins', tone: 'coin' },
  { label: 'Icebreaker', tone: 'brand' },
  { label: '20 coins', tone: 'secondary' },
  { label: 'Turbo', tone: 'brandSoft' },
];

const meta = {
  title: 'Engagement/WheelOfFortune',
  component: WheelOfFortune,
  args: {
    segments,
    // The server decides: 50 coins.
    onSpin: fn(async () => 4),
    onSpinEnd: fn(),
    hasFreeSpin: true,
  },
} satisfies Meta<typeof WheelOfFortune>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: /Wheel of fortune with the prizes: 5 coins, 3 swipes/ }),
    ).toBeVisible();
    await expect(canvas.getByText('1 free spin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spin' })).toBeEnabled();
  },
};

/** Spin: the server picks the prize, the wheel lands on it and the win is announced. */
export const Won: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(args.onSpin).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You won 50 coins!'), {
      timeout: 8000,
    });
    await expect(args.onSpinEnd).toHaveBeenCalledWith(4);
  },
};

/** While the server answers (and the wheel turns) the button says so and ignores presses. */
export const Spinning: Story = {
  args: { onSpin: fn(() => new Promise<number>(() => {})) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Spin' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('The wheel is spinning…');
    await userEvent.click(button);
    await expect(args.onSpin).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Spin' });
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSpin).toHaveBeenCalledOnce());
  },
};

export const CannotSpin: Story = {
  args: { canSpin: false, nextSpinText: 'Next spin in 9 h 41 min' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Come back tomorrow' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('Next spin in 9 h 41 min')).toBeVisible();
    await expect(canvas.queryByText('1 free spin')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onSpin).not.toHaveBeenCalled();
  },
};

function OncePerDay(props: WheelOfFortuneProps) {
  const [canSpin, setCanSpin] = useState(true);
  return (
    <WheelOfFortune
      {...props}
      canSpin={canSpin}
      nextSpinText="Next spin in 23 h 59 min"
      onSpinEnd={(index) => {
        props.onSpinEnd?.(index);
        setCanSpin(false);
      }}
    />
  );
}

/** After the daily spin the prize stays on screen and the button turns to "Come back tomorrow". */
export const WonThenComeBackTomorrow: Story = {
  args: { onSpin: fn(async () => 1) },
  render: (args) => <OncePerDay {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You won 3 swipes!'), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('button', { name: 'Come back tomorrow' })).toBeDisabled();
  },
};

/** A failed request leaves the wheel ready for another try. */
export const SpinFailed: Story = {
  args: { onSpin: fn(async () => Promise.reject(new Error('network'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Spin' })).toBeEnabled());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const LongLabels: Story = {
  globals: { locale: 'de' },
  args: {
    segments: [
      { label: '500 Coins', tone: 'coin' },
      { label: 'Turbo-Rakete', tone: 'brand' },
      { label: 'Unbegrenzt swipen', tone: 'secondary' },
      { label: 'Eisbrecher', tone: 'success' },
      { label: 'Premium 1 Tag', tone: 'info' },
      { label: 'Leider nichts', tone: 'neutral' },
    ],
    onSpin: fn(async () => 2),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Drehen' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent('Du hast Unbegrenzt swipen gewonnen!'),
      { timeout: 8000 },
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const CannotSpinMobile: Story = {
  ...CannotSpin,
  globals: { viewport: { value: 'mobile' } },
};
