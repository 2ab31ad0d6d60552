/** German texts of this feature (the source of its keys; every key starts with "people."). */
export const messages = {} as const satisfies Record<string, string>;
