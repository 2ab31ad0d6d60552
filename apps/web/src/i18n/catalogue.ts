/**
 * The app's own texts (screens, notices, error codes), loaded on demand per locale: the shell's
 * module (`messages/<locale>.ts`) and one module per feature (`features/<feature>/messages/`),
 * whose keys start with the feature's name. The library's texts (aria labels, built-in captions)
 * stay in @amora/ui; only what the app composes is here. German is the source: every other
 * locale must have each of its keys.
 */
import type { Locale } from '@amora/ui';
import type { messages as account } from '../features/account/messages/de';
import type { messages as discovery } from '../features/discovery/messages/de';
import type { messages as chat } from '../features/messages/messages/de';
import type { messages as people } from '../features/people/messages/de';
import type { messages as profile } from '../features/profile/messages/de';
import type { messages as shop } from '../features/shop/messages/de';
import type { de } from './messages/de';

/** The keys of the shell's own module. */
export type ShellMessages = Record<keyof typeof de, string>;
export type MessageId =
  | keyof typeof de
  | keyof typeof account
  | keyof typeof discovery
  | keyof typeof chat
  | keyof typeof people
  | keyof typeof profile
  | keyof typeof shop;
export type Messages = Record<MessageId, string>;

type Module = { messages: Record<string, string> };

const shell: Record<Locale, () => Promise<Module>> = {
  de: () => import('./messages/de').then((module) => ({ messages: module.de })),
  en: () => import('./messages/en'),
  fr: () => import('./messages/fr'),
  it: () => import('./messages/it'),
  pl: () => import('./messages/pl'),
  nl: () => import('./messages/nl'),
  da: () => import('./messages/da'),
  sv: () => import('./messages/sv'),
};
const features = import.meta.glob<Module>('../features/*/messages/*.ts');

export const loadMessages = async (locale: Locale): Promise<Messages> => {
  const modules = await Promise.all([
    shell[locale](),
    ...Object.entries(features)
      .filter(([path]) => path.endsWith(`/${locale}.ts`))
      .map(([, load]) => load()),
  ]);
  return Object.assign({}, ...modules.map((module) => module.messages));
};
