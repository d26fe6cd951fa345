/**
 * Whether the page may load itself again now, noting it under `key` if so: once per half minute,
 * so that a cause that stays (a connection down, a service worker that cannot take control) ends
 * in the page's own handling instead of reloading in a loop.
 */
export function mayReloadNow(key: string): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(key)) < 30_000) return false;
    sessionStorage.setItem(key, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}
