/**
 * The page's first script, kept small. A visitor's first page (the landing, the login, the
 * registration) comes rendered by the server, in the visitor's language (ssr.tsx): it is complete
 * and its links work, so the app (main.tsx) loads when the visitor shows an intent to use it (a
 * pointer over the page, a touch, a key, focus) and then takes the page over as it is. What the
 * visitor did before that is handed to the app: a press is pressed again, a form sent is sent
 * again, and text typed into a field is given to the field. Anything else (a page the app draws,
 * a member's stored session, another language than the page's) loads the app at once and lets it
 * draw the page anew.
 */
import '@amora/tokens/fonts';
import '@amora/tokens/global';
import './app/global.css';
import { themeClass } from '@amora/tokens';
import { initialLocale, initialTheme } from './preferences/initial';
import { persistKey, readItem } from './shared/storage';

const root = document.getElementById('root');
const rendered = root?.firstElementChild instanceof HTMLElement ? root.firstElementChild : null;

/** The theme the visitor wants, over a page the server drew in another (before it is shown). */
const theme = initialTheme();
const renderedTheme = rendered?.dataset.theme;
if (
  rendered &&
  (renderedTheme === 'light' || renderedTheme === 'dark') &&
  renderedTheme !== theme
) {
  for (const element of [document.documentElement, rendered]) {
    element.classList.replace(themeClass[renderedTheme], themeClass[theme]);
  }
}

/** The rendered page is the app's first screen: drawn for a visitor as this one is. */
const hydratable =
  rendered !== null &&
  readItem(persistKey) === null &&
  initialLocale() === document.documentElement.lang;

const load = (hydrate: boolean) => import('./main').then(({ start }) => start({ hydrate }));

/**
 * Text typed into the page's fields before the app had them. Hydration keeps what a field shows
 * and React takes it as the value it last saw, while the app's state holds its own (empty, or a
 * remembered login): an input event alone would change nothing. So each field is first set
 * through React's own setter to something else, then to the typed text past it, and told, which
 * React reports to the app as the visitor's change.
 */
const handOverTypedText = (typed: Map<HTMLInputElement, string>) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    field.value = text === '' ? ' ' : '';
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

if (!hydratable) {
  // A rendered page the app draws anew is only looked at until then: nothing typed is lost.
  if (root && rendered) root.inert = true;
  void load(false).then(() => root?.removeAttribute('inert'));
} else {
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  const typed = new Map<HTMLInputElement, string>();
  let pressed: HTMLElement | null = null;
  let sent: HTMLFormElement | null = null;
  /**
   * A control pressed before the app was there: a button, or a switch, checkbox or radio, whose
   * own change is undone until then. Links need no app.
   */
  const rememberPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button, input[type=checkbox], input[type=radio]');
    if (!control) return;
    if (control instanceof HTMLInputElement) event.preventDefault();
    pressed = control;
  };
  /**
   * A form sent before the app was there (Enter in a field) is sent neither by the browser nor,
   * should it have hydrated the form already, by the app before it has the typed text.
   */
  const rememberSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLFormElement) sent = event.target;
    pressed = null;
  };
  const rememberText = (event: Event) => {
    if (event.target instanceof HTMLInputElement) typed.set(event.target, event.target.value);
  };
  const begin = () => {
    for (const intent of intents) window.removeEventListener(intent, begin, true);
    void load(true).then(() => {
      window.removeEventListener('click', rememberPress, true);
      window.removeEventListener('submit', rememberSubmit, true);
      window.removeEventListener('input', rememberText, true);
      handOverTypedText(typed);
      if (sent?.isConnected) sent.requestSubmit();
      else if (pressed?.isConnected) pressed.click();
    });
  };
  window.addEventListener('click', rememberPress, true);
  window.addEventListener('submit', rememberSubmit, true);
  window.addEventListener('input', rememberText, true);
  for (const intent of intents) window.addEventListener(intent, begin, { capture: true });
}
