import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Notice.css';

export const noticeTones = ['critical', 'warning', 'success', 'info'] as const;

export interface NoticeProps {
  /** `critical` for a failure the person must act on; the others inform. */
  tone?: (typeof noticeTones)[number];
  children: ReactNode;
  /** Usually one small Button ("Try again") after the text. */
  action?: ReactNode;
  /** Shows a close button; the notice is gone when the caller stops rendering it. */
  onDismiss?: () => void;
  UNSAFE_className?: string;
}

const icons = {
  critical: CircleAlert,
  warning: TriangleAlert,
  success: CircleCheck,
  info: Info,
} as const;

/**
 * A message in the flow of a page or form: a refused sign-in, a failed load, a saved change. The
 * tone's icon goes with the text, so the meaning is not in the colour alone.
 *
 * - **Keyboard:** Only the action and the close button are focusable.
 * - **Screen reader:** A `critical` notice is an alert (read at once when it appears); the others
 *   are a polite status.
 * - **Do:** Render it where the problem is (above the form it concerns).
 * - **Don't:** Use it for news that should vanish by itself: that is a toast.
 */
export function Notice({
  tone = 'critical',
  children,
  action,
  onDismiss,
  UNSAFE_className,
}: NoticeProps) {
  const t = useUiText();
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={clsx(styles.notice({ tone }), UNSAFE_className)}
    >
      <Icon aria-hidden className={styles.icon} />
      <div className={styles.content}>{children}</div>
      {action}
      {onDismiss && (
        <IconButton
          label={t(commonTexts.close)}
          size="small"
          variant="ghost"
          onPress={onDismiss}
          UNSAFE_className={styles.dismiss}
        >
          <X aria-hidden />
        </IconButton>
      )}
    </div>
  );
}
