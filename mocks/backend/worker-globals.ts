/**
 * MSW keeps the cookies that mocked answers set in localStorage, and will not load in a
 * browser-like place without it; a worker has none. No handler of this mock sets a cookie (its
 * session is a bearer token): a storage that lasts as long as the worker is enough. Imported
 * before MSW (backend.worker.ts).
 */
if (typeof localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage });
}
