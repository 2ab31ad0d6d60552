import { clsx } from 'clsx';
import { CalendarClock, Check, ChevronRight, Gift, Lock } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './EventBanner.css';

export const eventBannerVariants = ['full', 'compact'] as const;

const texts = defineTexts('EventBanner', {
  day: {
    de: 'Tag {day}',
    en: 'Day {day}',
    fr: 'Jour {day}',
    it: 'Giorno {day}',
    pl: 'Dzień {day}',
    nl: 'Dag {day}',
    da: 'Dag {day}',
    sv: 'Dag {day}',
  },
  dayOf: {
    de: 'Tag {day} von {total}',
    en: 'Day {day} of {total}',
    fr: 'Jour {day} sur {total}',
    it: 'Giorno {day} di {total}',
    pl: 'Dzień {day} z {total}',
    nl: 'Dag {day} van {total}',
    da: 'Dag {day} af {total}',
    sv: 'Dag {day} av {total}',
  },
  endsOn: {
    de: 'Endet am {date}',
    en: 'Ends on {date}',
    fr: 'Se termine le {date}',
    it: 'Termina il {date}',
    pl: 'Kończy się {date}',
    nl: 'Eindigt op {date}',
    da: 'Slutter den {date}',
    sv: 'Slutar den {date}',
  },
  claim: {
    de: 'Abholen',
    en: 'Claim',
    fr: 'Récupérer',
    it: 'Riscatta',
    pl: 'Odbierz',
    nl: 'Ophalen',
    da: 'Hent',
    sv: 'Hämta',
  },
  claiming: {
    de: 'Wird abgeholt …',
    en: 'Claiming…',
    fr: 'Récupération…',
    it: 'Riscatto…',
    pl: 'Odbieranie…',
    nl: 'Ophalen…',
    da: 'Henter…',
    sv: 'Hämtar…',
  },
  claimed: {
    de: 'abgeholt',
    en: 'claimed',
    fr: 'récupéré',
    it: 'riscattato',
    pl: 'odebrany',
    nl: 'opgehaald',
    da: 'hentet',
    sv: 'hämtad',
  },
  locked: {
    de: 'noch gesperrt',
    en: 'locked',
    fr: 'verrouillé',
    it: 'bloccato',
    pl: 'zablokowany',
    nl: 'vergrendeld',
    da: 'låst',
    sv: 'låst',
  },
  missed: {
    de: 'verpasst',
    en: 'missed',
    fr: 'manqué',
    it: 'perso',
    pl: 'przegapiony',
    nl: 'gemist',
    da: 'misset',
    sv: 'missad',
  },
  today: {
    de: 'Heute',
    en: 'Today',
    fr: 'Aujourd’hui',
    it: 'Oggi',
    pl: 'Dzisiaj',
    nl: 'Vandaag',
    da: 'I dag',
    sv: 'I dag',
  },
  giftReady: {
    de: 'Dein Geschenk wartet',
    en: 'Your gift is waiting',
    fr: 'Ton cadeau t’attend',
    it: 'Il tuo regalo ti aspetta',
    pl: 'Twój prezent czeka',
    nl: 'Je cadeau wacht op je',
    da: 'Din gave venter',
    sv: 'Din gåva väntar',
  },
  dailyGifts: {
    de: 'Tägliche Geschenke',
    en: 'Daily gifts',
    fr: 'Cadeaux quotidiens',
    it: 'Regali giornalieri',
    pl: 'Codzienne prezenty',
    nl: 'Dagelijkse cadeaus',
    da: 'Daglige gaver',
    sv: 'Dagliga gåvor',
  },
});

export interface EventDay {
  /** What the day brings, e.g. "+5 coins" or "+3 swipes". */
  gift: string;
  /** An icon for the gift; a present by default. */
  icon?: ReactNode;
}

type DayState = 'claimed' | 'today' | 'future' | 'missed';

export interface EventBannerProps {
  title: ReactNode;
  /** The last day of the event. */
  endDate: Date;
  /** The gifts, day 1 first. */
  days: EventDay[];
  /** Today's day of the event, from 1. */
  today: number;
  /** The days already claimed, from 1. */
  claimedDays: number[];
  /** Claims today's gift; while a returned promise runs the button is pending. */
  onClaim?: (day: number) => unknown;
  /** Shows the claim as under way (when the app tracks the request itself). */
  isClaiming?: boolean;
  /** `compact` is a one-line banner for the top of the member area that links to the event page. */
  variant?: (typeof eventBannerVariants)[number];
  /** The event page, for the compact banner. */
  href?: string;
  /** Heading level of the title in the full banner. */
  headingLevel?: 2 | 3;
  UNSAFE_className?: string;
}

function stateOf(day: number, today: number, claimedDays: number[]): DayState {
  if (claimedDays.includes(day)) return 'claimed';
  if (day === today) return 'today';
  return day > today ? 'future' : 'missed';
}

/**
 * An event's daily gifts: one tile per day, claimed (checked), today's (highlighted, with a claim
 * button) and future ones (locked). The compact variant is a banner that links to the event.
 *
 * - **Keyboard:** The full banner has one control, today's claim button; the compact one is a
 *   single link.
 * - **Screen reader:** The full banner is a region named by its title; the days are an ordered list
 *   where today is `aria-current="date"` and each tile says claimed, missed, locked or its day in
 *   words, and the claim button is described by the gift.
 * - **Do:** Pass `isClaiming` while the claim is sent; the button then reads "Claiming…".
 * - **Don't:** Let members claim a past day: the tiles before today are claimed or missed, never
 *   pressable.
 */
export function EventBanner({
  title,
  endDate,
  days,
  today,
  claimedDays,
  onClaim,
  isClaiming,
  variant = 'full',
  href,
  headingLevel = 2,
  UNSAFE_className,
}: EventBannerProps) {
  const t = useUiText();
  const intl = useIntl();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const daysRef = useRef<HTMLOListElement>(null);
  // On a narrow screen the row scrolls: bring today's tile into view.
  useEffect(() => {
    const list = daysRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft =
      current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, []);
  const ends = t(texts.endsOn, {
    date: intl.formatDate(endDate, { day: 'numeric', month: 'long', year: 'numeric' }),
  });
  const todayClaimable = today >= 1 && today <= days.length && !claimedDays.includes(today);

  if (variant === 'compact') {
    return (
      <Link href={href} className={clsx(styles.compact, UNSAFE_className)}>
        <span className={styles.compactIcon} aria-hidden>
          <Gift size={22} strokeWidth={2.25} />
          {todayClaimable && <span className={styles.compactDot} />}
        </span>
        <span className={styles.compactText}>
          <span className={styles.compactTitle}>{title}</span>
          <span className={styles.compactMeta}>
            {t(texts.dayOf, { day: Math.min(today, days.length), total: days.length })} · {ends}
          </span>
        </span>
        {todayClaimable && <span className={styles.compactPill}>{t(texts.giftReady)}</span>}
        <ChevronRight size={20} aria-hidden className={styles.chevron} />
      </Link>
    );
  }

  const busy = pending || Boolean(isClaiming);
  const giftId = (day: number) => `${headingId}-gift-${day}`;
  const claim = async (day: number) => {
    if (busy) return;
    const result = onClaim?.(day);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      try {
        await result;
      } finally {
        setPending(false);
      }
    }
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.banner, UNSAFE_className)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <span className={styles.headerIcon} aria-hidden>
          <Gift size={24} strokeWidth={2.25} />
        </span>
        <div className={styles.headerText}>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          <span className={styles.ends}>
            <CalendarClock size={14} aria-hidden />
            {ends}
          </span>
        </div>
      </div>
      <ol ref={daysRef} className={styles.days} aria-label={t(texts.dailyGifts)}>
        {days.map((item, index) => {
          const day = index + 1;
          const state = stateOf(day, today, claimedDays);
          const stateText =
            state === 'claimed'
              ? t(texts.claimed)
              : state === 'future'
                ? t(texts.locked)
                : state === 'missed'
                  ? t(texts.missed)
                  : t(texts.today);
          return (
            <li
              key={day}
              className={styles.day({ state })}
              data-state={state}
              aria-current={day === today ? 'date' : undefined}
            >
              <span className={styles.dayLabel}>
                {state === 'today' ? t(texts.today) : t(texts.day, { day })}
              </span>
              <span className={styles.dayIcon} aria-hidden>
                {state === 'claimed' ? (
                  <Check size={22} strokeWidth={3} />
                ) : state === 'future' ? (
                  <Lock size={18} strokeWidth={2.25} />
                ) : (
                  (item.icon ?? <Gift size={22} strokeWidth={2.25} />)
                )}
              </span>
              <span className={styles.gift} id={giftId(day)}>
                {item.gift}
              </span>
              {/* The state in words, so it does not rest on colour and icon alone. */}
              <span className={visuallyHidden}>
                {state === 'today' ? t(texts.day, { day }) : stateText}
              </span>
              {state === 'today' && (
                // Not `isPending`: its announcement points at the button, which the claim removes.
                <Button
                  size="small"
                  onPress={() => claim(day)}
                  icon={busy ? <Spinner size="small" decorative /> : undefined}
                  aria-describedby={giftId(day)}
                  UNSAFE_className={styles.claim}
                >
                  {busy ? t(texts.claiming) : t(texts.claim)}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
