import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { commonTexts } from '../../i18n/commonTexts';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './Wizard.css';

const texts = defineTexts('Wizard', {
  progress: {
    de: 'Schritt {step} von {count}',
    en: 'Step {step} of {count}',
    fr: 'Étape {step} sur {count}',
    it: 'Passo {step} di {count}',
    pl: 'Krok {step} z {count}',
    nl: 'Stap {step} van {count}',
    da: 'Trin {step} af {count}',
    sv: 'Steg {step} av {count}',
  },
  next: {
    de: 'Weiter',
    en: 'Next',
    fr: 'Suivant',
    it: 'Avanti',
    pl: 'Dalej',
    nl: 'Volgende',
    da: 'Næste',
    sv: 'Nästa',
  },
  finish: {
    de: 'Fertig',
    en: 'Finish',
    fr: 'Terminer',
    it: 'Fine',
    pl: 'Zakończ',
    nl: 'Afronden',
    da: 'Afslut',
    sv: 'Slutför',
  },
});

export interface WizardProps {
  /** The current step, from 0. */
  step: number;
  stepCount: number;
  /** The heading of the current step; it takes the focus when the step changes. */
  title: ReactNode;
  description?: ReactNode;
  /** The fields of the current step. */
  children: ReactNode;
  /** The step is complete: Next (and Enter in a field) moves on; otherwise Next is disabled. */
  canContinue: boolean;
  onNext: () => void;
  /** Leave out on the first step. */
  onBack?: () => void;
  /** Shows the close button. */
  onClose?: () => void;
  /** The last step's request is running: Next shows a spinner and ignores presses. */
  isPending?: boolean;
  /** Replaces "Next" (or "Finish" on the last step), e.g. "Publish profile". */
  nextLabel?: string;
  /** A secondary action beside Next, e.g. "Skip" on an optional step. */
  secondaryAction?: ReactNode;
}

/**
 * A flow in steps: the progress bar ("Step 2 of 6"), the step's heading and fields, Back and Next
 * (Finish on the last step).
 *
 * - **Keyboard:** Next stays disabled until the step is complete; Enter in a field moves on; the
 *   close button and Back are in the Tab order.
 * - **Screen reader:** The step heading takes the focus on every step, so screen readers announce
 *   where the member is; the progress bar is read as "Step 2 of 6".
 * - **Do:** One question per step; set `isComplete` from the step's validation.
 * - **Don't:** Move on by itself when a field is filled.
 */
export function Wizard({
  step,
  stepCount,
  title,
  description,
  children,
  canContinue,
  onNext,
  onBack,
  onClose,
  isPending,
  nextLabel,
  secondaryAction,
}: WizardProps) {
  const t = useUiText();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  const isLast = step === stepCount - 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue && !isPending) onNext();
  };
  return (
    <form className={styles.wizard} onSubmit={submit} noValidate>
      <div className={styles.top}>
        <ProgressBar
          label={t(texts.progress, { step: step + 1, count: stepCount })}
          showValue={false}
          value={step + 1}
          minValue={0}
          maxValue={stepCount}
          size="small"
        />
        {onClose && (
          <IconButton label={t(commonTexts.close)} onPress={onClose} size="small">
            <X size={20} aria-hidden />
          </IconButton>
        )}
      </div>
      <div className={styles.head}>
        <h2 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        {onBack && (
          <Button variant="ghost" size="large" onPress={onBack} isDisabled={isPending}>
            {t(commonTexts.back)}
          </Button>
        )}
        {secondaryAction}
        <Button
          type="submit"
          size="large"
          isDisabled={!canContinue}
          isPending={isPending}
          UNSAFE_className={styles.next}
        >
          {nextLabel ?? (isLast ? t(texts.finish) : t(texts.next))}
        </Button>
      </div>
    </form>
  );
}
