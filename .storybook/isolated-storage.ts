/**
 * Each story frame keeps its own localStorage and sessionStorage, in memory. Vitest runs story
 * files of both themes at once, in frames of one page that share the origin's storage and receive
 * each other's 'storage' events: a Gandalf link made by a story in one frame turned the link form
 * of another frame's story into 'Vinculado' under its play function, and a theme chosen in one
 * frame reached the others through Mantine's colour-scheme manager. Imported before anything that
 * reads storage.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true });
}
