/**
 * Waits for a state, never for a number of milliseconds (docs/testing.md): checks `condition`
 * every 25 ms until it holds, and fails after `timeoutMs` saying what it last saw (`state`).
 * The one such helper of the server's tests.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  {
    timeoutMs = 30_000,
    /** What a failure says: the state waited on, as it last was. */
    state,
  }: { timeoutMs?: number; state?: () => unknown } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      const last = state ? `; last state: ${JSON.stringify(await state())}` : '';
      throw new Error(`timed out waiting after ${timeoutMs} ms${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
