import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { SocialButton, socialProviders } from './SocialButton';

const labels = {
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
  apple: 'Continue with Apple',
} as const;

const meta = {
  title: 'Primitives/SocialButton',
  component: SocialButton,
  args: { provider: 'google', children: labels.google, onPress: fn() },
  argTypes: { provider: { control: 'inline-radio', options: socialProviders } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Google: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Facebook: Story = { args: { provider: 'facebook', children: labels.facebook } };

export const Apple: Story = { args: { provider: 'apple', children: labels.apple } };

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <Stack space="small">
      {socialProviders.map((provider) => (
        <SocialButton key={provider} {...args} provider={provider}>
          {labels[provider]}
        </SocialButton>
      ))}
    </Stack>
  ),
};

export const Mobile: Story = { ...AllStates, globals: { viewport: { value: 'mobile' } } };
