import { vars } from '@amora/tokens';
import { style } from '@vanilla-extract/css';

/** The brand's red-to-navy panel behind member photos (auth frame, mobile register page). */
export const brandBackground = style({
  background: `linear-gradient(150deg, ${vars.color.brand} 0%, #5c0f1e 55%, #07203f 100%)`,
});

export const collage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const collageCard = style({
  position: 'absolute',
  width: '34%',
  maxWidth: 220,
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  border: '4px solid rgba(255, 255, 255, 0.9)',
  boxShadow: '0 24px 48px rgba(0, 0, 0, 0.35)',
  selectors: {
    '&:nth-child(1)': { transform: 'translateX(-62%) rotate(-9deg)' },
    '&:nth-child(2)': {
      transform: 'translateY(-8%) rotate(2deg)',
      zIndex: 1,
      width: '38%',
      maxWidth: 250,
    },
    '&:nth-child(3)': { transform: 'translateX(62%) rotate(10deg)' },
  },
});
