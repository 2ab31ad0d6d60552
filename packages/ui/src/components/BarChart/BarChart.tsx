import { clsx } from 'clsx';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/focus.css';
import * as styles from './BarChart.css';

export interface BarChartPoint {
  /** The x axis label ("27 Nov", "Fri"). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's caption, also the name of its data table. */
  title: string;
  data: readonly BarChartPoint[];
  /** How a value reads (a count, an amount in euro); plain numbers by default. */
  formatValue?: (value: number) => string;
  /** Name of the value column of the data table ("Registrations"). */
  valueLabel: string;
  /** Name of the label column of the data table ("Day"). */
  categoryLabel: string;
  /** Every how many bars an x label is drawn (all bars always have their row in the table). */
  labelEvery?: number;
  UNSAFE_className?: string;
}

/**
 * A small bar chart of a series (per day, per week): bars scaled to the largest value, that
 * value as the scale line. The numbers are also a table,
 * visually hidden, so a screen reader gets every value.
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A figure named by its title; the drawing is hidden, the table beside it
 *   lists each label with its value.
 * - **Do:** Keep series short (up to a month of days); say the unit in the title.
 * - **Don't:** Use it to compare series with different units.
 */
export function BarChart({
  title,
  data,
  formatValue = (value) => value.toLocaleString(),
  valueLabel,
  categoryLabel,
  labelEvery = 1,
  UNSAFE_className,
}: BarChartProps) {
  const captionId = useId();
  const max = Math.max(0, ...data.map((point) => point.value));
  return (
    <figure className={clsx(styles.figure, UNSAFE_className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div aria-hidden>
        <div className={styles.plot}>
          <span className={styles.scale}>{formatValue(max)}</span>
          {data.map((point, index) => (
            <div
              key={point.label}
              className={styles.column}
              title={`${point.label}: ${formatValue(point.value)}`}
            >
              <div
                className={styles.bar}
                style={{ height: max > 0 ? `${(point.value / max) * 100}%` : '0' }}
              />
              {(data.length - 1 - index) % labelEvery === 0 && (
                <span className={styles.label}>{point.label}</span>
              )}
            </div>
          ))}
        </div>
      </div>
      {/* A table keeps its content's size whatever its own box says: the hidden wrapper clips it. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
