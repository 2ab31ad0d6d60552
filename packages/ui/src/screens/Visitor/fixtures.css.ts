import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** Layout only: the message card is as wide as a dialog. */
export const messageCard = style({ width: '100%', maxWidth: vars.size.dialogMaxWidth });
