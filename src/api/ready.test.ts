import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from './errors';
import { apiReady, fetchFromApi, setApiBackend } from './ready';

const URL_ = 'http://localhost:3000/properties/41';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const indexHtml = () =>
  new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } });

afterEach(() => {
  setApiBackend(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiReady', () => {
  it('starts the backend once, when first needed', async () => {
    const start = vi.fn(() => Promise.resolve());
    setApiBackend({ start });
    expect(start).not.toHaveBeenCalled();
    await Promise.all([apiReady(), apiReady()]);
    await apiReady();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tries a failed start again after a pause, then fails the call as a connection error, and the next call starts again', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunkFailed = new TypeError('Failed to fetch dynamically imported module');
    const start = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(chunkFailed)
      .mockRejectedValueOnce(chunkFailed)
      .mockResolvedValue(undefined);
    setApiBackend({ start });
    const attempt = apiReady().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    // Not at once: a service worker restarting (its fetches failed) is back a moment later.
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    const failed = await attempt;
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(start).toHaveBeenCalledTimes(2);
    await expect(apiReady()).resolves.toBeUndefined();
    expect(start).toHaveBeenCalledTimes(3);
  });
  it('gets over a start that fails once without failing the call', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const start = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    setApiBackend({ start });
    const ready = apiReady();
    await vi.advanceTimersByTimeAsync(500);
    await expect(ready).resolves.toBeUndefined();
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('fetchFromApi', () => {
  it.each([1, 2])(
    "sends a call again, body and all, after %i answers that were not the backend's (the worker lost again)",
    async (strays) => {
      const fetch = vi.fn<(request: Request) => Promise<Response>>();
      for (let i = 0; i < strays; i++) fetch.mockResolvedValueOnce(indexHtml());
      fetch.mockResolvedValueOnce(json({ id: 41 }));
      vi.stubGlobal('fetch', fetch);
      const recover = vi.fn((_: Request, response: Response) =>
        Promise.resolve(response.headers.get('content-type') === 'text/html'),
      );
      setApiBackend({ start: () => Promise.resolve(), recover });

      const response = await fetchFromApi(new Request(URL_, { method: 'PUT', body: '{"title":"Casa"}' }));
      expect(await response.json()).toEqual({ id: 41 });
      // Asked of each answer: the last is the backend's own.
      expect(recover).toHaveBeenCalledTimes(strays + 1);
      expect(fetch).toHaveBeenCalledTimes(strays + 1);
      const resent = fetch.mock.calls[strays]![0];
      expect(resent.method).toBe('PUT');
      expect(await resent.text()).toBe('{"title":"Casa"}');
    },
  );

  it('gives up after three resends and passes the last answer on', async () => {
    const fetch = vi.fn(() => Promise.resolve(indexHtml()));
    vi.stubGlobal('fetch', fetch);
    const recover = vi.fn(() => Promise.resolve(true));
    setApiBackend({ start: () => Promise.resolve(), recover });

    const response = await fetchFromApi(new Request(URL_));
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(recover).toHaveBeenCalledTimes(3);
  });

  it("passes the backend's own answer on, once", async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ message: 'Imóvel não encontrado' })));
    vi.stubGlobal('fetch', fetch);
    setApiBackend({ start: () => Promise.resolve(), recover: () => Promise.resolve(false) });
    const response = await fetchFromApi(new Request(URL_));
    expect(await response.json()).toEqual({ message: 'Imóvel não encontrado' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
