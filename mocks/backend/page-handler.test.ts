import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toWireResponse, type WireAnswer } from './contract';
import { MockBackendHandler } from './page-handler';

const ORIGIN = 'http://localhost:5173';

function handlerAnswering(answer: WireAnswer) {
  const ask = vi.fn(async (_request: Request) => answer);
  return { ask, handlers: [new MockBackendHandler(ask)] };
}

describe('the page’s MSW handler', () => {
  it('sends a call to the mock’s worker and answers with what it said', async () => {
    const wire = await toWireResponse(Response.json({ total: 3 }, { status: 201, statusText: 'Created' }));
    const { ask, handlers } = handlerAnswering(wire);
    const response = await getResponse(
      handlers,
      new Request(`${ORIGIN}/properties?page=2`, { method: 'POST', body: '{"a":1}' }),
    );
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]![0].url).toBe(`${ORIGIN}/properties?page=2`);
    expect(ask.mock.calls[0]![0].method).toBe('POST');
    expect(response?.status).toBe(201);
    expect(await response?.json()).toEqual({ total: 3 });
  });

  it('lets the route’s chunks, styles and photos go to the host without asking the worker', async () => {
    const { ask, handlers } = handlerAnswering(null);
    for (const path of [
      '/assets/D3GTdUxc.js',
      '/assets/index-DVvqApeW.css',
      '/mock-images/casa-1.jpg',
      '/favicon.svg',
    ]) {
      expect(await getResponse(handlers, new Request(`${ORIGIN}${path}`))).toBeUndefined();
    }
    expect(ask).not.toHaveBeenCalled();
  });

  it('a connection the mock fails is a network error; a call it does not answer goes on', async () => {
    const offline = await getResponse(
      handlerAnswering('network-error').handlers,
      new Request(`${ORIGIN}/auth/me`),
    );
    expect(offline?.type).toBe('error');
    const unanswered = await getResponse(handlerAnswering(null).handlers, new Request(`${ORIGIN}/auth/me`));
    // MSW's passthrough: a response that tells the service worker to send the call on.
    expect(unanswered?.headers.get('x-msw-intention')).toBe('passthrough');
  });
});
