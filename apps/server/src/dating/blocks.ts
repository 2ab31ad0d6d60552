/** Blocking: a block in either direction separates two members in every list and action. */
import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { blocks } from '../db/schema';

/** True when either member blocked the other. */
export const isBlockedEitherWay = async (db: Database, a: string, b: string) => {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** SQL condition: the member in `column` and the viewer have a block between them. */
export const blockedWithViewer = (db: Database, viewerId: string, column: AnyPgColumn): SQL =>
  exists(
    db
      .select({ id: blocks.id })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, column)),
          and(eq(blocks.blockerId, column), eq(blocks.blockedId, viewerId)),
        ),
      ),
  );
