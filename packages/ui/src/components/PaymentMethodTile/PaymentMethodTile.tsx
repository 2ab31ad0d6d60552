import { clsx } from 'clsx';
import { Apple, CreditCard, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { Description, FieldError, type FieldTextProps, Label } from '../private/Field/Field';
import { SelectionMark } from '../private/SelectionMark/SelectionMark';
import * as styles from './PaymentMethodTile.css';

/** The payment methods the product names. */
export const paymentMethods = [
  'creditCard',
  'payPal',
  'klarna',
  'applePay',
  'googlePay',
  'giropay',
  'paysafecard',
  'bankTransfer',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Generic marks drawn from the tokens: recognisable by shape and name, not trademark artwork. */
function PaymentMark({ method }: { method: PaymentMethod }) {
  const content: Record<PaymentMethod, ReactNode> = {
    creditCard: <CreditCard size={20} strokeWidth={2.25} />,
    payPal: <span className={styles.wordmarkItalic}>PayPal</span>,
    klarna: <span className={styles.wordmark}>Klarna.</span>,
    applePay: (
      <>
        <Apple size={14} strokeWidth={2.5} />
        <span className={styles.wordmark}>Pay</span>
      </>
    ),
    googlePay: (
      <>
        <span className={styles.googleG}>G</span>
        <span className={styles.wordmark}>Pay</span>
      </>
    ),
    giropay: <span className={styles.wordmark}>giro</span>,
    paysafecard: <span className={styles.wordmark}>paysafe</span>,
    bankTransfer: <Landmark size={20} strokeWidth={2.25} />,
  };
  return (
    <span className={styles.mark[method]} aria-hidden>
      {content[method]}
    </span>
  );
}

export interface PaymentMethodTileProps {
  /** The method's id, the value the list reports when it is chosen. */
  value: string;
  /** Which mark to draw. */
  method: PaymentMethod;
  /** The visible name ("PayPal", "Bank transfer"). */
  name: ReactNode;
  /** A hint under the name, e.g. "Credits after 1–2 bank days" for a bank transfer. */
  note?: ReactNode;
  isDisabled?: boolean;
  UNSAFE_className?: string;
}

/** One payment method: a radio inside `PaymentMethodList`, with its mark, name and an optional note. */
export function PaymentMethodTile({
  value,
  method,
  name,
  note,
  isDisabled,
  UNSAFE_className,
}: PaymentMethodTileProps) {
  return (
    <Radio value={value} isDisabled={isDisabled} className={clsx(styles.tile, UNSAFE_className)}>
      <PaymentMark method={method} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {note && <span className={styles.note}>{note}</span>}
      </span>
      <SelectionMark className={styles.indicator} />
    </Radio>
  );
}

export interface PaymentMethodListProps
  extends Omit<RadioGroupProps, 'className' | 'style' | 'children' | 'orientation'>,
    FieldTextProps {
  /** The visible label of the group ("Choose a payment method"). */
  label: ReactNode;
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * The payment methods as one radio group, each a `PaymentMethodTile` with its mark, name and an
 * optional note: arrow keys move the choice.
 *
 * - **Keyboard:** Tab enters the group on the chosen method; the arrow keys move the choice.
 * - **Screen reader:** A radio group named by its label; each tile is a radio read by its name and
 *   note.
 * - **Do:** Preselect the method the member used last.
 * - **Don't:** Hide a method's fee in its mark: put it in the note.
 */
export function PaymentMethodList({
  label,
  description,
  errorMessage,
  children,
  UNSAFE_className,
  ...props
}: PaymentMethodListProps) {
  return (
    <RadioGroup {...props} className={clsx(styles.list, UNSAFE_className)}>
      <Label>{label}</Label>
      {description && <Description>{description}</Description>}
      <div className={styles.grid}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
