/** A dashboard as the server answers it, for the console's stories (the frame loads it too). */
import type { ConsoleDashboard } from '@amora/contract';
import { minutesAgo, storyNow } from '../../stories/fixtures';

const day = (offset: number) =>
  new Date(Date.parse(storyNow) - offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const registrations = [42, 38, 51, 47, 60, 73, 69, 45, 41, 52, 58, 64, 80, 31];
const messages = [
  2100, 1980, 2250, 2400, 2710, 3320, 3050, 2200, 2150, 2380, 2600, 2900, 3500, 1200,
];
const revenue = [
  41200, 38900, 45000, 43900, 52100, 61800, 57300, 40100, 39800, 46700, 50200, 55900, 66400, 21300,
];

export const dashboardFixture: ConsoleDashboard = {
  queues: {
    pictures: { count: 12, oldestAt: minutesAgo(190) },
    verifications: { count: 3, oldestAt: minutesAgo(45) },
    reports: { count: 5, oldestAt: minutesAgo(26 * 60) },
    tickets: { count: 9, oldestAt: minutesAgo(5 * 60) },
  },
  days: registrations.map((value, index) => ({
    day: day(13 - index),
    registrations: value,
    messages: messages[index] ?? 0,
    revenueCents: revenue[index] ?? 0,
  })),
};

/** Nothing waits anywhere: a calm morning. */
export const quietDashboard: ConsoleDashboard = {
  ...dashboardFixture,
  queues: {
    pictures: { count: 0, oldestAt: null },
    verifications: { count: 0, oldestAt: null },
    reports: { count: 0, oldestAt: null },
    tickets: { count: 0, oldestAt: null },
  },
};
