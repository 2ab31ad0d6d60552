import { clsx } from 'clsx';
import {
  CheckCheck,
  Coins,
  Crown,
  Eye,
  Infinity as InfinityIcon,
  MessageCircleHeart,
  Percent,
  Star,
  Undo2,
  UserPlus,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import * as styles from './PremiumBenefits.css';

export const premiumStatuses = ['offer', 'active', 'cancelled'] as const;
export type PremiumStatus = (typeof premiumStatuses)[number];

const texts = defineTexts('PremiumBenefits', {
  moreProfiles: {
    de: '10 Profile mehr pro Tag im Match-Spiel',
    en: '10 more profiles daily in the match game',
    fr: '10 profils de plus par jour dans le jeu de match',
    it: '10 profili in più al giorno nel gioco dei match',
    pl: '10 profili więcej dziennie w grze w dopasowania',
    nl: 'Dagelijks 10 profielen meer in het matchspel',
    da: '10 profiler mere om dagen i match-spillet',
    sv: '10 fler profiler per dag i matchningsspelet',
  },
  unlimitedSwipes: {
    de: 'Unbegrenzt swipen',
    en: 'Unlimited swipes',
    fr: 'Swipes illimités',
    it: 'Swipe illimitati',
    pl: 'Nielimitowane przesunięcia',
    nl: 'Onbeperkt swipen',
    da: 'Ubegrænsede swipes',
    sv: 'Obegränsat antal swipes',
  },
  revealLikesAndVisitors: {
    de: 'Likes und Besucher gratis aufdecken',
    en: 'Free reveal of likes and visitors',
    fr: 'Découvre gratuitement tes likes et tes visiteurs',
    it: 'Scopri gratis like e visitatori',
    pl: 'Darmowe odkrywanie polubień i odwiedzających',
    nl: 'Gratis likes en bezoekers bekijken',
    da: 'Se likes og besøgende gratis',
    sv: 'Se gillanden och besökare gratis',
  },
  extraStars: {
    de: '20 Extra-Sterne',
    en: '20 extra stars',
    fr: '20 étoiles en plus',
    it: '20 stelle extra',
    pl: '20 dodatkowych gwiazdek',
    nl: '20 extra sterren',
    da: '20 ekstra stjerner',
    sv: '20 extra stjärnor',
  },
  undoSwipes: {
    de: 'Swipes rückgängig machen',
    en: 'Undo your swipes',
    fr: 'Annule tes swipes',
    it: 'Annulla i tuoi swipe',
    pl: 'Cofanie przesunięć',
    nl: 'Swipes ongedaan maken',
    da: 'Fortryd dine swipes',
    sv: 'Ångra dina swipes',
  },
  moreFreeCoins: {
    de: '100 % mehr Gratis-Coins beim täglichen Login',
    en: '100% more free coins on daily login',
    fr: '100 % de pièces gratuites en plus à la connexion quotidienne',
    it: '100% di monete gratis in più con il login giornaliero',
    pl: '100% więcej darmowych monet za codzienne logowanie',
    nl: '100% meer gratis munten bij je dagelijkse login',
    da: '100 % flere gratis mønter ved daglig login',
    sv: '100 % fler gratismynt vid daglig inloggning',
  },
  dailyIcebreaker: {
    de: '1 gratis Icebreaker pro Tag',
    en: '1 free icebreaker daily',
    fr: '1 brise-glace gratuit par jour',
    it: '1 rompighiaccio gratis al giorno',
    pl: '1 darmowy icebreaker dziennie',
    nl: 'Dagelijks 1 gratis icebreaker',
    da: '1 gratis isbryder om dagen',
    sv: '1 gratis isbrytare per dag',
  },
  readConfirmation: {
    de: 'Lesebestätigung',
    en: 'Read confirmation',
    fr: 'Confirmation de lecture',
    it: 'Conferma di lettura',
    pl: 'Potwierdzenie przeczytania',
    nl: 'Leesbevestiging',
    da: 'Læsebekræftelse',
    sv: 'Läskvitto',
  },
  discount: {
    de: '25 % Rabatt für 3 Monate',
    en: '25% off for 3 months',
    fr: '25 % de réduction pendant 3 mois',
    it: '25% di sconto per 3 mesi',
    pl: '25% zniżki przez 3 miesiące',
    nl: '25% korting gedurende 3 maanden',
    da: '25 % rabat i 3 måneder',
    sv: '25 % rabatt i 3 månader',
  },
  activeUntil: {
    de: 'Premium aktiv bis {date}',
    en: 'Premium active until {date}',
    fr: 'Premium actif jusqu’au {date}',
    it: 'Premium attivo fino al {date}',
    pl: 'Premium aktywne do {date}',
    nl: 'Premium actief tot {date}',
    da: 'Premium aktiv indtil {date}',
    sv: 'Premium aktivt till {date}',
  },
  cancelled: {
    de: 'Premium gekündigt',
    en: 'Premium cancelled',
    fr: 'Premium résilié',
    it: 'Premium disdetto',
    pl: 'Premium anulowane',
    nl: 'Premium opgezegd',
    da: 'Premium opsagt',
    sv: 'Premium avslutat',
  },
  cancelledNote: {
    de: 'Deine Premium-Vorteile sind nicht mehr aktiv.',
    en: 'Your premium benefits are no longer active.',
    fr: 'Tes avantages Premium ne sont plus actifs.',
    it: 'I tuoi vantaggi Premium non sono più attivi.',
    pl: 'Twoje korzyści Premium nie są już aktywne.',
    nl: 'Je premiumvoordelen zijn niet meer actief.',
    da: 'Dine premium-fordele er ikke længere aktive.',
    sv: 'Dina premiumförmåner är inte längre aktiva.',
  },
  benefits: {
    de: 'Premium-Vorteile',
    en: 'Premium benefits',
    fr: 'Avantages Premium',
    it: 'Vantaggi Premium',
    pl: 'Korzyści Premium',
    nl: 'Premiumvoordelen',
    da: 'Premium-fordele',
    sv: 'Premiumförmåner',
  },
});

/** The benefits exactly as the product advertises them, in its order. */
const benefits = [
  { key: 'moreProfiles', icon: UserPlus },
  { key: 'unlimitedSwipes', icon: InfinityIcon },
  { key: 'revealLikesAndVisitors', icon: Eye },
  { key: 'extraStars', icon: Star },
  { key: 'undoSwipes', icon: Undo2 },
  { key: 'moreFreeCoins', icon: Coins },
  { key: 'dailyIcebreaker', icon: MessageCircleHeart },
  { key: 'readConfirmation', icon: CheckCheck },
] as const;

export interface PremiumBenefitsProps {
  /** The heading ("Get Premium", "Your Premium"). */
  title: ReactNode;
  /** A line under the heading, e.g. the price. */
  description?: ReactNode;
  /** `offer` sells it; `active` shows the end date; `cancelled` shows the benefits as lost. */
  status?: PremiumStatus;
  /** The end of the paid period, shown while active. */
  activeUntil?: Date;
  /** Shows the side banner "25% off for 3 months" (only on the offer). */
  showDiscount?: boolean;
  /** The call to action (a Button) at the bottom. */
  action?: ReactNode;
  /** The heading level in the page outline. */
  headingLevel?: 2 | 3;
  UNSAFE_className?: string;
}

/**
 * The premium offer: its advertised benefits, an optional discount, the active or cancelled state.
 *
 * - **Keyboard:** Only its action is focusable.
 * - **Screen reader:** A region named by its heading; the benefits are a named list; icons are
 *   hidden.
 * - **Do:** Show the discount only when the offer has one.
 * - **Don't:** List a benefit the member's plan does not include.
 */
export function PremiumBenefits({
  title,
  description,
  status = 'offer',
  activeUntil,
  showDiscount,
  action,
  headingLevel = 2,
  UNSAFE_className,
}: PremiumBenefitsProps) {
  const t = useUiText();
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      className={clsx(styles.card({ status }), UNSAFE_className)}
      aria-labelledby={headingId}
    >
      <div className={styles.main}>
        <div className={styles.header}>
          <span className={styles.crown} aria-hidden>
            <Crown size={24} strokeWidth={2.25} />
          </span>
          <div className={styles.headerText}>
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
            {description && <p className={styles.description}>{description}</p>}
          </div>
        </div>
        {status === 'active' && activeUntil && (
          <p className={styles.status({ status: 'active' })}>
            {t(texts.activeUntil, { date: intl.formatDate(activeUntil, { dateStyle: 'long' }) })}
          </p>
        )}
        {status === 'cancelled' && (
          <div className={styles.status({ status: 'cancelled' })}>
            <strong>{t(texts.cancelled)}</strong>
            <span>{t(texts.cancelledNote)}</span>
          </div>
        )}
        <ul className={styles.list} aria-label={t(texts.benefits)}>
          {benefits.map(({ key, icon: Icon }) => (
            <li key={key} className={styles.item}>
              <span className={styles.icon} aria-hidden>
                <Icon size={18} strokeWidth={2.25} />
              </span>
              <span>{t(texts[key])}</span>
            </li>
          ))}
        </ul>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {showDiscount && status === 'offer' && (
        <aside className={styles.discount}>
          <span className={styles.discountIcon} aria-hidden>
            <Percent size={28} strokeWidth={2.5} />
          </span>
          <span className={styles.discountText}>{t(texts.discount)}</span>
        </aside>
      )}
    </section>
  );
}
