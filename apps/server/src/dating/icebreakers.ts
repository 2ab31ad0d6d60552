/**
 * The icebreaker questions (the spec names the feature, not the questions; ours). Ids are stable:
 * POST /chat/icebreaker sends one by id.
 */

import type { IceBreaker } from '@amora/contract';
import { listOf } from '../http/collection';

export const iceBreakers: readonly IceBreaker[] = [
  { id: 'weekend', text: 'What does a perfect weekend look like for you?' },
  { id: 'travel', text: 'Which place would you fly to tomorrow if you could?' },
  { id: 'food', text: 'Pizza, pasta or something spicy: what would you cook for a first date?' },
  { id: 'music', text: 'Which song have you been listening to on repeat lately?' },
  { id: 'laugh', text: 'What was the last thing that made you laugh out loud?' },
  { id: 'superpower', text: 'If you could have one superpower for a day, which would it be?' },
  { id: 'coffee', text: 'Coffee or tea, and where is the best place in town to get it?' },
  { id: 'series', text: 'Which series could you watch again and again?' },
];

export const iceBreakerById = (id: string) => iceBreakers.find((item) => item.id === id);

/** The questions as the list GET /dating/icebreaker answers. */
export const iceBreakerList = () => listOf(iceBreakers);
