/** A whole list as the contract's collection: its items and how many there are. */
export const listOf = <Item>(items: readonly Item[]) => ({
  items: [...items],
  count: items.length,
});
