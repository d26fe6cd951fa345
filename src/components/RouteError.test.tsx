import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { RouteError } from './RouteError';

/** What Chromium says when a route's script did not download. */
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js');

describe('RouteError', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // jsdom's location cannot be spied on; the component reads the global one.
    vi.stubGlobal('location', { reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    reload.mockReset();
  });

  const renderError = () =>
    render(
      <MantineProvider theme={theme}>
        <RouteError error={chunkFailure()} reloadOnce />
      </MantineProvider>,
    );

  it("loads the page again once when a route's script did not download", () => {
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    renderError();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not load the page again while the browser is taking the user elsewhere, and says why it stopped', () => {
    vi.setSystemTime(new Date('2026-11-28T12:01:00Z'));
    dispatchEvent(new Event('beforeunload'));
    renderError();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível abrir esta página');
  });

  it('counts a page still here five seconds after beforeunload (a download, a navigation called off) as staying', () => {
    vi.setSystemTime(new Date('2026-11-28T12:02:00Z'));
    dispatchEvent(new Event('beforeunload'));
    vi.setSystemTime(new Date('2026-11-28T12:02:05Z'));
    renderError();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
