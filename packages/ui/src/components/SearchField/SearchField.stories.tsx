import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: 'Search members by name',
    placeholder: 'Name',
    onSubmit: fn(),
    onClear: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no clear button. Enter submits what was typed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search members by name' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'Lena{Enter}');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith('Lena');
  },
};

/** The clear button and Escape empty the field. */
export const Filled: Story = {
  args: { defaultValue: 'Lena' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.type(input, 'Jo');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const WithDescription: Story = {
  args: { description: 'At least 2 letters.' },
};

export const Invalid: Story = {
  args: { defaultValue: 'L', errorMessage: 'Please enter at least 2 letters.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Lena' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
