/**
 * The console's texts, English and German (the languages of the people who run Amora). Each
 * feature keeps its texts beside it; the catalogue joins them, and the German one must have every
 * key of the English one (the type says so).
 */
import { auditTexts } from '../features/audit/texts';
import { dashboardTexts } from '../features/dashboard/texts';
import { membersTexts } from '../features/members/texts';
import { moderationTexts } from '../features/moderation/texts';
import { settingsTexts } from '../features/settings/texts';
import { signInTexts } from '../features/sign-in/texts';
import { ticketsTexts } from '../features/tickets/texts';
import { commonTexts } from './common';

export const consoleLocales = ['en', 'de'] as const;
export type ConsoleLocale = (typeof consoleLocales)[number];

const parts = [
  commonTexts,
  signInTexts,
  dashboardTexts,
  moderationTexts,
  ticketsTexts,
  membersTexts,
  auditTexts,
  settingsTexts,
];

export const catalogues: Record<ConsoleLocale, Record<string, string>> = {
  en: Object.assign({}, ...parts.map((part) => part.en)),
  de: Object.assign({}, ...parts.map((part) => part.de)),
};

/** The language of the browser if the console has it, English otherwise. */
export const browserLocale = (): ConsoleLocale =>
  typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('de')
    ? 'de'
    : 'en';
