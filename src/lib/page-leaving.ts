/**
 * How long after `beforeunload` the page counts as being left. A navigation to another document
 * (a typed address, a bookmark, a reload) keeps the old page running until the new one arrives; a
 * download or a navigation that was called off leaves it in place, and after this it counts as
 * staying.
 */
const LEAVING_MS = 5000;

let leavingAt = Number.NEGATIVE_INFINITY;
addEventListener('beforeunload', () => {
  leavingAt = Date.now();
});

/**
 * Whether the browser is taking the user to another page. A script that fails to download
 * meanwhile fails because the page is being left, and loading the page again would take the user
 * back to where they were leaving (a journey's next page.goto was aborted by such a reload).
 */
export function isLeavingPage(): boolean {
  return Date.now() - leavingAt < LEAVING_MS;
}
