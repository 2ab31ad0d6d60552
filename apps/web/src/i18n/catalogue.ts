/**
 * The app's own texts (screens, notices, error codes), one module per locale, each loaded on
 * demand. The library's texts (aria labels, built-in captions) stay in @amora/ui; only what the
 * app composes is here. German is the source: every other locale must have each of its keys.
 */
import type { Locale } from '@amora/ui';
import type { de } from './messages/de';

export type MessageId = keyof typeof de;
export type Messages = Record<MessageId, string>;

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('./messages/de').then((module) => ({ messages: module.de })),
  en: () => import('./messages/en'),
  fr: () => import('./messages/fr'),
  it: () => import('./messages/it'),
  pl: () => import('./messages/pl'),
  nl: () => import('./messages/nl'),
  da: () => import('./messages/da'),
  sv: () => import('./messages/sv'),
};

export const loadMessages = async (locale: Locale): Promise<Messages> =>
  (await loaders[locale]()).messages;
