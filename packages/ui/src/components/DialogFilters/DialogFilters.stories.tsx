import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DialogFilters, dialogFilters } from './DialogFilters';

const meta = {
  title: 'Chat/DialogFilters',
  component: DialogFilters,
  args: { onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: dialogFilters } },
} satisfies Meta<typeof DialogFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Filter chats' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Favorites' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('favorites');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Unread' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('unread');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('matches');
  },
};

export const ClickSelects: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Icebreaker' }));
    await expect(args.onChange).toHaveBeenCalledWith('icebreaker');
    await expect(canvas.getByRole('radio', { name: 'Icebreaker' })).toBeChecked();
  },
};

export const Selected: Story = { args: { value: 'unread' } };

export const WithCounts: Story = {
  args: { value: 'all', counts: { unread: 4, matches: 12, icebreaker: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Unread 4' })).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' }).closest('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const InGerman: Story = {
  args: { counts: { unread: 4 } },
  globals: { locale: 'de' },
};

/** Too wide for a phone: the row scrolls sideways. */
export const OnMobile: Story = {
  args: { value: 'matches', counts: { unread: 4, matches: 12 } },
  globals: { viewport: { value: 'mobile' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {dialogFilters.map((filter) => (
        <DialogFilters key={filter} {...args} value={filter} counts={{ unread: 4 }} />
      ))}
      <DialogFilters {...args} isDisabled />
    </div>
  ),
};
