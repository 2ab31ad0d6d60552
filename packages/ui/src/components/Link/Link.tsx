import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export const linkTones = ['brand', 'secondary', 'neutral', 'inherit'] as const;
export const linkSizes = ['inherit', 'small', 'standard'] as const;

const texts = defineTexts('Link', {
  opensInNewTab: {
    de: '(öffnet in einem neuen Tab)',
    en: '(opens in a new tab)',
    fr: '(s’ouvre dans un nouvel onglet)',
    it: '(si apre in una nuova scheda)',
    pl: '(otwiera się w nowej karcie)',
    nl: '(opent in een nieuw tabblad)',
    da: '(åbner i en ny fane)',
    sv: '(öppnas i en ny flik)',
  },
});

export interface LinkProps
  extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'> {
  children: ReactNode;
  variant?: (typeof linkVariants)[number];
  tone?: (typeof linkTones)[number];
  size?: (typeof linkSizes)[number];
  /** An icon before a standalone link's text, drawn with `aria-hidden`. */
  icon?: ReactNode;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with an arrow icon and a
   * hidden "(opens in a new tab)" for screen readers.
   */
  external?: boolean;
  UNSAFE_className?: string;
}

/**
 * A link that navigates: in running text (`inline`, always underlined) or on its own (`standalone`,
 * e.g. "Forgot password?"). Client-side routing comes from `RouterProvider`.
 *
 * - **Keyboard:** Tab focuses it; Enter follows it.
 * - **Screen reader:** A link named by its text; an external link (`target="_blank"`) should say so
 *   in its text.
 * - **Do:** Write a text that makes sense alone ("Read the privacy policy").
 * - **Don't:** Use a link for an action that changes something: that is a `Button`.
 */
export function Link({
  children,
  variant,
  tone,
  size,
  icon,
  external,
  UNSAFE_className,
  ...props
}: LinkProps) {
  const t = useUiText();
  return (
    <AriaLink
      {...props}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={clsx(styles.link({ variant, tone, size }), UNSAFE_className)}
    >
      {icon && variant === 'standalone' && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      {children}
      {external && (
        <>
          <ExternalLink size="0.9em" className={styles.externalIcon} aria-hidden />
          <span className={visuallyHidden}> {t(texts.opensInNewTab)}</span>
        </>
      )}
    </AriaLink>
  );
}
