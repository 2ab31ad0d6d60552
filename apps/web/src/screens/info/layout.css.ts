/** Page layout only: legal and support texts read in a column of comfortable line length. */
import { style } from '@vanilla-extract/css';

export const readingColumn = style({ width: '100%', maxWidth: '72ch', marginInline: 'auto' });
