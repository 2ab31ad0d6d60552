import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'First name', placeholder: 'Your first name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Lena');
    await expect(input).toHaveValue('Lena');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lena');
  },
};

export const WithDescriptionAndIcon: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    placeholder: 'name@example.com',
    description: 'We send the confirmation link here.',
    icon: <Mail size={18} />,
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { label: 'E-mail', defaultValue: 'lena@', errorMessage: 'wrong E-Mail!' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('wrong E-Mail!');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Lena' } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'lena@example.com', label: 'E-mail' },
};

/** A multi-line field with a counter: typing past the limit is refused. */
export const MultilineWithCounter: Story = {
  args: { label: 'About me', multiline: true, maxLength: 20, placeholder: 'A few words about you' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'About me' });
    await userEvent.type(area, 'I love hiking and good coffee');
    await expect(area).toHaveValue('I love hiking and go');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

/** A single-line field with a counter: "12/100" follows what is typed. */
export const WithCounter: Story = {
  args: { label: 'Mood', placeholder: 'How do you feel today?', maxLength: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/100')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mood' }), 'Sunny & hap');
    await expect(canvas.getByText('11/100')).toBeVisible();
    await userEvent.keyboard('p');
    await expect(canvas.getByText('12/100')).toBeVisible();
  },
};

export const SearchType: Story = {
  args: {
    label: 'Search members',
    type: 'search',
    icon: <Search size={18} />,
    placeholder: 'Name or city',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(input, 'Berlin');
    await expect(input).toHaveValue('Berlin');
  },
};

export const Mobile: Story = {
  render: () => (
    <Stack space="large">
      <TextField
        label="E-mail"
        type="email"
        icon={<Mail size={18} />}
        placeholder="name@example.com"
      />
      <TextField label="First name" defaultValue="Lena" description="Shown on your profile." />
      <TextField label="About me" multiline rows={3} maxLength={500} defaultValue="Hi!" />
    </Stack>
  ),
  globals: { viewport: { value: 'mobile' } },
};

export const LongText: Story = {
  args: {
    label: 'The name that other members see on your profile and in every chat',
    defaultValue: 'Maximilian-Alexander von Hohenberg-Schwarzenfels',
    description:
      'Letters only, no numbers, at most one capital letter after the first. You can change it later.',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="large">
      <TextField label="Search" icon={<Search size={18} />} placeholder="Search by name" />
      <TextField label="First name" defaultValue="Lena" />
      <TextField label="E-mail" defaultValue="lena@" errorMessage="wrong E-Mail!" />
      <TextField label="Disabled" defaultValue="Lena" isDisabled />
      <TextField
        label="Message"
        multiline
        rows={3}
        maxLength={500}
        defaultValue="Hi! How are you?"
      />
    </Stack>
  ),
};
