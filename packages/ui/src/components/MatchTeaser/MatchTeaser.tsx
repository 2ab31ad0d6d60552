import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Heart, MapPin, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './MatchTeaser.css';

const texts = defineTexts('MatchTeaser', {
  previous: {
    de: 'Vorherige Profile',
    en: 'Previous profiles',
    fr: 'Profils précédents',
    it: 'Profili precedenti',
    pl: 'Poprzednie profile',
    nl: 'Vorige profielen',
    da: 'Forrige profiler',
    sv: 'Föregående profiler',
  },
  next: {
    de: 'Weitere Profile',
    en: 'Next profiles',
    fr: 'Profils suivants',
    it: 'Profili successivi',
    pl: 'Następne profile',
    nl: 'Volgende profielen',
    da: 'Næste profiler',
    sv: 'Nästa profiler',
  },
  nameAge: {
    de: '{name}, {age}',
    en: '{name}, {age}',
    fr: '{name}, {age} ans',
    it: '{name}, {age}',
    pl: '{name}, {age}',
    nl: '{name}, {age}',
    da: '{name}, {age}',
    sv: '{name}, {age}',
  },
});

export interface TeaserMember {
  id: string;
  name: string;
  age: number;
  city: string;
  /** The photo: `portrait(n)` in stories. */
  image: string;
}

export interface MatchTeaserProps {
  title: ReactNode;
  subtitle?: ReactNode;
  members: readonly TeaserMember[];
  /** Under the carousel: usually "Play the match game" (which asks to register). */
  action?: ReactNode;
  /** Where a card leads: visitors are asked to register first. */
  cardHref?: string;
  UNSAFE_className?: string;
}

/**
 * A teaser of the match game for visitors: a row of member cards that scrolls sideways (swipe,
 * scroll, arrow buttons, or Tab through the cards, each of which leads to the registration).
 *
 * - **Keyboard:** Tab moves through the cards (each a link) and scrolls the focused one into view;
 *   the arrow buttons scroll by a page.
 * - **Screen reader:** A region named by its `h2`; the cards are a list of links named by the
 *   member.
 * - **Do:** Point every card at the registration.
 * - **Don't:** Auto-scroll the row.
 */
export function MatchTeaser({
  title,
  subtitle,
  members,
  action,
  cardHref = '/register',
  UNSAFE_className,
}: MatchTeaserProps) {
  const t = useUiText();
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const maxScroll = element.scrollWidth - element.clientWidth;
    setEdges({ atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft >= maxScroll - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section className={clsx(styles.section, UNSAFE_className)} aria-labelledby={id}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <div className={styles.arrows}>
            <IconButton
              label={t(texts.previous)}
              variant="floating"
              isDisabled={edges.atStart}
              onPress={() => scrollBy(-1)}
            >
              <ChevronLeft size={20} aria-hidden />
            </IconButton>
            <IconButton
              label={t(texts.next)}
              variant="floating"
              isDisabled={edges.atEnd}
              onPress={() => scrollBy(1)}
            >
              <ChevronRight size={20} aria-hidden />
            </IconButton>
          </div>
        </div>
        <div ref={scroller} className={styles.scroller} onScroll={measure}>
          <ul className={styles.track}>
            {members.map((member) => (
              <li key={member.id} className={styles.card}>
                <Link href={cardHref} className={styles.cardLink}>
                  <img src={member.image} alt="" className={styles.photo} />
                  <span className={styles.scrim} />
                  <span className={styles.details}>
                    <span className={styles.name}>
                      {t(texts.nameAge, { name: member.name, age: String(member.age) })}
                    </span>
                    <span className={styles.city}>
                      <MapPin size={14} aria-hidden />
                      {member.city}
                    </span>
                  </span>
                  <span className={styles.choices} aria-hidden>
                    <span className={styles.choice({ kind: 'nope' })}>
                      <X size={20} />
                    </span>
                    <span className={styles.choice({ kind: 'like' })}>
                      <Heart size={20} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </section>
  );
}
