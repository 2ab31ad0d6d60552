import type { ThemeName } from '@amora/tokens';
import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { Switch } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import * as styles from './ThemeToggle.css';

const texts = defineTexts('ThemeToggle', {
  darkMode: {
    de: 'Dunkler Modus',
    en: 'Dark mode',
    fr: 'Mode sombre',
    it: 'Modalità scura',
    pl: 'Tryb ciemny',
    nl: 'Donkere modus',
    da: 'Mørk tilstand',
    sv: 'Mörkt läge',
  },
});

export interface ThemeToggleProps {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
  /** Hide the "Dark mode" caption (it is still the switch's accessible name), e.g. in a top bar. */
  hideLabel?: boolean;
  isDisabled?: boolean;
  UNSAFE_className?: string;
}

/**
 * A switch between the light and the dark theme: on means dark. It reports the choice; the app
 * passes it to `ThemeProvider`.
 *
 * - **Keyboard:** Tab focuses it; Space toggles it.
 * - **Screen reader:** A switch named "Dark mode" (also with `hideLabel`), read as on or off.
 * - **Do:** Remember the choice across visits.
 * - **Don't:** Label it by the icon alone.
 */
export function ThemeToggle({
  value,
  onChange,
  hideLabel,
  isDisabled,
  UNSAFE_className,
}: ThemeToggleProps) {
  const t = useUiText();
  const isDark = value === 'dark';
  return (
    <Switch
      isSelected={isDark}
      onChange={(selected) => onChange(selected ? 'dark' : 'light')}
      isDisabled={isDisabled}
      className={clsx(styles.toggle, UNSAFE_className)}
    >
      <span className={styles.track} aria-hidden>
        <span className={styles.trackIcon}>
          <Sun size={14} strokeWidth={2.5} />
        </span>
        <span className={styles.trackIcon}>
          <Moon size={14} strokeWidth={2.5} />
        </span>
        <span className={styles.thumb}>
          {isDark ? <Moon size={16} strokeWidth={2.5} /> : <Sun size={16} strokeWidth={2.5} />}
        </span>
      </span>
      <span className={hideLabel ? visuallyHidden : undefined}>{t(texts.darkMode)}</span>
    </Switch>
  );
}
