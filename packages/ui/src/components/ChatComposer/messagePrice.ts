export interface MessagePriceOptions {
  /** Coins per started block (spec section 9: 10). */
  pricePerBlock?: number;
  /** Characters per block (spec section 9: 100). */
  blockLength?: number;
}

/**
 * The coins a chat message costs: `pricePerBlock` for every started block of `blockLength`
 * characters (spec sections 5 and 9). Counted on the text as it is sent (trimmed, in characters
 * rather than UTF-16 units, so an emoji is one); blank text cannot be sent and costs nothing.
 */
export function messagePrice(
  text: string,
  { pricePerBlock = 10, blockLength = 100 }: MessagePriceOptions = {},
): number {
  const length = Array.from(text.trim()).length;
  return Math.ceil(length / blockLength) * pricePerBlock;
}
