import { palette as p } from './palette';
import type { ThemeTokens } from './tokenType';

export const dark: ThemeTokens = {
  name: 'dark',
  color: {
    background: p.navy900,
    surface: p.navy700,
    surfaceRaised: p.navy800,
    surfaceSunken: '#050d18',
    overlay: 'rgba(0, 0, 0, 0.66)',
    scrim: 'linear-gradient(180deg, rgba(0, 0, 0, 0) 40%, rgba(0, 0, 0, 0.9) 100%)',

    text: '#f4f1f2',
    textMuted: '#b3bccb',
    textOnMedia: p.grey0,
    border: p.navy850,
    borderStrong: '#6e7f9c',
    focusRing: '#9cc3ff',

    brand: p.red500,
    brandHover: '#c42a2a',
    brandPressed: p.red600,
    onBrand: p.grey0,
    brandSoft: '#3a1216',
    brandText: p.red300,

    secondary: p.navy100,
    secondaryHover: p.navy50,
    onSecondary: p.navy500,
    secondarySoft: p.navy850,
    secondaryText: p.navy100,

    success: p.green300,
    onSuccess: p.green900,
    successSoft: '#11301c',
    successText: p.green300,
    critical: p.red300,
    onCritical: p.red900,
    criticalSoft: '#3a1216',
    criticalText: p.red300,
    warning: p.amber300,
    onWarning: p.amber900,
    warningSoft: '#33270a',
    warningText: p.amber300,
    info: p.blue300,
    onInfo: p.blue900,
    infoSoft: '#10243d',
    infoText: p.blue300,

    coin: p.gold300,
    onCoin: p.gold900,
    coinSoft: '#2e260c',
    coinText: p.gold300,

    online: '#3ddc6f',
    like: p.green300,
    nope: p.red300,
  },
  elevation: {
    none: 'none',
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 14px rgba(0, 0, 0, 0.45)',
    large: '0 18px 44px rgba(0, 0, 0, 0.55)',
  },
};
