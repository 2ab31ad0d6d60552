import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export { DialogTrigger } from 'react-aria-components';

const texts = defineTexts('Dialog', {
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
 * A modal dialog at most 480 px wide: focus is trapped inside and returns to the trigger, Escape
 * closes it, the page behind is inert and does not scroll.
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
                    label={t(texts.close)}
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
