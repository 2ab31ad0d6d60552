import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Push notifications', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label turns it on, a second click off again. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Push notifications' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Push notifications'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Push notifications'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = { args: { defaultSelected: true } };

/** Tab reaches the switch, the ring shows on the track, and Space toggles it. */
export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Newsletter',
    description: 'News about events, new features and offers, about once a week.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Newsletter' })).toHaveAccessibleDescription(
      'News about events, new features and offers, about once a week.',
    );
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultSelected: true,
    description: 'Allow notifications in your browser first.',
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Push notifications'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A setting the server refused to save. */
export const Invalid: Story = {
  args: {
    children: 'Newsletter',
    errorMessage: 'Your choice could not be saved. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Your choice could not be saved. Please try again.',
    );
  },
};

export const LongText: Story = {
  args: {
    children:
      'Tell me by e-mail when someone new visits my profile, likes my photos or sends me a wink',
    description:
      'We bundle these e-mails: at most one a day, and none while you are online in the app.',
  },
};

export const Mobile: Story = {
  render: (args) => (
    <Stack space="small">
      <Switch {...args} defaultSelected description="Messages, matches and likes.">
        Push notifications
      </Switch>
      <Switch {...args} description="About once a week.">
        Newsletter
      </Switch>
      <Switch {...args}>Show me as online</Switch>
    </Stack>
  ),
  globals: { viewport: { value: 'mobile' } },
};

/** Every state side by side: the visual regression matrix. */
export const AllStates: Story = {
  render: () => (
    <Stack space="small">
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch description="With a description under the label.">Described</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled and on
      </Switch>
      <Switch isReadOnly defaultSelected>
        Read only
      </Switch>
      <Switch errorMessage="Your choice could not be saved. Please try again.">Invalid</Switch>
    </Stack>
  ),
};
