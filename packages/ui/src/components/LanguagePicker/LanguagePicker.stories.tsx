import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/texts';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker';

const meta = {
  title: 'Shell/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'de', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['field', 'compact'] },
    value: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl', 'nl', 'da', 'sv'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Deutsch/ })).toBeVisible();
    await expect(canvas.getByText('Language')).toBeVisible();
  },
};

/** Keyboard only: Tab to the picker, arrow down into the list, Enter picks French. */
export const ChooseByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Deutsch' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Français' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The open list: every language in its own words, the current one ticked. */
export const Open: Story = {
  args: { value: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(within(listbox).getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The product shows Danish as "dk" and Swedish as "se"; the values are the locales da and sv. */
export const DanishAndSwedish: Story = {
  args: { value: 'sv', variant: 'compact' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Svenska/ });
    await expect(trigger).toHaveTextContent(/se/);
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: 'Dansk' }));
    await expect(args.onChange).toHaveBeenCalledWith('da');
  },
};

/** For top bars and footers: a globe and the short code. */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Deutsch/ })).toHaveTextContent('de');
  },
};

export const FocusVisible: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toBeDisabled();
  },
};

function Controlled(props: LanguagePickerProps) {
  const [locale, setLocale] = useState<Locale>(props.value);
  return (
    <LanguagePicker
      {...props}
      value={locale}
      onChange={(next) => {
        setLocale(next);
        props.onChange(next);
      }}
    />
  );
}

export const Interactive: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Deutsch/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Polski' }));
    await expect(canvas.getByRole('button', { name: /Polski/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Deutsch/ }));
    await expect(await page.findByRole('listbox')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <LanguagePicker {...args} />
      <LanguagePicker {...args} value="da" isDisabled />
      <Inline space="small">
        <LanguagePicker {...args} variant="compact" />
        <LanguagePicker {...args} variant="compact" value="da" />
        <LanguagePicker {...args} variant="compact" value="sv" />
        <LanguagePicker {...args} variant="compact" value="en" isDisabled />
      </Inline>
    </Stack>
  ),
};
