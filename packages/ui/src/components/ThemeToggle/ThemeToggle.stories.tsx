import type { ThemeName } from '@amora/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';

const meta = {
  title: 'Shell/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'light', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark'] } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const label = canvas.getByText('Dark mode').closest('label');
    await expect(label).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

/** In a top bar only the switch shows; "Dark mode" stays its accessible name. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function Controlled(props: ThemeToggleProps) {
  const [theme, setTheme] = useState<ThemeName>(props.value);
  return (
    <ThemeToggle
      {...props}
      value={theme}
      onChange={(next) => {
        setTheme(next);
        props.onChange(next);
      }}
    />
  );
}

/** Wired to state as an app would: each press flips the theme. */
export const Interactive: Story = {
  render: (args) => <Controlled {...args} />,
  parameters: { visual: { skip: 'same end state as Default' } },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 'dark');
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 'light');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const AllStates: Story = {
  render: (args) => (
    <Stack space="small" align="start">
      <ThemeToggle {...args} value="light" />
      <ThemeToggle {...args} value="dark" />
      <ThemeToggle {...args} value="light" hideLabel />
      <ThemeToggle {...args} value="dark" hideLabel />
      <ThemeToggle {...args} value="light" isDisabled />
      <ThemeToggle {...args} value="dark" isDisabled />
    </Stack>
  ),
};
