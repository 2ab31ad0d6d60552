import { clsx } from 'clsx';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { Text } from '../Text/Text';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  tone?: keyof typeof styles.tone;
  /** Announced to assistive technology; defaults to "Loading…" in the current language. */
  label?: string;
  /** Decorative spinners (inside a pending button) hide from assistive technology. */
  decorative?: boolean;
}

export function Spinner({ size = 'standard', tone = 'current', label, decorative }: SpinnerProps) {
  const t = useUiText();
  return (
    <span
      className={clsx(styles.spinner, styles.size[size], styles.tone[tone])}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'progressbar', 'aria-label': label ?? t(commonTexts.loading) })}
    />
  );
}

export interface FullScreenLoaderProps {
  label?: string;
}

/** Covers the viewport while the app starts or a whole screen loads. */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  const t = useUiText();
  const text = label ?? t(commonTexts.loading);
  return (
    <div className={styles.fullScreen} role="status" aria-live="polite">
      <Spinner size="large" tone="brand" decorative />
      <Text tone="muted">{text}</Text>
    </div>
  );
}
