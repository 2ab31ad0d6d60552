/** How long something waits or an account exists ("3 hours", "40 days"), and when it was decided. */
import { useIntl } from 'react-intl';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

type Unit = 'minute' | 'hour' | 'day';

/** The coarsest unit that still says something: minutes in the first hour, hours up to two days. */
const measure = (ms: number): { value: number; unit: Unit } => {
  const elapsed = Math.max(0, ms);
  if (elapsed < hourMs)
    return { value: Math.max(1, Math.round(elapsed / minuteMs)), unit: 'minute' };
  if (elapsed < 2 * dayMs) return { value: Math.round(elapsed / hourMs), unit: 'hour' };
  return { value: Math.round(elapsed / dayMs), unit: 'day' };
};

export const isNewAccount = (createdAt: string) => Date.now() - Date.parse(createdAt) < 7 * dayMs;

export function useDurations() {
  const intl = useIntl();
  return {
    /** "3 hours": the time since `since`. */
    since: (since: string) => {
      const { value, unit } = measure(Date.now() - Date.parse(since));
      return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
    },
    /** "3 hours ago". */
    ago: (when: string) => {
      const { value, unit } = measure(Date.now() - Date.parse(when));
      return intl.formatRelativeTime(-value, unit, { numeric: 'auto' });
    },
  };
}
