import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const days = [
  '14 Nov',
  '15 Nov',
  '16 Nov',
  '17 Nov',
  '18 Nov',
  '19 Nov',
  '20 Nov',
  '21 Nov',
  '22 Nov',
  '23 Nov',
  '24 Nov',
  '25 Nov',
  '26 Nov',
  '27 Nov',
];
const registrations = [42, 38, 51, 47, 60, 73, 69, 45, 41, 52, 58, 64, 80, 31];

const meta = {
  title: 'Primitives/BarChart',
  component: BarChart,
  args: {
    title: 'Registrations per day',
    categoryLabel: 'Day',
    valueLabel: 'Registrations',
    data: days.map((label, index) => ({ label, value: registrations[index] ?? 0 })),
    labelEvery: 3,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers reach a screen reader as a table named like the chart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Registrations per day' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Registrations per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(15);
    await expect(within(table).getByRole('row', { name: '27 Nov 31' })).toBeInTheDocument();
  },
};

/** Amounts formatted by the caller; the scale line shows the largest. */
export const Money: Story = {
  args: {
    title: 'Revenue per day (€)',
    valueLabel: 'Revenue',
    data: days.map((label, index) => ({ label, value: (registrations[index] ?? 0) * 980 })),
    formatValue: (cents: number) =>
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(cents / 100),
  },
  play: async ({ canvas }) => {
    // The scale line and the table's row of the best day.
    await expect(canvas.getAllByText('€784')).toHaveLength(2);
  },
};

/** No value at all: flat, and the table still lists the days. */
export const Empty: Story = {
  args: { data: days.map((label) => ({ label, value: 0 })) },
};
