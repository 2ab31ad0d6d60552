import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Select, type SelectOption } from './Select';

/** The countries a member can register in. */
const countries: SelectOption[] = [
  { id: 'de', label: 'Germany' },
  { id: 'at', label: 'Austria' },
  { id: 'ch', label: 'Switzerland' },
  { id: 'us', label: 'United States' },
  { id: 'it', label: 'Italy' },
  { id: 'fr', label: 'France' },
  { id: 'gb', label: 'United Kingdom' },
  { id: 'au', label: 'Australia' },
  { id: 'nz', label: 'New Zealand' },
  { id: 'pl', label: 'Poland' },
  { id: 'nl', label: 'Netherlands' },
  { id: 'dk', label: 'Denmark' },
  { id: 'se', label: 'Sweden' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Country',
    placeholder: 'Choose your country',
    items: countries,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard only: Tab to the field, ArrowDown opens the list, ArrowDown and Enter choose Austria. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Germany' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith('at');
    await expect(trigger).toHaveTextContent('Austria');
    // Focus goes back to the trigger once the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'de', description: 'Members near you are shown first.' },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'ch' },
  play: async () => {
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Switzerland' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Typing the first letters jumps to the matching option, as in a native select. */
export const TypeAhead: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Swe');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('se'));
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Sweden');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'de' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'de' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await expect(body.queryByRole('listbox')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose your country.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose your country.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'The country you live in, for members nearby and the language of your e-mails',
    description: 'You can change it later in the settings. Only members can see your country.',
    items: [
      ...countries,
      { id: 'long', label: 'The United Kingdom of Great Britain and Northern Ireland' },
    ],
    defaultValue: 'long',
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'de' },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileOpen: Story = {
  args: { defaultOpen: true, defaultValue: 'de' },
  globals: { viewport: { value: 'mobile' } },
};

/** Empty, chosen, described, invalid and disabled side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <Select {...args} label="Empty" />
      <Select {...args} label="Chosen" defaultValue="at" />
      <Select {...args} label="Described" description="Shown to members near you." />
      <Select {...args} label="Invalid" isInvalid errorMessage="Please choose your country." />
      <Select {...args} label="Disabled" isDisabled defaultValue="ch" />
    </Stack>
  ),
};
