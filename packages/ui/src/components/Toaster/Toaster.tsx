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
import { commonTexts } from '../../i18n/commonTexts';
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
 * Mount once at the root; show a toast from anywhere with `toast('Saved')`, `toast.success(…)`,
 * `toast.error(…)`, `toast.warning(…)` or `toast.info(…)`. At most four at once stack at the top
 * right, 48 px from the top (full width on phones); each hides after 3 seconds.
 *
 * - **Keyboard:** F6 moves focus into the toast region and back; Tab moves between toasts and their
 *   close buttons.
 * - **Screen reader:** The region is a landmark named "Notifications"; each toast is announced when
 *   it appears; the close button is named "Close".
 * - **Do:** Use toasts for news that needs no answer ("Your profile has been saved").
 * - **Don't:** Put the only copy of important information or a required action in a toast: it goes
 *   away.
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
            <Button slot="close" className={styles.close} aria-label={t(commonTexts.close)}>
              <X size={18} aria-hidden />
            </Button>
          </AriaToast>
        );
      }}
    </ToastRegion>
  );
}
