import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** Page layout only: a message card is as wide as a dialog. */
export const messageCard = style({ width: '100%', maxWidth: vars.size.dialogMaxWidth });

/** A message page fills the window, so a short card does not leave a bare strip below. */
export const page = style({ minHeight: '100vh' });
