/**
 * Runs `task` over `items` with at most `concurrency` tasks in flight, in item order.
 * Stops starting new tasks once `shouldStop()` is true.
 */
export async function forEachConcurrent<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length && !shouldStop()) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  const lanes: Promise<void>[] = [];
  for (let i = 0; i < Math.max(1, Math.min(concurrency, items.length)); i++) lanes.push(lane());
  await Promise.all(lanes);
}
