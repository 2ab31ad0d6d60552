/** German texts of this feature (the source of its keys; every key starts with "messages."). */
export const messages = {} as const satisfies Record<string, string>;
