/** German texts of this feature (the source of its keys; every key starts with "discovery."). */
export const messages = {} as const satisfies Record<string, string>;
