import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Keep me logged in', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The registration consent: the label holds links, which stay links. */
const consentLabel = (
  <>
    I accept the <Link href="#agb">terms</Link> and the{' '}
    <Link href="#datenschutz">privacy policy</Link>
  </>
);

/** Tab to the box, Space ticks it and Space again clears it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Keep me logged in' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const FocusVisible: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'All notifications', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'All notifications' }),
    ).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Show me in search results',
    description: 'Other members can find your profile by your name.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Other members can find your profile by your name.',
    );
  },
};

/** Clicking the label ticks the box; clicking a link inside it does not. */
export const Consent: Story = {
  args: { children: consentLabel, isRequired: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I accept the terms and the privacy policy',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'terms' }));
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(/I accept the/));
    await expect(checkbox).toBeChecked();
  },
};

/** Required and unchecked: submitting shows the error, ticking the box clears it. */
export const RequiredConsent: Story = {
  args: {
    children: consentLabel,
    isRequired: true,
    errorMessage: () => 'Please accept the terms and the privacy policy.',
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack space="large" align="start">
        <Checkbox {...args} />
        <Button type="submit">Create my profile</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create my profile' }));
    const checkbox = canvas.getByRole('checkbox');
    await expect(
      await canvas.findByText('Please accept the terms and the privacy policy.'),
    ).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription(
      'Please accept the terms and the privacy policy.',
    );
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await waitFor(() =>
      expect(
        canvas.queryByText('Please accept the terms and the privacy policy.'),
      ).not.toBeInTheDocument(),
    );
  },
};

export const Invalid: Story = {
  args: {
    children: consentLabel,
    isRequired: true,
    errorMessage: 'Please accept the terms and the privacy policy.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAccessibleDescription(
      'Please accept the terms and the privacy policy.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Keep me logged in'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        I would like to receive e-mails about new matches, likes, visitors, events near me and
        special offers in the coin shop. I can unsubscribe at any time with the link at the bottom
        of every e-mail or in my <Link href="#settings">settings</Link>.
      </>
    ),
    description: 'Roughly one e-mail a week, never more than three.',
  },
};

export const Mobile: Story = {
  args: { children: consentLabel, isRequired: true },
  globals: { viewport: { value: 'mobile' } },
};

/** Several boxes under one label. */
export const Group: StoryObj<typeof CheckboxGroup> = {
  render: () => (
    <CheckboxGroup
      label="Send me a notification for"
      description="You can change this at any time in your settings."
      defaultValue={['messages', 'matches']}
    >
      <Checkbox value="messages">New messages</Checkbox>
      <Checkbox value="matches">New matches</Checkbox>
      <Checkbox value="visitors">Profile visitors</Checkbox>
      <Checkbox value="events" isDisabled>
        Events near me
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Send me a notification for' })).toBeVisible();
    const visitors = canvas.getByRole('checkbox', { name: 'Profile visitors' });
    await userEvent.click(visitors);
    await expect(visitors).toBeChecked();
  },
};

export const GroupInvalid: StoryObj<typeof CheckboxGroup> = {
  render: () => (
    <CheckboxGroup label="Interests" errorMessage="Choose at least 2 interests.">
      <Checkbox value="hiking">Hiking</Checkbox>
      <Checkbox value="cooking">Cooking</Checkbox>
      <Checkbox value="travel">Travel</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least 2 interests.')).toBeVisible();
  },
};

/** Every state side by side: the visual regression matrix. */
export const AllStates: Story = {
  render: () => (
    <Stack space="large">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox description="With a description under the label.">Described</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox isReadOnly defaultSelected>
        Read only
      </Checkbox>
      <Checkbox isRequired errorMessage="Please accept the terms and the privacy policy.">
        {consentLabel}
      </Checkbox>
    </Stack>
  ),
};
