import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { Popover, PopoverTrigger } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    title: 'Free coins',
    children: (
      <Text size="small" tone="muted">
        You get 3 free coins every day. They are spent before the coins you bought.
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ paddingTop: 8, paddingInline: 120, minHeight: 200 }}>
      <PopoverTrigger>
        <IconButton label="About free coins" variant="soft" size="small">
          <Info size={18} aria-hidden />
        </IconButton>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens by keyboard with the info in a labelled dialog; Escape closes it and focus returns. */
export const Default: Story = {
  parameters: { visual: { skip: 'same end state as FocusVisible' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About free coins' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Free coins' });
    await expect(dialog).toHaveTextContent('3 free coins every day');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to the trigger once the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Free coins' })).toBeVisible();
  },
};

export const Above: Story = {
  args: { defaultOpen: true, placement: 'top' },
  render: (args) => (
    <div style={{ paddingTop: 160, paddingInline: 120 }}>
      <PopoverTrigger>
        <Button variant="outline" size="small">
          What is a wink?
        </Button>
        <Popover {...args} title="Winks">
          <Text size="small" tone="muted">
            A wink tells a member you like them, without writing a message.
          </Text>
        </Popover>
      </PopoverTrigger>
    </div>
  ),
};

export const WithoutArrowOrTitle: Story = {
  args: { defaultOpen: true, showArrow: false, title: undefined, 'aria-label': 'Free coins' },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Why is the price per message different depending on how I pay for my coins?',
    children: (
      <Text size="small" tone="muted">
        The service is a virtual flirting chat with fictional profiles and no personal meetings. The
        price per message depends on the payment method, because every provider charges its own
        fees.
      </Text>
    ),
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About free coins' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Inline space="small" align="end">
      <PopoverTrigger>
        <IconButton label="About free coins" variant="soft" size="small">
          <Info size={18} aria-hidden />
        </IconButton>
        <Popover {...args} />
      </PopoverTrigger>
    </Inline>
  ),
};
