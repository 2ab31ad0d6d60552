import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './PageHeader.css';

const texts = defineTexts('PageHeader', {
  back: {
    de: 'Zurück',
    en: 'Back',
    fr: 'Retour',
    it: 'Indietro',
    pl: 'Wstecz',
    nl: 'Terug',
    da: 'Tilbage',
    sv: 'Tillbaka',
  },
});

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shows a back button before the title. */
  onBack?: () => void;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
}

/** The title row of a member page: optional back button, the page's h1, actions. */
export function PageHeader({ title, subtitle, onBack, actions }: PageHeaderProps) {
  const t = useUiText();
  return (
    <header className={styles.header}>
      {onBack && (
        <IconButton label={t(texts.back)} onPress={onBack}>
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
