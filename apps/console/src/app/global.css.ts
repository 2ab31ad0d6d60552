import { globalStyle } from '@vanilla-extract/css';

/**
 * react-aria adds this rule as an inline <style> on the first press, which the server's CSP
 * (style-src 'self') refuses. The rule ships in the console's stylesheet instead, and index.html
 * holds an element with the id react-aria looks for, so it does not try.
 */
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
