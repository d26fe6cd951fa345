/**
 * Testing Library's error for a query that matched nothing carries the whole document, printed,
 * in its message. `findBy…` and `waitFor` retry every 50 ms, and each retry that still finds
 * nothing builds such an error, though only the last one, on a timeout, is ever read: in the
 * list's unit tests about an eighth of the CPU went to printing documents nobody saw.
 *
 * The error made here prints the document when its message is first read (the test runner reads
 * it as the test fails, before the cleanup), so a failure reads exactly as before.
 * Given to `configure({ getElementError })` by tests/setup.ts (happy-dom) and .storybook/preview.tsx
 * (the stories' own copy of Testing Library).
 */
export function lazyElementError(
  prettyDOM: (container: Element | Document) => string | false,
  getConfig: () => { defaultIgnore: string },
) {
  return (message: string | null, container: Element): Error => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      enumerable: false,
      get: () =>
        (printed ??= [
          message,
          `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container) || ''}`,
        ]
          .filter(Boolean)
          .join('\n\n')),
    });
    return error;
  };
}
