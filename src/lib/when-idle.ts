/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms), or at once where there is
 * no idle callback (Safari): for writes to storage that must not lengthen a task of the page's load.
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(task, { timeout });
  else task();
}
