import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, BellOff, Flag, Star, Trash2 } from 'lucide-react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Avatar } from '../Avatar/Avatar';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { ActionMenu, MenuItem, MenuSeparator } from './Menu';

const chatActions = (
  <>
    <MenuItem id="favorite" icon={<Star size={18} aria-hidden />}>
      Add to favourites
    </MenuItem>
    <MenuItem id="mute" icon={<BellOff size={18} aria-hidden />}>
      Mute notifications
    </MenuItem>
    <MenuSeparator />
    <MenuItem id="report" icon={<Flag size={18} aria-hidden />}>
      Report
    </MenuItem>
    <MenuItem id="block" icon={<Ban size={18} aria-hidden />} isDestructive>
      Block
    </MenuItem>
    <MenuItem id="delete" icon={<Trash2 size={18} aria-hidden />} isDestructive>
      Delete chat
    </MenuItem>
  </>
);

const meta = {
  title: 'Primitives/Menu',
  component: ActionMenu,
  args: { children: chatActions, onAction: fn() },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 420, minHeight: 320 }}>
      <ActionMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The key of the last chosen action. */
const lastAction = (onAction: unknown) => (onAction as Mock).mock.lastCall?.[0];

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    const menu = await body.findByRole('menu', { name: 'More options' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    await expect(lastAction(args.onAction)).toBe('report');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('menuitem', { name: 'Delete chat' })).toHaveAttribute(
      'data-destructive',
      'true',
    );
  },
};

/** Enter opens the menu on its first item, arrows move, Escape closes and focus returns. */
export const KeyboardOpenAndClose: Story = {
  parameters: { visual: { skip: 'same end state as FocusVisible' } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More options' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Add to favourites' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Mute notifications' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Focus goes back to the trigger once the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Keyboard choice: End goes to the last item, Enter runs it. */
export const ChooseByKeyboard: Story = {
  parameters: { visual: { skip: 'same end state as FocusVisible' } },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(lastAction(args.onAction)).toBe('delete');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More options' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const DisabledItem: Story = {
  args: { defaultOpen: true, disabledKeys: ['mute'] },
  play: async ({ args }) => {
    const item = await body.findByRole('menuitem', { name: 'Mute notifications' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DisabledTrigger: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More options' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <MenuItem id="report" icon={<Flag size={18} aria-hidden />}>
          Report this member for inappropriate behaviour or a fake profile
        </MenuItem>
        <MenuItem id="block" icon={<Ban size={18} aria-hidden />} isDestructive>
          Block this member and hide all of their messages
        </MenuItem>
      </>
    ),
  },
};

/** In a chat header on a phone, next to the partner's name. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Inline space="small" align="between" alignY="center">
      <Inline space="small" alignY="center">
        <Avatar src={portrait(3)} name="Lena" size="small" decorative />
        <Text weight="strong">Lena, 27</Text>
      </Inline>
      <ActionMenu {...args} />
    </Inline>
  ),
};
