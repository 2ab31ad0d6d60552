/** The texts of the chosen locale, loaded on demand; the previous ones stay until they arrive. */
import { createEffect, createStore, sample } from 'effector';
import { $locale, localeChosen } from '../preferences/model';
import { appStarted } from '../session/model';
import { loadMessages, type Messages } from './catalogue';

export const loadMessagesFx = createEffect(loadMessages);

export const $messages = createStore<Messages | null>(null, { serialize: 'ignore' }).on(
  loadMessagesFx.doneData,
  (_, messages) => messages,
);
/** The locale the loaded messages are in (the IntlProvider's locale). */
export const $messagesLocale = createStore($locale.defaultState).on(
  loadMessagesFx.done,
  (_, { params }) => params,
);

sample({ clock: [appStarted, localeChosen], source: $locale, target: loadMessagesFx });
