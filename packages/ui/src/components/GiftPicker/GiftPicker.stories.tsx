import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePresents } from '../../fixtures/presents';
import { GiftPicker } from './GiftPicker';

const meta = {
  title: 'Chat/GiftPicker',
  component: GiftPicker,
  args: { gifts: samplePresents, onSend: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('listbox', { name: 'Choose a gift' });
    await expect(within(list).getAllByRole('option')).toHaveLength(samplePresents.length);
    // Nothing is sent before a present is chosen.
    await expect(canvas.getByRole('button', { name: 'Send gift' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A press chooses a present; the button names it and its price, and sends it. */
export const ChooseAndSend: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: /Teddy bear/ }));
    await expect(canvas.getByRole('option', { name: /Teddy bear/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const send = canvas.getByRole('button', { name: 'Send Teddy bear 30 coins' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith(samplePresents[3]);
  },
};

/** Arrow keys move through the grid and choose as they go. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: /Red rose/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('option', { name: /Heart/ })).toHaveFocus();
    await expect(canvas.getByRole('option', { name: /Heart/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Heart 15 coins' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith(samplePresents[1]);
  },
};

export const FocusVisible: Story = {
  args: { defaultSelectedId: 'chocolate' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const option = canvas.getByRole('option', { name: /Chocolates/ });
    await expect(option).toHaveFocus();
    await expect(option).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Selected: Story = {
  args: { defaultSelectedId: 'ring' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Diamond ring 100 coins' })).toBeEnabled();
  },
};

/** A free gift left: every present costs nothing, and the count is shown. */
export const FreeGifts: Story = {
  args: { freeGifts: 2, defaultSelectedId: 'rose' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 free gifts left')).toBeVisible();
    await expect(canvas.getByRole('option', { name: /Red rose Free/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Red rose' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { defaultSelectedId: 'teddy', isPending: true },
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: /Send Teddy bear/ });
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedId: 'heart' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: /Teddy bear/ }));
    await expect(canvas.getByRole('option', { name: /Teddy bear/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(canvas.getByRole('button', { name: /Send Heart/ })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A picture that cannot be loaded, or none: a gift box stands in. */
export const MissingPicture: Story = {
  args: {
    gifts: [
      { id: 'broken', name: 'Surprise', image: 'data:image/png;base64,broken', price: 25 },
      { id: 'none', name: 'Mystery box', image: null, price: 50 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { gifts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no gifts right now.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    label: 'Wähle ein Geschenk für Alexandra-Josephine',
    defaultSelectedId: 'long',
    gifts: [
      {
        id: 'long',
        name: 'Ein riesiger Strauß roter Rosen mit Schleife und Karte',
        image: samplePresents[0]?.image,
        price: 250,
      },
      ...samplePresents.slice(1, 4),
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('listbox', { name: 'Wähle ein Geschenk für Alexandra-Josephine' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultSelectedId: 'rose' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: /Champagne/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Champagne 40 coins' }));
    await expect(args.onSend).toHaveBeenCalledWith(samplePresents[4]);
  },
};
