import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link, linkSizes, linkTones, linkVariants } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: 'Forgot password?', href: '#forgot-password' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    tone: { control: 'inline-radio', options: linkTones },
    size: { control: 'inline-radio', options: linkSizes },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text: underlined, so it never depends on colour alone. */
export const Default: Story = {
  render: (args) => (
    <Text>
      By signing up you accept our{' '}
      <Link {...args} href="#agb">
        terms of use
      </Link>{' '}
      and the{' '}
      <Link {...args} href="#datenschutz">
        privacy policy
      </Link>
      .
    </Text>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('link', { name: 'terms of use' });
    await expect(terms).toHaveAttribute('href', '#agb');
    await expect(terms).not.toHaveAttribute('target');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', size: 'small' },
};

export const StandaloneWithIcon: Story = {
  args: {
    variant: 'standalone',
    tone: 'secondary',
    icon: <ArrowLeft size={18} />,
    children: 'Back to login',
  },
};

/** An external link gets an arrow and tells screen readers it opens a new tab. */
export const External: Story = {
  args: {
    variant: 'standalone',
    external: true,
    href: 'https://example.com/support',
    icon: <LifeBuoy size={18} />,
    children: 'Help centre',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Tab reaches the link, the ring shows, and Enter follows it. */
export const FocusVisible: Story = {
  args: { variant: 'standalone', href: undefined, onPress: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true, href: undefined, onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A long inline link wraps with the text; the new-tab arrow stays on the last word. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Text tone="muted" size="small">
        Questions about coins or your subscription? Read{' '}
        <Link {...args} tone="inherit" external href="https://example.com/faq">
          the frequently asked questions about payments, refunds and premium membership
        </Link>{' '}
        before you write to us.
      </Text>
    </div>
  ),
};

export const Mobile: Story = {
  render: (args) => (
    <Stack space="medium">
      <Text size="small" tone="muted">
        Already a member?{' '}
        <Link {...args} href="#login">
          Log in
        </Link>
      </Text>
      <Link {...args} variant="standalone" size="small" />
    </Stack>
  ),
  globals: { viewport: { value: 'mobile' } },
};

/** Every variant in every tone, plus disabled and external: the visual regression matrix. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      {linkVariants.map((variant) => (
        <Stack key={variant} space="small">
          {linkTones.map((tone) => (
            <Text key={tone} tone="muted">
              {variant} / {tone}:{' '}
              <Link {...args} variant={variant} tone={tone}>
                Forgot password?
              </Link>{' '}
              <Link {...args} variant={variant} tone={tone} isDisabled>
                disabled
              </Link>{' '}
              <Link {...args} variant={variant} tone={tone} external href="https://example.com">
                Imprint
              </Link>
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};
