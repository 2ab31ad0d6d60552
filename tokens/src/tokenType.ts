/** The shape of one theme. Every theme fills it; the vanilla-extract contract is derived from it. */
export interface ColorTokens {
  /** Page background behind everything. */
  background: string;
  /** Cards, dialogs, inputs. */
  surface: string;
  /** A surface lifted above `surface` (menus, popovers, toasts). */
  surfaceRaised: string;
  /** Wells and tracks sunk below `surface`. */
  surfaceSunken: string;
  /** Dimming layer behind modal dialogs. */
  overlay: string;
  /** Scrim over photos so text on them stays legible. */
  scrim: string;

  text: string;
  textMuted: string;
  /** Text drawn on a photo scrim or on `secondary`. */
  textOnMedia: string;
  border: string;
  /** Borders of form controls: at least 3:1 against surface. */
  borderStrong: string;
  focusRing: string;

  brand: string;
  brandHover: string;
  brandPressed: string;
  onBrand: string;
  brandSoft: string;
  /** Brand-coloured text on `surface` and `background`. */
  brandText: string;

  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  secondarySoft: string;
  secondaryText: string;

  success: string;
  onSuccess: string;
  successSoft: string;
  successText: string;
  critical: string;
  onCritical: string;
  criticalSoft: string;
  criticalText: string;
  warning: string;
  onWarning: string;
  warningSoft: string;
  warningText: string;
  info: string;
  onInfo: string;
  infoSoft: string;
  infoText: string;

  /** Coin gold: balances, prices, rewards. */
  coin: string;
  onCoin: string;
  coinSoft: string;
  coinText: string;

  online: string;
  like: string;
  nope: string;
}

export interface ThemeTokens {
  name: 'light' | 'dark';
  color: ColorTokens;
  elevation: {
    none: string;
    small: string;
    medium: string;
    large: string;
  };
}
