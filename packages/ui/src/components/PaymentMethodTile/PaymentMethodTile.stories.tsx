import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  type PaymentMethod,
  PaymentMethodList,
  PaymentMethodTile,
  type PaymentMethodTileProps,
} from './PaymentMethodTile';

const methods: PaymentMethodTileProps[] = [
  { value: 'card', method: 'creditCard', name: 'Credit card', note: 'Visa, Mastercard, Amex' },
  { value: 'paypal', method: 'payPal', name: 'PayPal' },
  {
    value: 'klarna',
    method: 'klarna',
    name: 'Klarna',
    note: 'Pay now, pay later or in instalments',
  },
  { value: 'apple', method: 'applePay', name: 'Apple Pay' },
  { value: 'google', method: 'googlePay', name: 'Google Pay' },
  { value: 'giropay', method: 'giropay', name: 'Giropay' },
  { value: 'paysafecard', method: 'paysafecard', name: 'Paysafecard' },
  {
    value: 'bank',
    method: 'bankTransfer',
    name: 'Bank transfer',
    note: 'Credits after 1–2 bank days',
  },
];

const tiles = (overrides: Partial<Record<PaymentMethod, Partial<PaymentMethodTileProps>>> = {}) =>
  methods.map((item) => (
    <PaymentMethodTile key={item.value} {...item} {...overrides[item.method]} />
  ));

const meta = {
  title: 'Shop/PaymentMethodTile',
  component: PaymentMethodList,
  args: { label: 'Choose a payment method', children: tiles(), onChange: fn() },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(methods.length);
    await expect(
      canvas.getByRole('radio', { name: 'Bank transfer Credits after 1–2 bank days' }),
    ).toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'paypal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  },
};

export const ChooseByKeyboard: Story = {
  args: { defaultValue: 'card' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Credit card/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

export const ChooseByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Bank transfer'));
    await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('bank');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'klarna' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const radio = canvas.getByRole('radio', { name: /Klarna/ });
    await expect(radio.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Apple Pay outside Safari: shown but not choosable. */
export const DisabledMethod: Story = {
  args: {
    defaultValue: 'klarna',
    children: tiles({ applePay: { isDisabled: true, note: 'Only in Safari' } }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Apple Pay'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { defaultValue: 'card', isDisabled: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a payment method.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose a payment method.')).toBeVisible();
  },
};

export const LongTexts: Story = {
  args: {
    label: 'Wie möchtest du bezahlen? Wähle die Zahlungsart, die dir am liebsten ist',
    description: 'Der Preis pro Nachricht hängt von der Zahlungsart ab.',
    defaultValue: 'bank',
    children: [
      <PaymentMethodTile
        key="bank"
        value="bank"
        method="bankTransfer"
        name="Überweisung (SEPA-Banküberweisung aus allen Ländern des Euroraums)"
        note="Die Coins werden nach 1–2 Bankarbeitstagen gutgeschrieben, sobald die Zahlung eingegangen ist"
      />,
      <PaymentMethodTile
        key="klarna"
        value="klarna"
        method="klarna"
        name="Klarna – Sofort bezahlen, später bezahlen oder Ratenkauf"
      />,
    ],
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'card' },
  globals: { viewport: { value: 'mobile' } },
};
