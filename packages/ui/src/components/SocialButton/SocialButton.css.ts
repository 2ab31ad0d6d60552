import { style } from '@vanilla-extract/css';

export const mark = style({ flexShrink: 0, width: '20px', height: '20px' });
