import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ProfileSection, type SectionTitleProps } from './ProfileSection';
import { EmptyValue } from './TraitList';
import * as styles from './TraitList.css';

export interface AboutMeProps extends SectionTitleProps {
  /** The member's own words; line breaks are kept. */
  text?: string | null;
  /** Shown when the text is empty; without it the block shows "—". */
  emptyText?: ReactNode;
  UNSAFE_className?: string;
}

/** The "About me" text of a profile, with its line breaks, or a hint when it is empty. */
export function AboutMe({ text, emptyText, title, titleAs, UNSAFE_className }: AboutMeProps) {
  const trimmed = text?.trim();
  return (
    <ProfileSection title={title} titleAs={titleAs} className={clsx(styles.root, UNSAFE_className)}>
      {trimmed ? (
        <p className={styles.about}>{trimmed}</p>
      ) : (
        <p className={styles.emptyText}>{emptyText ?? <EmptyValue />}</p>
      )}
    </ProfileSection>
  );
}
