/**
 * The embedded mock's files in a build's assets/: the page's side (the chunk vite.config.ts names
 * `browser-…`) and its worker (`backend.worker-…`). The benchmarks count them apart from the app's.
 */
export function isMockFile(fileName: string): boolean {
  return /^(browser|backend\.worker)-[^/]*\.js$/.test(fileName);
}
