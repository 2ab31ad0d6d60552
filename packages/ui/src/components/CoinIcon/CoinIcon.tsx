import { vars } from '@amora/tokens';

/**
 * The gold coin of the product's currency, drawn inline at `size` (16 px by default).
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** Hidden (`aria-hidden`): the amount next to it must say "coins" in words, as
 *   `PriceTag` does.
 * - **Do:** Put it next to a number whose text names the currency for screen readers.
 * - **Don't:** Use it alone as the label of a control.
 */
export function CoinIcon({ size = 16 }: { size?: number | string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <circle cx="12" cy="12" r="11" fill={vars.color.coin} />
      <circle
        cx="12"
        cy="12"
        r="8"
        fill="none"
        stroke={vars.color.onCoin}
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path
        d="M12 16.6s-4.6-2.7-4.6-5.7a2.5 2.5 0 0 1 4.6-1.4 2.5 2.5 0 0 1 4.6 1.4c0 3-4.6 5.7-4.6 5.7z"
        fill={vars.color.onCoin}
      />
    </svg>
  );
}
