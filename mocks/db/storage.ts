/**
 * Where the embedded mock keeps what outlives a tab: the database and the sign-ins. In the page
 * (and in jsdom) that is localStorage; the mock's own worker has no localStorage, so it works on a
 * copy of those keys that the page mirrors back into localStorage (mocks/backend/).
 */
export type MockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const STORAGE_KEYS = { database: 'mock-db', sessions: 'mock-sessions' } as const;

let storage: MockStorage | null = null;

export function mockStorage(): MockStorage {
  return storage ?? localStorage;
}

/** The mock's worker: its copy of the keys, mirrored to the page. */
export function setMockStorage(next: MockStorage): void {
  storage = next;
}
