import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-aria-components';
import { useUiText } from '../../i18n/texts';
import { Logo } from '../Logo/Logo';
import { appStores, type StoreBadgesProps } from '../StoreBadges/StoreBadges';
import * as styles from './Footer.css';
import { texts } from './Footer.texts';
import { AppleMark, GooglePlayMark, InstagramMark, TwitterMark } from './StoreMarks';

export interface FooterLink {
  label: string;
  href: string;
}

/** The cities of the spec's footer; each link goes to the site root. */
export const footerCities = [
  'Berlin',
  'Hamburg',
  'Frankfurt',
  'München',
  'Köln',
  'Stuttgart',
  'Dresden',
] as const;

export interface FooterProps {
  /** The year of the copyright line; pass it in so renders stay deterministic. */
  year: number;
  /** Imprint, privacy, terms and support, translated, at /impressum, /datenschutz, /agb, /support by default. */
  legalLinks?: FooterLink[];
  /** City names for the "Flirt in {city}" links. */
  cities?: readonly string[];
  /** Where the city links go: the site root. */
  cityHref?: string;
  instagramHref?: string;
  /** Twitter is optional: without a link there is no icon. */
  twitterHref?: string;
  /** Show the App Store and Google Play badges. */
  showAppBadges?: boolean;
  appStoreHref?: string;
  googlePlayHref?: string;
  /** Which badges, in this order: a phone gets its own store only. Both by default. */
  stores?: NonNullable<StoreBadgesProps['stores']>;
  /** Beside the copyright: usually the language picker and the theme toggle. */
  utilities?: ReactNode;
  UNSAFE_className?: string;
}

/**
 * The page footer of the landing and legal pages: cities, legal links, social links, store badges,
 * the service disclaimer and the copyright. `utilities` holds the language picker and the theme
 * toggle.
 *
 * - **Keyboard:** Links in reading order; no keys of its own.
 * - **Screen reader:** The `contentinfo` landmark; the city and legal links are navigation
 *   landmarks and the social and app links sections, each named by its `h2`; the social links are
 *   named by their network.
 * - **Do:** Pass `year` so renders stay deterministic.
 * - **Don't:** Render it on member pages: they use `AppShell`.
 */
export function Footer({
  year,
  legalLinks,
  cities = footerCities,
  cityHref = '/',
  instagramHref,
  twitterHref,
  showAppBadges = false,
  appStoreHref = 'https://apps.apple.com/',
  googlePlayHref = 'https://play.google.com/store/apps',
  stores = appStores,
  utilities,
  UNSAFE_className,
}: FooterProps) {
  const t = useUiText();
  const id = useId();
  const links = legalLinks ?? [
    { label: t(texts.imprint), href: '/impressum' },
    { label: t(texts.privacy), href: '/datenschutz' },
    { label: t(texts.terms), href: '/agb' },
    { label: t(texts.support), href: '/support' },
  ];
  const hasSocial = Boolean(instagramHref || twitterHref);

  return (
    <footer className={clsx(styles.footer, UNSAFE_className)}>
      <div className={styles.inner}>
        <div className={clsx(styles.columns, showAppBadges && styles.columnsWithApps)}>
          <div className={styles.brand}>
            <Logo href="/" />
            {hasSocial && (
              <section className={styles.section} aria-labelledby={`${id}-social`}>
                <h2 id={`${id}-social`} className={styles.heading}>
                  {t(texts.socialHeading)}
                </h2>
                <div className={styles.social}>
                  {instagramHref && (
                    <Link
                      href={instagramHref}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(texts.onInstagram)}
                      className={styles.socialLink}
                    >
                      <InstagramMark size={20} aria-hidden />
                    </Link>
                  )}
                  {twitterHref && (
                    <Link
                      href={twitterHref}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(texts.onTwitter)}
                      className={styles.socialLink}
                    >
                      <TwitterMark size={20} aria-hidden />
                    </Link>
                  )}
                </div>
              </section>
            )}
          </div>

          {cities.length > 0 && (
            <nav className={styles.section} aria-labelledby={`${id}-cities`}>
              <h2 id={`${id}-cities`} className={styles.heading}>
                {t(texts.citiesHeading)}
              </h2>
              <ul className={clsx(styles.linkList, styles.cityList)}>
                {cities.map((city) => (
                  <li key={city}>
                    <Link href={cityHref} className={styles.link}>
                      {t(texts.flirtIn, { city })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <nav className={styles.section} aria-labelledby={`${id}-legal`}>
            <h2 id={`${id}-legal`} className={styles.heading}>
              {t(texts.legalHeading)}
            </h2>
            <ul className={styles.linkList}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {showAppBadges && (
            <section className={styles.section} aria-labelledby={`${id}-apps`}>
              <h2 id={`${id}-apps`} className={styles.heading}>
                {t(texts.appsHeading)}
              </h2>
              <div className={styles.badges}>
                {stores.includes('appStore') && (
                  <Link href={appStoreHref} className={styles.badge}>
                    <AppleMark className={styles.badgeMark} />
                    <span className={styles.badgeText}>
                      <span className={styles.badgeCaption}>{t(texts.appStoreCaption)} </span>
                      <span className={styles.badgeStore}>App Store</span>
                    </span>
                  </Link>
                )}
                {stores.includes('googlePlay') && (
                  <Link href={googlePlayHref} className={styles.badge}>
                    <GooglePlayMark className={styles.badgeMark} />
                    <span className={styles.badgeText}>
                      <span className={styles.badgeCaption}>{t(texts.googlePlayCaption)} </span>
                      <span className={styles.badgeStore}>Google Play</span>
                    </span>
                  </Link>
                )}
              </div>
            </section>
          )}
        </div>

        <div className={styles.bottom}>
          <p className={styles.disclaimer}>{t(texts.disclaimer)}</p>
          <div className={styles.bottomRow}>
            <p className={styles.copyright}>{t(texts.copyright, { year: String(year) })}</p>
            {utilities && <div className={styles.utilities}>{utilities}</div>}
          </div>
        </div>
      </div>
    </footer>
  );
}
