import { clsx } from 'clsx';
import { Link } from 'react-aria-components';
import { useUiText } from '../../i18n/texts';
import { texts } from '../Footer/Footer.texts';
import { AppleMark, GooglePlayMark } from '../Footer/StoreMarks';
import * as styles from './StoreBadges.css';

export const storeBadgesAligns = ['start', 'center'] as const;
export const appStores = ['appStore', 'googlePlay'] as const;
export type AppStore = (typeof appStores)[number];

export interface StoreBadgesProps {
  appStoreHref?: string;
  googlePlayHref?: string;
  /** `light` draws white badges for dark or brand backgrounds. */
  tone?: 'default' | 'light';
  /** Where the badges sit in their row, and on phones, where they wrap, in each line. */
  align?: (typeof storeBadgesAligns)[number];
  /** Which badges, in this order: a phone gets its own store only. Both by default. */
  stores?: readonly AppStore[];
  UNSAFE_className?: string;
}

/**
 * "Download on the App Store" and "Get it on Google Play", in the stores' own badge shape.
 *
 * - **Keyboard:** Each badge is a link; Tab reaches them in order.
 * - **Screen reader:** Links named by their visible text; the marks are hidden.
 * - **Do:** Link to the app's own store pages.
 * - **Don't:** Replace them with images of text.
 */
export function StoreBadges({
  appStoreHref = 'https://apps.apple.com/',
  googlePlayHref = 'https://play.google.com/store/apps',
  tone = 'default',
  align = 'start',
  stores = appStores,
  UNSAFE_className,
}: StoreBadgesProps) {
  const t = useUiText();
  return (
    <div className={clsx(styles.badges({ align }), UNSAFE_className)}>
      {stores.map((store) =>
        store === 'appStore' ? (
          <Link key={store} href={appStoreHref} className={styles.badge({ tone })}>
            <AppleMark className={styles.mark} />
            <span className={styles.text}>
              <span className={styles.caption}>{t(texts.appStoreCaption)} </span>
              <span className={styles.store}>App Store</span>
            </span>
          </Link>
        ) : (
          <Link key={store} href={googlePlayHref} className={styles.badge({ tone })}>
            <GooglePlayMark className={styles.mark} />
            <span className={styles.text}>
              <span className={styles.caption}>{t(texts.googlePlayCaption)} </span>
              <span className={styles.store}>Google Play</span>
            </span>
          </Link>
        ),
      )}
    </div>
  );
}
