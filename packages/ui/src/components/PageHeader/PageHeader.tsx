import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shows a back button before the title. */
  onBack?: () => void;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
}

/**
 * The title row of a member page: optional back button, the page's h1, actions.
 *
 * - **Keyboard:** Tab reaches the back button and the actions.
 * - **Screen reader:** A header with the page's `h1`; the back button is an icon button named in
 *   the current language.
 * - **Do:** Use it once per page, as the first thing in `AppShell`'s content.
 * - **Don't:** Put more than two actions in it; further ones go into an `ActionMenu`.
 */
export function PageHeader({ title, subtitle, onBack, actions }: PageHeaderProps) {
  const t = useUiText();
  return (
    <header className={styles.header}>
      {onBack && (
        <IconButton label={t(commonTexts.back)} onPress={onBack}>
          <ArrowLeft size={22} aria-hidden />
        </IconButton>
      )}
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
