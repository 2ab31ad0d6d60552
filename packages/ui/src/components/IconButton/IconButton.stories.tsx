import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, RotateCcw, Settings, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Settings', children: <Settings size={20} aria-hidden />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="gutter">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`${variant} like`}>
          <Heart size={20} aria-hidden />
        </IconButton>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="gutter">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} variant="floating" label={`Undo (${size})`}>
          <RotateCcw size={size === 'large' ? 28 : 18} aria-hidden />
        </IconButton>
      ))}
    </Inline>
  ),
};

export const FocusVisible: Story = {
  args: { label: 'Close', children: <X size={20} aria-hidden /> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
