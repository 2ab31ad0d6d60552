import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

export const parts = style({
  display: 'grid',
  // The month names are the longest; the day needs the least room.
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.7fr) minmax(0, 1.25fr)',
  gap: vars.space.small,
});

export const part = style({ minWidth: 0 });
