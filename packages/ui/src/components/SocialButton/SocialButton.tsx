import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { AppleMark } from '../Footer/StoreMarks';
import * as styles from './SocialButton.css';

export const socialProviders = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** Google's four-colour "G" (the provider's own brand colours, not theme tokens). */
function GoogleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="#4285f4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5c-.3 1.5-1.1 2.7-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34a853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1C3.3 21.4 7.4 24 12 24Z"
      />
      <path
        fill="#fbbc05"
        d="M5.3 14.3c-.2-.7-.4-1.5-.4-2.3s.1-1.6.4-2.3V6.6h-4C.5 8.2 0 10.1 0 12s.5 3.8 1.3 5.4l4-3.1Z"
      />
      <path
        fill="#ea4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4C18 1.2 15.2 0 12 0 7.4 0 3.3 2.6 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

/** Facebook's "f" in its blue disc. */
function FacebookMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path
        fill="#ffffff"
        d="M16.7 15.5 17.2 12h-3.4V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3v8.4c1.2.2 2.5.2 3.8 0v-8.4h2.9Z"
      />
    </svg>
  );
}

const marks: Record<SocialProvider, () => ReactNode> = {
  google: GoogleMark,
  facebook: FacebookMark,
  apple: () => <AppleMark className={styles.mark} />,
};

export interface SocialButtonProps extends Omit<ButtonProps, 'variant' | 'icon'> {
  provider: SocialProvider;
  /** The visible label, e.g. "Continue with Google" (translated by the app). */
  children: ReactNode;
}

/**
 * Sign-up and sign-in with Google, Facebook or Apple: an outline button with the provider's mark,
 * full width by default so a stack of them lines up.
 *
 * - **Keyboard:** Tab focuses it; Enter and Space press it.
 * - **Screen reader:** A button named by its text ("Continue with Google"); the mark is hidden.
 * - **Do:** Keep the providers in the same order everywhere.
 * - **Don't:** Recolour the marks: they are the providers' own.
 */
export function SocialButton({ provider, fullWidth = true, ...props }: SocialButtonProps) {
  const Mark = marks[provider];
  return <Button {...props} variant="outline" fullWidth={fullWidth} icon={<Mark />} />;
}
