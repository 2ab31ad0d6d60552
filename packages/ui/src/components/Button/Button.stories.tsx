import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins, Heart, Send } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Send message', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // A simulated click focuses the button as a script would, which draws the keyboard ring; a
    // real mouse click does not. The picture shows the button at rest (FocusVisible has the ring).
    button.blur();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="gutter">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="gutter">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = { args: { icon: <Send size={18} aria-hidden /> } };

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    // A native button: the browser's own :focus-visible draws the ring.
    await expect(canvas.getByRole('button').matches(':focus-visible')).toBe(true);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A focused button that starts waiting says so, and a press while it waits sends nothing more. */
export const PendingAnnounced: Story = {
  parameters: { visual: { skip: 'Behaviour: what a screen reader is told; Pending pictures it' } },
  render: function Render(args) {
    const [isPending, setPending] = useState(false);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          args.onPress?.();
        }}
      >
        <input aria-label="Message" defaultValue="Hi Lena" />
        <Button type="submit" isPending={isPending} onPress={() => setPending(true)}>
          {args.children}
        </Button>
      </form>
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const announcer = document.querySelector('[data-live-announcer][aria-live="assertive"]');
    await expect(announcer).toHaveTextContent('Send message');
    // A press while it waits sends nothing more.
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Unlock all of your likes and visitors for a whole month', fullWidth: true },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, size: 'large', icon: <Heart size={20} aria-hidden /> },
  globals: { viewport: { value: 'mobile' } },
};

/** Every variant in every state: the matrix the visual regression snapshots. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="medium">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="medium">
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} isPending>
            {variant}
          </Button>
          <Button {...args} variant={variant} isDisabled>
            {variant}
          </Button>
          <Button {...args} variant={variant} size="small">
            {variant}
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

/** `ButtonLink`: a link that looks like a button, for actions that open another page. */
export const AsLink: Story = {
  render: () => (
    <Inline space="small">
      <ButtonLink href="/shop" icon={<Coins size={18} aria-hidden />}>
        Buy coins
      </ButtonLink>
      <ButtonLink href="/foryou" variant="outline">
        Discover people
      </ButtonLink>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buy coins' })).toHaveAttribute('href', '/shop');
  },
};
