import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {};
