import { Button } from '@mantine/core';
import { networkError } from '@/api/errors';
import classes from './RouteError.module.css';

/** What browsers say when a script of a route did not download (Chromium, Safari, Firefox). */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * A route that could not open, instead of the router's English default ('Something went wrong!').
 * Most often one of its scripts did not download (a dropped connection, the mock's service worker
 * stopped mid-answer): the catalogue's connection message, and a retry that loads the page again,
 * which fetches the route's scripts afresh. It ships in the entry, never lazily: a lazy error view
 * would fail to download with the route.
 */
export function RouteError({ error }: { error: unknown }) {
  const failedDownload = error instanceof Error && CHUNK_FAILURE.test(error.message);
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
