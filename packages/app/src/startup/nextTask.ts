/**
 * Resolves in a task of its own: what follows an `await nextTask()` runs after the browser has had
 * the chance to paint and to answer input, so the start's work is not one long task on a phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
