import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins, Gift, Rocket, TicketPercent } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const sections = [
  { id: 'coins', label: 'Coins', icon: <Coins size={18} aria-hidden />, text: 'Coin packages' },
  { id: 'booster', label: 'Booster', icon: <Rocket size={18} aria-hidden />, text: 'Boosters' },
  { id: 'daily', label: 'Daily reward', icon: <Gift size={18} aria-hidden />, text: 'Rewards' },
  {
    id: 'bonus',
    label: 'Bonus code',
    icon: <TicketPercent size={18} aria-hidden />,
    text: 'Redeem a code',
  },
];

type ShopTabsProps = React.ComponentProps<typeof Tabs> & {
  withIcons?: boolean;
  labels?: string[];
};

/** The coin shop's sections. */
function ShopTabs({ withIcons = true, labels, ...props }: ShopTabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Shop sections">
        {sections.map((section, index) => (
          <Tab key={section.id} id={section.id} icon={withIcons ? section.icon : undefined}>
            {labels?.[index] ?? section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          <Text tone="muted">{section.text}</Text>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { children: null, onSelectionChange: fn() },
  render: (args) => <ShopTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Coins' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Daily reward' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('daily');
    await expect(canvas.getByRole('tabpanel', { name: 'Daily reward' })).toHaveTextContent(
      'Rewards',
    );
  },
};

/** Arrow keys move the selection and wrap; Home and End jump to the first and last tab. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Coins' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Booster' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Bonus code' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Coins' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Bonus code' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Coins' })).toHaveFocus();
    // Tab leaves the row for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  args: { defaultSelectedKey: 'booster' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Booster' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

/** A disabled tab cannot be chosen and the arrow keys pass over it. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['booster'] },
  play: async ({ canvas }) => {
    const booster = canvas.getByRole('tab', { name: 'Booster' });
    await expect(booster).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(booster);
    await expect(booster).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Daily reward' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const WithoutIcons: Story = {
  render: (args) => <ShopTabs {...args} withIcons={false} />,
};

export const LongText: Story = {
  render: (args) => (
    <ShopTabs
      {...args}
      labels={[
        'Coin packages with bonus coins',
        'Boosters for more visibility',
        'Your daily reward streak',
        'Redeem a bonus code',
      ]}
    />
  ),
};

/** On a phone the row scrolls sideways; the selected tab is scrolled into view. */
export const Mobile: Story = {
  args: { defaultSelectedKey: 'bonus' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    const bonus = canvas.getByRole('tab', { name: 'Bonus code' });
    await expect(bonus).toHaveFocus();
    const listBox = list.getBoundingClientRect();
    const tabBox = bonus.getBoundingClientRect();
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
  },
};
