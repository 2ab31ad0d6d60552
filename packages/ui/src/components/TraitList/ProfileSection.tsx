import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './TraitList.css';

export interface SectionTitleProps {
  /** A heading above the block ("About me", "Interests"); the app translates it. */
  title?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** A profile block with an optional heading that also names the region. */
export function ProfileSection({
  title,
  titleAs: Title = 'h3',
  className,
  children,
}: SectionTitleProps & { className?: string; children: ReactNode }) {
  const titleId = useId();
  if (!title) return <div className={className}>{children}</div>;
  return (
    <section className={className} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}
