import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { networkError } from '@/api/errors';
import { mayReloadNow } from '@/lib/reload-throttle';
import classes from './RouteError.module.css';

/** What browsers say when a script of a route did not download (Chromium, Safari, Firefox). */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

const RELOADED_AT = 'route-reloaded-at';

/**
 * A route that could not open, instead of the router's English default ('Something went wrong!').
 * Most often one of its scripts did not download (a dropped connection, the mock's service worker
 * stopped mid-answer): with `reloadOnce` (the router's view) the page first loads itself again, as
 * index.html does for the entry's scripts, since a second try usually gets them; if that fails too,
 * the catalogue's connection message and a retry. It ships in the entry, never lazily: a lazy error
 * view would fail to download with the route.
 */
export function RouteError({ error, reloadOnce = false }: { error: unknown; reloadOnce?: boolean }) {
  const failedDownload = error instanceof Error && CHUNK_FAILURE.test(error.message);
  const [reloading] = useState(() => reloadOnce && failedDownload && mayReloadNow(RELOADED_AT));
  useEffect(() => {
    if (reloading) location.reload();
  }, [reloading]);
  if (reloading) return null;
  return (
    <div className={classes.page}>
      <div role="alert" className={classes.alert}>
        <p className={classes.title}>Não foi possível abrir esta página</p>
        {failedDownload && <p className={classes.message}>{networkError(error).message}</p>}
        <Button size="xs" variant="default" onClick={() => location.reload()}>
          Tentar novamente
        </Button>
      </div>
    </div>
  );
}
