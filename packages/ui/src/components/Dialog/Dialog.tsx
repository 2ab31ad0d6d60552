import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export { DialogTrigger } from '../private/trigger/trigger';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom, stacked full width. */
  footer?: ReactNode;
  /** Controlled visibility; inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closing by Escape, the close button and a click outside; off for steps that must be finished. */
  isDismissable?: boolean;
  /** Hides the close button (the dialog still closes with Escape when dismissable). */
  hideCloseButton?: boolean;
  /** Slides up from the bottom on phones. */
  sheetOnMobile?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog at most 480 px wide (a bottom sheet on phones with `sheetOnMobile`): title,
 * content and full-width actions in `footer`. Open it from a `DialogTrigger` around a button and
 * the dialog, or control it with `isOpen` / `onOpenChange`.
 *
 * - **Keyboard:** Focus moves into the dialog and is trapped there; Tab cycles through its
 *   controls. Escape, the close button and a click outside close it when `isDismissable`; focus
 *   then returns to the trigger.
 * - **Screen reader:** A `dialog` (or `alertdialog` with `role`) named by its title; the page
 *   behind is hidden from screen readers and does not scroll.
 * - **Do:** Use `role="alertdialog"` and `isDismissable={false}` only for a decision the member
 *   must take (delete the account).
 * - **Don't:** Open a dialog from another dialog, or put a long form in one: that is a page.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  hideCloseButton,
  sheetOnMobile,
  role = 'dialog',
}: DialogProps) {
  const t = useUiText();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={clsx(styles.modal, sheetOnMobile && styles.sheetOnMobile)}>
        <AriaDialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && !hideCloseButton && (
                  <IconButton
                    label={t(commonTexts.close)}
                    onPress={close}
                    size="small"
                    UNSAFE_className={styles.close}
                  >
                    <X size={20} aria-hidden />
                  </IconButton>
                )}
              </div>
              {children}
              {footer && <div className={styles.footer}>{footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
