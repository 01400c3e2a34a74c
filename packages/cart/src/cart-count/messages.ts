/** Screen-reader text of the cart count (the spec shows no wording; see README). */
export function cartCountText(count: number): string {
  return count === 1 ? '1 item in cart' : `${count} items in cart`;
}
