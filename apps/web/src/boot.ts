/**
 * The page's first script, kept small. For a visitor on the landing page the server has already
 * rendered it, in the visitor's language (ssr.tsx): the page is complete and its links work, so
 * the app (main.tsx) loads when the visitor shows an intent to use it (a pointer over the page, a
 * touch, a key, focus) and then takes the rendered page over. A press that arrived before that is
 * pressed again once the app has it. Anything else (a member's stored session, a campaign link, a
 * page in another language than the visitor's, any other route) loads the app at once.
 */
import '@amora/tokens/fonts';
import '@amora/tokens/global';
import './app/global.css';
import { marketingParameters } from '@amora/contract';
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

const query = new URLSearchParams(window.location.search);
/** The rendered page is the app's first screen: a visitor's landing in the visitor's language. */
const hydratable =
  rendered !== null &&
  readItem(persistKey) === null &&
  initialLocale() === document.documentElement.lang;
const waitsForIntent =
  hydratable && !Object.values(marketingParameters).some((name) => query.has(name));

const load = (hydrate: boolean) => import('./main').then(({ start }) => start({ hydrate }));

if (!waitsForIntent) {
  void load(hydratable);
} else {
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  let pressed: HTMLElement | null = null;
  /**
   * A control pressed before the app was there, pressed again once it is: a button, or a switch
   * or checkbox, whose own change is undone until then. Links need no app.
   */
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button, input[type=checkbox], input[type=radio]');
    if (!control) return;
    if (control instanceof HTMLInputElement) event.preventDefault();
    pressed = control;
  };
  const begin = () => {
    for (const intent of intents) window.removeEventListener(intent, begin, true);
    void load(true).then(() => {
      window.removeEventListener('click', remember, true);
      if (pressed?.isConnected) pressed.click();
    });
  };
  window.addEventListener('click', remember, true);
  for (const intent of intents) window.addEventListener(intent, begin, { capture: true });
}
