import type { Meta, StoryObj } from '@storybook/react-vite';
import { LifeBuoy, LogOut, Newspaper, Search, Settings } from 'lucide-react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Badge } from '../Badge/Badge';
import { Logo } from '../Logo/Logo';
import { MenuItem, MenuSeparator } from '../Menu/Menu';
import { TopBar } from '../TopBar/TopBar';
import { AccountMenu } from './AccountMenu';

const accountItems = (
  <>
    <MenuItem id="settings" icon={<Settings size={18} aria-hidden />}>
      Settings
    </MenuItem>
    <MenuItem
      id="news"
      icon={<Newspaper size={18} aria-hidden />}
      textValue="News"
      badge={<Badge tone="brand" size="small" count={2} label="2 unread news" />}
      badgeLabel="2 unread news"
    >
      News
    </MenuItem>
    <MenuItem id="search" icon={<Search size={18} aria-hidden />}>
      Search by name
    </MenuItem>
    <MenuItem id="support" icon={<LifeBuoy size={18} aria-hidden />}>
      Help and support
    </MenuItem>
    <MenuSeparator />
    <MenuItem id="logout" icon={<LogOut size={18} aria-hidden />}>
      Log out
    </MenuItem>
  </>
);

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: {
    name: 'Lena',
    picture: portrait(3),
    count: 2,
    countLabel: '2 unread news',
    children: accountItems,
    onAction: fn(),
  },
  render: (args) => (
    <div style={{ minHeight: 380 }}>
      <TopBar logo={<Logo href="/" />} elevated actions={<AccountMenu {...args} />} />
    </div>
  ),
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const lastAction = (onAction: unknown) => (onAction as Mock).mock.lastCall?.[0];

/** The picture says what is new; pressing it opens the account's menu. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Your account, 2 unread news' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Settings/ }));
    await expect(lastAction(args.onAction)).toBe('settings');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(
      within(menu).getByRole('menuitem', { name: /^News\W+2 unread news$/ }),
    ).toBeVisible();
  },
};

/** Nothing new: the picture alone, and the button's name without a count. */
export const NoCount: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Your account' })).toBeVisible();
  },
};

/** No picture yet: the placeholder. */
export const NoPicture: Story = { args: { picture: null, count: 0 } };

/** Tab reaches the button, Enter opens the menu on its first item, Enter chooses it. */
export const ByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Your account/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /^Settings/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastAction(args.onAction)).toBe('news');
  },
};

/** On a phone, beside the logo. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
};
