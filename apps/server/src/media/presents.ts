/** The pictures of the presents sent in chats (/v1/media/presents/{id}.svg). */
import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { presents } from '../db/schema';
import { ApiProblem } from '../http/problem';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A present's picture: its emoji on a round tile, drawn by the browser's emoji font. */
const presentSvg = (emoji: string, name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img">` +
  `<title>${escapeXml(name)}</title>` +
  `<defs><radialGradient id="tile" cx="35%" cy="30%" r="75%">` +
  `<stop offset="0" stop-color="#fff4f7"/><stop offset="1" stop-color="#ffd1de"/>` +
  `</radialGradient></defs>` +
  `<circle cx="48" cy="48" r="46" fill="url(#tile)"/>` +
  `<text x="48" y="50" font-size="52" text-anchor="middle" dominant-baseline="central">` +
  `${escapeXml(emoji)}</text></svg>`;

/** The SVG a file name (`{presentId}.svg`) names, or 404. */
export const presentPicture = async (db: Database, fileName: string): Promise<string> => {
  const id = /^([a-z0-9-]{1,64})\.svg$/.exec(fileName)?.[1];
  const [present] = id ? await db.select().from(presents).where(eq(presents.id, id)).limit(1) : [];
  if (!present) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return presentSvg(present.emoji, present.name);
};
