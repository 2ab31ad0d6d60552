import { clsx } from 'clsx';
import { WifiOff } from 'lucide-react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ConnectionBanner.css';

const texts = defineTexts('ConnectionBanner', {
  reconnecting: {
    de: 'Verbindung unterbrochen. Verbindung wird wiederhergestellt …',
    en: 'Connection lost. Reconnecting…',
    fr: 'Connexion perdue. Reconnexion…',
    it: 'Connessione persa. Riconnessione in corso…',
    pl: 'Utracono połączenie. Ponowne łączenie…',
    nl: 'Verbinding verbroken. Opnieuw verbinden…',
    da: 'Forbindelsen blev afbrudt. Genopretter forbindelse…',
    sv: 'Anslutningen bröts. Återansluter…',
  },
  offline: {
    de: 'Bitte überprüfe deine Internetverbindung.',
    en: 'Please check your internet connection.',
    fr: 'Veuillez vérifier votre connexion Internet.',
    it: 'Controlla la tua connessione a Internet.',
    pl: 'Sprawdź połączenie z internetem.',
    nl: 'Controleer je internetverbinding.',
    da: 'Tjek venligst din internetforbindelse.',
    sv: 'Kontrollera din internetanslutning.',
  },
});

export const connectionStates = ['online', 'reconnecting', 'offline'] as const;
export type ConnectionState = (typeof connectionStates)[number];

export interface ConnectionBannerProps {
  state: ConnectionState;
  UNSAFE_className?: string;
}

/**
 * The chat's connection note: "Connection lost. Reconnecting…" with a spinner while the hub
 * reconnects, the spec's offline text without a network, nothing when online.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A polite status region that stays mounted, so each change of `state` is
 *   announced, including the return to online (by the note disappearing).
 * - **Do:** Mount it once in `ChatLayout`'s `banner` slot and only change `state`.
 * - **Don't:** Mount and unmount it with the state: a region that appears with its text is not
 *   announced.
 */
export function ConnectionBanner({ state, UNSAFE_className }: ConnectionBannerProps) {
  const t = useUiText();
  return (
    <div
      className={clsx(styles.region, UNSAFE_className)}
      role="status"
      aria-live="polite"
      data-state={state}
    >
      {state !== 'online' && (
        <p className={styles.banner} data-state={state}>
          {state === 'reconnecting' ? (
            <Spinner size="small" decorative />
          ) : (
            <WifiOff size={18} aria-hidden />
          )}
          {state === 'reconnecting' ? t(texts.reconnecting) : t(texts.offline)}
        </p>
      )}
    </div>
  );
}
