import { palette as p } from './palette';
import type { ThemeTokens } from './tokenType';

export const light: ThemeTokens = {
  name: 'light',
  color: {
    background: p.grey50,
    surface: p.grey0,
    surfaceRaised: p.grey0,
    surfaceSunken: p.grey100,
    overlay: 'rgba(7, 17, 31, 0.56)',
    scrim: 'linear-gradient(180deg, rgba(7, 17, 31, 0) 40%, rgba(7, 17, 31, 0.88) 100%)',

    text: p.grey900,
    textMuted: p.grey600,
    textOnMedia: p.grey0,
    border: p.grey200,
    borderStrong: p.grey500,
    focusRing: p.navy500,

    brand: p.red500,
    brandHover: p.red600,
    brandPressed: p.red700,
    onBrand: p.grey0,
    brandSoft: p.red50,
    brandText: p.red500,

    secondary: p.navy500,
    secondaryHover: p.navy800,
    onSecondary: p.grey0,
    secondarySoft: p.navy50,
    secondaryText: p.navy500,

    success: p.green600,
    onSuccess: p.grey0,
    successSoft: p.green100,
    successText: p.green600,
    critical: p.red500,
    onCritical: p.grey0,
    criticalSoft: p.red50,
    criticalText: p.red600,
    warning: p.amber300,
    onWarning: p.amber900,
    warningSoft: p.amber100,
    warningText: p.amber700,
    info: p.blue600,
    onInfo: p.grey0,
    infoSoft: p.blue100,
    infoText: p.blue600,

    coin: p.gold400,
    onCoin: p.gold900,
    coinSoft: '#fff6d9',
    coinText: p.gold700,

    online: '#22a447',
    like: p.green600,
    nope: p.red500,
  },
  elevation: {
    none: 'none',
    small: '0 1px 2px rgba(27, 23, 25, 0.08), 0 1px 3px rgba(27, 23, 25, 0.06)',
    medium: '0 4px 12px rgba(27, 23, 25, 0.10), 0 2px 4px rgba(27, 23, 25, 0.06)',
    large: '0 16px 40px rgba(7, 17, 31, 0.18), 0 4px 12px rgba(7, 17, 31, 0.08)',
  },
};
