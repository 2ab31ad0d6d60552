import { createGlobalThemeContract } from '@vanilla-extract/css';
import { light } from './light';
import { makeTheme } from './makeTheme';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(values: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : contractOf(value as object),
    ]),
  ) as Contract<T>;
}

/**
 * The theme contract, derived from the resolved light theme. Variables get stable, readable names
 * (`--amora-color-brand`) so that plain CSS and other toolchains can use them too.
 */
export const vars = createGlobalThemeContract(
  contractOf(makeTheme(light)),
  (_value, path) => `amora-${path.join('-')}`,
);
