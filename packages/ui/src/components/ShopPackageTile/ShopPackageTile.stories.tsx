import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { ShopPackageList, ShopPackageTile, type ShopPackageTileProps } from './ShopPackageTile';

const packages: ShopPackageTileProps[] = [
  { value: 'starter', coins: 100, price: 4.99, badges: ['starter'] },
  { value: 'p250', coins: 250, price: 9.99 },
  { value: 'p600', coins: 600, price: 19.99, badges: ['popular'] },
  { value: 'p1400', coins: 1400, price: 39.99, originalPrice: 49.99, badges: ['bestPrice'] },
  { value: 'p3000', coins: 3000, price: 79.99, badges: ['recommended'] },
  { value: 'swipes', coins: 50, price: 2.99, badges: ['consumable'] },
];

const tiles = (overrides: Partial<Record<string, Partial<ShopPackageTileProps>>> = {}) =>
  packages.map((item) => <ShopPackageTile key={item.value} {...item} {...overrides[item.value]} />);

const meta = {
  title: 'Shop/ShopPackageTile',
  component: ShopPackageList,
  args: { label: 'Choose a coin package', children: tiles(), onChange: fn() },
} satisfies Meta<typeof ShopPackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Choose a coin package' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(packages.length);
    await expect(canvas.getByRole('radio', { name: /600 coins.*€19\.99/ })).toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'p600' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /600 coins/ })).toBeChecked();
  },
};

/** Arrow keys move the choice like in any radio group; the shop hears each change. */
export const ChooseByKeyboard: Story = {
  args: { defaultValue: 'p250' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const current = canvas.getByRole('radio', { name: /250 coins/ });
    await expect(current).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const next = canvas.getByRole('radio', { name: /600 coins/ });
    await expect(next).toBeChecked();
    await expect(next).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('p600');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('p1400');
  },
};

export const ChooseByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('3,000'));
    await expect(canvas.getByRole('radio', { name: /3,000 coins/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('p3000');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'p600' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const radio = canvas.getByRole('radio', { name: /600 coins/ });
    await expect(radio.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** A package sold out on this platform: skipped by the arrow keys, not clickable. */
export const DisabledPackage: Story = {
  args: { defaultValue: 'p250', children: tiles({ p600: { isDisabled: true } }) },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /1,400 coins/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('p1400');
  },
};

/** The whole list while a purchase is under way. */
export const Disabled: Story = {
  args: { defaultValue: 'p600', isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('250'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Popular: Story = {
  args: {
    children: [
      <ShopPackageTile key="a" value="a" coins={600} price={19.99} badges={['popular']} />,
      <ShopPackageTile key="b" value="b" coins={3000} price={79.99} badges={['recommended']} />,
      <ShopPackageTile key="c" value="c" coins={250} price={9.99} />,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Popular')).toBeVisible();
    await expect(canvas.getByText('Recommended')).toBeVisible();
  },
};

export const Discounted: Story = {
  args: {
    children: [
      <ShopPackageTile
        key="a"
        value="a"
        coins={1400}
        price={39.99}
        originalPrice={49.99}
        badges={['bestPrice']}
      />,
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: /1,400 coins.*€39\.99 instead of €49\.99/ }),
    ).toBeInTheDocument();
  },
};

export const LongTexts: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Wähle das Coin-Paket, das am besten zu deinem Flirt-Tempo passt',
    description: 'Alle Preise inklusive Mehrwertsteuer. Coins verfallen nicht.',
    defaultValue: 'big',
    children: [
      <ShopPackageTile
        key="a"
        value="big"
        coins={125000}
        price={999.99}
        originalPrice={1299.99}
        badges={['recommended', 'bestPrice', 'starter']}
      />,
      <ShopPackageTile
        key="b"
        value="b"
        coins={9}
        price={0.99}
        badges={['consumable', 'popular']}
      />,
    ],
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'p600' },
  globals: { viewport: { value: 'mobile' } },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="xlarge">
      <ShopPackageList {...args} label="Unselected, popular, best price" />
      <ShopPackageList {...args} label="Selected, disabled package" defaultValue="p600">
        {tiles({ p1400: { isDisabled: true } })}
      </ShopPackageList>
      <ShopPackageList {...args} label="Whole list disabled" defaultValue="p250" isDisabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const groups = within(canvasElement).getAllByRole('radiogroup');
    await expect(groups).toHaveLength(3);
  },
};
