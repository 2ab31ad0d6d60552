import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { ProfileSection, type SectionTitleProps } from './ProfileSection';
import * as styles from './TraitList.css';
import { type TraitKind, traitIcons } from './traitIcons';

export const traitListVariants = ['rows', 'chips'] as const;

const texts = defineTexts('TraitList', {
  notSpecified: {
    de: 'Keine Angabe',
    en: 'Not specified',
    fr: 'Non renseigné',
    it: 'Non specificato',
    pl: 'Nie podano',
    nl: 'Niet opgegeven',
    da: 'Ikke angivet',
    sv: 'Ej angivet',
  },
});

export interface Trait {
  /** A key for the list; needed only when two traits share a kind (such as `other`). */
  id?: string;
  /** Picks the icon. */
  kind: TraitKind;
  /** "Smoker", "Eye colour", … translated by the app. */
  label: ReactNode;
  /** The member's answer, translated by the app; empty when they did not say. */
  value?: ReactNode;
}

export interface TraitListProps extends SectionTitleProps {
  traits: readonly Trait[];
  /** Label/value rows (two columns on wider screens), or compact chips. */
  variant?: (typeof traitListVariants)[number];
  /** Leave out traits without a value instead of showing "—". Chips always leave them out. */
  hideEmpty?: boolean;
  UNSAFE_className?: string;
}

function isEmpty(value: ReactNode): boolean {
  return value === undefined || value === null || value === false || value === '';
}

/** The "—" of an unanswered trait, spoken as "Not specified". */
export function EmptyValue() {
  const t = useUiText();
  return (
    <>
      <span aria-hidden>—</span>
      <span className={visuallyHidden}>{t(texts.notSpecified)}</span>
    </>
  );
}

/**
 * A member's traits (smoker, eye colour, starsign, …) with an icon each, as rows or as chips.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A description list (rows) or a list (chips); icons are hidden; an unanswered
 *   trait reads "Not specified" instead of the dash (or is left out with `hideEmpty`).
 * - **Do:** Show the traits in the order of the profile form.
 * - **Don't:** Drop unanswered traits silently on the member's own profile: the dash invites them
 *   to answer.
 */
export function TraitList({
  traits,
  variant = 'rows',
  hideEmpty,
  title,
  titleAs,
  UNSAFE_className,
}: TraitListProps) {
  const shown = traits.filter(
    (trait) => !isEmpty(trait.value) || (variant === 'rows' && !hideEmpty),
  );
  if (shown.length === 0) return null;
  return (
    <ProfileSection title={title} titleAs={titleAs} className={clsx(styles.root, UNSAFE_className)}>
      {variant === 'rows' ? (
        <dl className={styles.rows}>
          {shown.map((trait) => {
            const Icon = traitIcons[trait.kind];
            return (
              <div key={trait.id ?? trait.kind} className={styles.row}>
                <span className={styles.rowIcon} aria-hidden>
                  <Icon size={18} />
                </span>
                <dt className={styles.label}>{trait.label}</dt>
                <dd className={styles.value} data-empty={isEmpty(trait.value) || undefined}>
                  {isEmpty(trait.value) ? <EmptyValue /> : trait.value}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <ul className={styles.chips}>
          {shown.map((trait) => {
            const Icon = traitIcons[trait.kind];
            return (
              <li key={trait.id ?? trait.kind} className={styles.chip}>
                <Icon size={16} aria-hidden className={styles.chipIcon} />
                <span className={visuallyHidden}>{trait.label}: </span>
                {trait.value}
              </li>
            );
          })}
        </ul>
      )}
    </ProfileSection>
  );
}
