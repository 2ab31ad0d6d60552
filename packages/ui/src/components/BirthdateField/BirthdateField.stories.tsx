import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { BirthdateField } from './BirthdateField';

/** A fixed "today", so the years offered are the same on every run: 2008 down to 1946. */
const referenceDate = new Date(2026, 5, 1);

const meta = {
  title: 'Primitives/BirthdateField',
  component: BirthdateField,
  args: { label: 'Date of birth', referenceDate, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BirthdateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Day/ })).toHaveTextContent('Day');
  },
};

/** The registration starts at 18 years before today. */
export const WithValue: Story = {
  args: { defaultValue: '2008-06-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Month/ })).toHaveTextContent('June');
    await expect(canvas.getByRole('button', { name: /Year/ })).toHaveTextContent('2008');
  },
};

/** Day, month and year by keyboard: Tab between them, type ahead to pick; the date is reported once complete. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('7');
    await userEvent.tab();
    await userEvent.keyboard('Mar');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('1998');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1998-03-07'));
    await expect(canvas.getByRole('button', { name: /Year/ })).toHaveTextContent('1998');
  },
};

/** The years offered run from 18 to 80 years before the reference date, newest first. */
export const YearRange: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Year/ }));
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(63);
    await expect(options[0]).toHaveTextContent('2008');
    await expect(options.at(-1)).toHaveTextContent('1946');
  },
};

/** Choosing February after the 31st clears the day, and the day list then ends at the 28th. */
export const NoThirtyFirstOfFebruary: Story = {
  args: { defaultValue: '2001-01-31' },
  play: async ({ args, canvas }) => {
    const day = canvas.getByRole('button', { name: /Day/ });
    await expect(day).toHaveTextContent('31');
    await userEvent.click(canvas.getByRole('button', { name: /Month/ }));
    await userEvent.click(await body.findByRole('option', { name: 'February' }));
    await waitFor(() => expect(day).toHaveTextContent('Day'));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(day);
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(28);
    await expect(body.queryByRole('option', { name: '31' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Day/ })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1990-03-07' },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter your date of birth.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Please enter your date of birth.',
    );
  },
};

/** Month names follow the interface language. */
export const German: Story = {
  args: { label: 'Geburtsdatum', defaultValue: '1990-03-07' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Monat/ })).toHaveTextContent('März');
  },
};

export const LongText: Story = {
  args: {
    label: 'Your date of birth, so that we can show you members of the right age',
    description: 'You must be at least 18 years old. Only your age is shown on your profile.',
    defaultValue: '1987-09-30',
  },
};

export const Mobile: Story = {
  args: { defaultValue: '1994-09-23', description: 'Only your age is shown.' },
  globals: { viewport: { value: 'mobile' } },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <BirthdateField {...args} label="Empty" />
      <BirthdateField {...args} label="Chosen" defaultValue="1990-11-24" />
      <BirthdateField
        {...args}
        label="Invalid"
        isInvalid
        errorMessage="Please enter your date of birth."
      />
      <BirthdateField {...args} label="Disabled" isDisabled defaultValue="1990-11-24" />
    </Stack>
  ),
};
