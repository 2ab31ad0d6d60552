import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { ComboBox, type ComboBoxOption } from './ComboBox';

/** Places as the location search returns them: a city with its zip code. */
const places: ComboBoxOption[] = [
  { id: '10115', label: 'Berlin', description: '10115' },
  { id: '16321', label: 'Bernau bei Berlin', description: '16321' },
  { id: '28195', label: 'Bremen', description: '28195' },
  { id: '20095', label: 'Hamburg', description: '20095' },
  { id: '60311', label: 'Frankfurt am Main', description: '60311' },
  { id: '80331', label: 'München', description: '80331' },
  { id: '50667', label: 'Köln', description: '50667' },
  { id: '70173', label: 'Stuttgart', description: '70173' },
  { id: '01067', label: 'Dresden', description: '01067' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: {
    label: 'Place of residence',
    placeholder: 'Search for your city',
    defaultItems: places,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Typing narrows the suggestions; choosing one fills the field and sets the value. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Place of residence' });
    await userEvent.click(input);
    await userEvent.keyboard('Ber');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).queryByRole('option', { name: /Hamburg/ })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('10115');
    await expect(input).toHaveValue('Berlin');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** Suggestions open while typing, each with its zip code. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'B');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /Bremen/ })).toBeVisible();
    // The list is as wide as the whole field, not only the text input inside it.
    const field = canvas.getByRole('group').getBoundingClientRect();
    const popover = listbox.parentElement?.getBoundingClientRect();
    await expect(Math.round(popover?.width ?? 0)).toBe(Math.round(field.width));
  },
};

/** A search that matches nothing says so instead of showing an empty box. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Xyz');
    await expect(await body.findByText('No places found')).toBeVisible();
  },
};

/** A place must come from the list: leaving the field with free text does not set a value. */
export const MustChooseASuggestion: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'Berl');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Searches "on the server": controlled input, the spinner while waiting, then the results. */
function AsyncSearch(props: Partial<React.ComponentProps<typeof ComboBox>>) {
  const [inputValue, setInputValue] = useState('');
  const [items, setItems] = useState<ComboBoxOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    if (!inputValue) {
      setItems([]);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      const query = inputValue.toLocaleLowerCase();
      setItems(places.filter((place) => place.label.toLocaleLowerCase().startsWith(query)));
      setLoading(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [inputValue]);
  return (
    <ComboBox
      label="Place of residence"
      placeholder="Search for your city"
      {...props}
      items={items}
      inputValue={inputValue}
      onInputChange={setInputValue}
      isLoading={isLoading}
    />
  );
}

export const AsyncSearchResults: Story = {
  render: (args) => <AsyncSearch onChange={args.onChange} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'Ham');
    // While the list is open everything but the field and the list is hidden from assistive
    // technology, so the list itself announces the search as well.
    await expect(
      await canvas.findByRole('progressbar', { name: 'Searching…', hidden: true }),
    ).toBeVisible();
    const option = await body.findByRole('option', { name: /Hamburg/ });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith('20095');
    await expect(input).toHaveValue('Hamburg');
  },
};

export const Loading: Story = {
  args: { isLoading: true, defaultInputValue: 'Münch', defaultItems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Searching…' })).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: '80331', description: 'Only the city is shown on your profile.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('München');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '10115' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Please choose your place of residence from the list.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Please choose your place of residence from the list.'),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Your place of residence, so that we can show you members who live nearby',
    description: 'Start typing the name of your city or town and choose it from the suggestions.',
    defaultItems: [
      ...places,
      {
        id: '99999',
        label: 'Sankt Johann im Pongau an der Salzach und Umgebung',
        description: '99999 · Land Salzburg, Österreich',
      },
    ],
    defaultValue: '99999',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: Open.play,
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="large">
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="Chosen" defaultValue="10115" />
      <ComboBox {...args} label="Loading" isLoading defaultInputValue="Ham" />
      <ComboBox {...args} label="Invalid" isInvalid errorMessage="Please choose from the list." />
      <ComboBox {...args} label="Disabled" isDisabled defaultValue="20095" />
    </Stack>
  ),
};
