/**
 * A comparator of operation labels by their place in `order` (the run's operations, as in the
 * schema); labels not in it go last, alphabetically. Reports list operations this way, whatever
 * order the workers finished in.
 */
export function bySchemaOrder(order: readonly string[]): (a: string, b: string) => number {
  const position = new Map(order.map((label, index) => [label, index]));
  return (a, b) => {
    // Two unknown labels give Infinity − Infinity (NaN): neither test holds, the names decide.
    const difference = (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity);
    if (difference < 0 || difference > 0) return difference;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}
