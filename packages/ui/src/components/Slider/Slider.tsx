import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Description, Label } from '../private/Field/Field';
import * as styles from './Slider.css';

const texts = defineTexts('Slider', {
  minimum: {
    de: 'Minimum',
    en: 'Minimum',
    fr: 'Minimum',
    it: 'Minimo',
    pl: 'Minimum',
    nl: 'Minimum',
    da: 'Minimum',
    sv: 'Minimum',
  },
  maximum: {
    de: 'Maximum',
    en: 'Maximum',
    fr: 'Maximum',
    it: 'Massimo',
    pl: 'Maksimum',
    nl: 'Maximum',
    da: 'Maksimum',
    sv: 'Maximum',
  },
});

export interface SliderProps<T extends number | number[]>
  extends Omit<AriaSliderProps<T>, 'className' | 'style' | 'children'> {
  /** The visible label; the formatted value is shown beside it. */
  label?: ReactNode;
  description?: ReactNode;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/**
 * Picks a number, or a range with two thumbs when the value is an array (`[18, 48]`). The value is
 * shown next to the label in `formatOptions` (`{ style: 'unit', unit: 'kilometer' }` gives "200
 * km"); range thumbs cannot pass each other.
 *
 * - **Keyboard:** Tab focuses each thumb; Arrow keys step, Page Up / Page Down take larger steps,
 *   Home and End jump to the minimum and maximum.
 * - **Screen reader:** Each thumb is a slider named by the label (range thumbs as minimum and
 *   maximum) with its formatted value.
 * - **Do:** Show the value in units the member knows (km, years).
 * - **Don't:** Use a slider where the exact number matters more than the rough size: use a field.
 */
export function Slider<T extends number | number[]>({
  label,
  description,
  UNSAFE_className,
  ...props
}: SliderProps<T>) {
  const t = useUiText();
  return (
    <AriaSlider {...props} className={clsx(styles.slider, UNSAFE_className)}>
      <div className={styles.header}>
        {label && <Label>{label}</Label>}
        <SliderOutput className={styles.output}>
          {({ state }) =>
            state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')
          }
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => {
          const isRange = state.values.length > 1;
          const start = isRange ? state.getThumbPercent(0) : 0;
          const end = state.getThumbPercent(isRange ? 1 : 0);
          return (
            <>
              <div className={styles.rail} />
              <div
                className={styles.fill}
                data-range={isRange || undefined}
                style={assignInlineVars({
                  [styles.fillStart]: `${start * 100}%`,
                  [styles.fillEnd]: `${end * 100}%`,
                })}
              />
              {state.values.map((_, index) => (
                <SliderThumb
                  // The thumbs are fixed positions in the value array.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the thumb's identity
                  key={index}
                  index={index}
                  aria-label={isRange ? t(index === 0 ? texts.minimum : texts.maximum) : undefined}
                  className={styles.thumb}
                />
              ))}
            </>
          );
        }}
      </SliderTrack>
      {description && <Description>{description}</Description>}
    </AriaSlider>
  );
}
