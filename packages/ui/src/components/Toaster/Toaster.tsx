import {
  Bell,
  CircleAlert,
  CircleCheck,
  Info,
  type LucideIcon,
  TriangleAlert,
  X,
} from 'lucide-react';
import {
  UNSTABLE_Toast as AriaToast,
  Button,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import * as styles from './Toaster.css';

const texts = defineTexts('Toaster', {
  region: {
    de: 'Benachrichtigungen',
    en: 'Notifications',
    fr: 'Notifications',
    it: 'Notifiche',
    pl: 'Powiadomienia',
    nl: 'Meldingen',
    da: 'Notifikationer',
    sv: 'Aviseringar',
  },
  close: {
    de: 'Schließen',
    en: 'Close',
    fr: 'Fermer',
    it: 'Chiudi',
    pl: 'Zamknij',
    nl: 'Sluiten',
    da: 'Luk',
    sv: 'Stäng',
  },
});

export const toastKinds = ['default', 'success', 'error', 'warning', 'info'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** The spec's toasts: at most 4 at once, each hides after 3 seconds. */
export const maxVisibleToasts = 4;
export const toastTimeout = 3000;

export function createToastQueue(): ToastQueue<ToastMessage> {
  return new ToastQueue<ToastMessage>({ maxVisibleToasts });
}

/** The app's one queue: `toast.*` adds to it, `<Toaster />` shows it. */
export const toastQueue = createToastQueue();

function show(kind: ToastKind) {
  return (title: string, description?: string) =>
    toastQueue.add({ kind, title, description }, { timeout: toastTimeout });
}

/**
 * Shows a notification from anywhere, also outside React (models, the HTTP client):
 * `toast('Saved')`, `toast.success(…)`, `toast.error(…)`, `toast.warning(…)`, `toast.info(…)`.
 * Returns the toast's key; `toast.close(key)` hides it early.
 */
export const toast = Object.assign(show('default'), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  close: (key: string) => toastQueue.close(key),
});

const icons: Record<ToastKind, LucideIcon> = {
  default: Bell,
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

export interface ToasterProps {
  /** Another queue than the app's (stories and tests). */
  queue?: ToastQueue<ToastMessage>;
}

/**
 * Mount once at the root. Toasts stack at the top right, 48 px from the top (full width on
 * phones); the region is a landmark (F6 reaches it) and each toast is announced.
 */
export function Toaster({ queue = toastQueue }: ToasterProps) {
  const t = useUiText();
  return (
    <ToastRegion queue={queue} className={styles.region} aria-label={t(texts.region)}>
      {({ toast: item }) => {
        const Icon = icons[item.content.kind];
        return (
          <AriaToast toast={item} className={styles.toast({ kind: item.content.kind })}>
            <Icon className={styles.icon} size={22} aria-hidden />
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {item.content.title}
              </Text>
              {item.content.description && (
                <Text slot="description" className={styles.description}>
                  {item.content.description}
                </Text>
              )}
            </ToastContent>
            <Button slot="close" className={styles.close} aria-label={t(texts.close)}>
              <X size={18} aria-hidden />
            </Button>
          </AriaToast>
        );
      }}
    </ToastRegion>
  );
}
