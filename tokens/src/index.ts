/** The public CSS entry: the contract, the themes and the atoms; nothing internal. */

export { contrastRatio } from './contrast';
export { type Atoms, atoms } from './sprinkles.css';
export { darkThemeClass, lightThemeClass, themeClass } from './themes.css';
export * from './values';
export { vars } from './vars.css';
