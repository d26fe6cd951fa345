/**
 * Resolves in a task of its own, so that the work after it does not lengthen the current one (a
 * long task blocks input and counts in Lighthouse's total blocking time). A message the page posts
 * itself rather than a timer: a background tab runs a timer at most once a second, and a restore
 * of the mock's database that yielded by timers took a second per collection in a tab opened
 * behind another.
 */
export function nextTask(): Promise<void> {
  return new Promise((resume) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resume();
    };
    port2.postMessage(null);
  });
}
