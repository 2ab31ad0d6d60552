import { vars } from '@amora/tokens';
import type { ReactNode } from 'react';

const ink = vars.color.onCoin;
const stroke = { stroke: ink, strokeWidth: 3.5, strokeLinecap: 'round', fill: 'none' } as const;
const heart = 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 11c0 5.5-7 10-7 10z';

function Face({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" width="1em" height="1em" aria-hidden focusable="false">
      <circle cx="32" cy="33" r="27" fill={vars.color.coin} />
      <circle cx="16" cy="40" r="4.5" fill={vars.color.brand} opacity="0.28" />
      <circle cx="48" cy="40" r="4.5" fill={vars.color.brand} opacity="0.28" />
      {children}
    </svg>
  );
}

/** The wink illustration: one eye open, one closed, a wide smile. */
export function WinkFace() {
  return (
    <Face>
      <ellipse cx="22" cy="28" rx="3.5" ry="5" fill={ink} />
      <path d="M36 29q6-6 12 0" {...stroke} />
      <path d="M21 41q11 11 22 0" {...stroke} />
    </Face>
  );
}

/** The kiss illustration: closed eyes, pursed lips and a heart flying off. */
export function KissFace() {
  return (
    <Face>
      <path d="M16 28q5 4 10 0M38 28q5 4 10 0" {...stroke} />
      <path d="M30 39q5 2 0 4.5q5 2.5 0 5" {...stroke} strokeWidth={3} />
      <path d={heart} fill={vars.color.brand} transform="translate(40 -2) scale(1.05)" />
    </Face>
  );
}
