/** [ref: checkout#rules]: merging the items the checkout shows with the server's fresh list. */

/** [ref: checkout#rules]: where new server items go, by mode. */
export const MERGE_MODE = {
  /** New items first. */
  front: 1,
  /** New items last. */
  back: 2,
} as const;

/** A merge mode: 1 (front) or 2 (back). */
export type MergeMode = (typeof MERGE_MODE)[keyof typeof MERGE_MODE];

/** What the merge needs of an item. */
export interface MergeableItem {
  id: string | number;
  isRemoved?: boolean | null | undefined;
}

const keyOf = (item: MergeableItem) => String(item.id);

/**
 * Marks the items missing from `fresh` removed and takes the fresh values of the others, keeping
 * the current order (first half) [ref: checkout#rules].
 */
export function markMissingRemoved<T extends MergeableItem>(current: readonly T[], fresh: readonly T[]): T[] {
  const byId = new Map(fresh.map((item) => [keyOf(item), item]));
  return current.map((item) => byId.get(keyOf(item)) ?? { ...item, isRemoved: true });
}

/**
 * [ref: checkout#rules]: the current items merged with the server's fresh ones. Items missing from the server
 * are marked removed; new server items go to the front (mode 1) or the back (mode 2, and any
 * other value); then removed items (marked here or by the server) are pruned.
 */
export function mergeItemLists<T extends MergeableItem>(current: readonly T[], fresh: readonly T[], mode: number): T[] {
  const kept = markMissingRemoved(current, fresh);
  const known = new Set(current.map(keyOf));
  const added = fresh.filter((item) => !known.has(keyOf(item)));
  const merged = mode === MERGE_MODE.front ? [...added, ...kept] : [...kept, ...added];
  return merged.filter((item) => item.isRemoved !== true);
}

/** What {@link mergeRecipients} needs of a recipient. */
interface RecipientLike<I extends MergeableItem> {
  id: string | number;
  shipments: ReadonlyArray<{ id?: string | number | null | undefined; items: readonly I[] }>;
}

/**
 * The server's fresh recipients, with the items of each shipment it shares with the current ones
 * (same recipient, same shipment id, else same position) merged by {@link mergeItemLists}, so the
 * shopper's list keeps its order while new and removed items come and go.
 */
export function mergeRecipients<I extends MergeableItem, R extends RecipientLike<I>>(
  current: readonly R[],
  fresh: readonly R[],
  mode: number,
): R[] {
  const byId = new Map(current.map((recipient) => [String(recipient.id), recipient]));
  return fresh.map((recipient) => {
    const before = byId.get(String(recipient.id));
    if (!before) return recipient;
    const shipments = recipient.shipments.map((shipment, index) => {
      const match =
        shipment.id != null
          ? before.shipments.find((old) => old.id != null && String(old.id) === String(shipment.id))
          : before.shipments[index];
      return match ? { ...shipment, items: mergeItemLists(match.items, shipment.items, mode) } : shipment;
    });
    return { ...recipient, shipments };
  });
}
