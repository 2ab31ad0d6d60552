import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { ProfileSection, type SectionTitleProps } from './ProfileSection';
import { EmptyValue } from './TraitList';
import * as styles from './TraitList.css';

const texts = defineTexts('InterestList', {
  shared: {
    de: 'gemeinsames Interesse',
    en: 'shared interest',
    fr: 'intérêt commun',
    it: 'interesse in comune',
    pl: 'wspólne zainteresowanie',
    nl: 'gedeelde interesse',
    da: 'fælles interesse',
    sv: 'gemensamt intresse',
  },
});

export interface Interest {
  id: string;
  /** "Yoga", "Netflix", … translated by the app. */
  label: ReactNode;
  /** The viewer has this interest too: highlighted. */
  isShared?: boolean;
}

export interface InterestListProps extends SectionTitleProps {
  interests: readonly Interest[];
  /** Shown when the member has chosen no interest; without it the block shows "—". */
  emptyText?: ReactNode;
  UNSAFE_className?: string;
}

/** A member's interests as chips; the ones the viewer shares are highlighted with a heart. */
export function InterestList({
  interests,
  emptyText,
  title,
  titleAs,
  UNSAFE_className,
}: InterestListProps) {
  const t = useUiText();
  return (
    <ProfileSection title={title} titleAs={titleAs} className={clsx(styles.root, UNSAFE_className)}>
      {interests.length > 0 ? (
        <ul className={styles.chips}>
          {interests.map((interest) => (
            <li
              key={interest.id}
              className={styles.interest}
              data-shared={interest.isShared || undefined}
            >
              {interest.isShared && (
                <>
                  <Heart size={14} aria-hidden className={styles.sharedIcon} />
                  <span className={visuallyHidden}>{t(texts.shared)}: </span>
                </>
              )}
              {interest.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.emptyText}>{emptyText ?? <EmptyValue />}</p>
      )}
    </ProfileSection>
  );
}
