/**
 * Renders a dialog (or any component) inside the app's providers, signed in as a demo user —
 * for components that do not need a route (the export and deletion dialogs). Also offers seed
 * properties as the list serialises them and a log of the requests the mock received.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTestQueryClient } from '../query-client';
import type { components } from '@/api/schema';
import { Providers } from '@/app/Providers';
import { resetSessionStore } from '@/features/auth/store';
import { db } from '@mocks/db';
import { signInDemoUser, type DemoUsername } from '@mocks/demo-session';
import { server } from '@mocks/node';
import { toPropertyListItem } from '@mocks/serializers';

export async function renderDialog(ui: ReactElement, { user = 'gestor' }: { user?: DemoUsername } = {}) {
  await signInDemoUser(user);
  resetSessionStore();
  const queryClient = createTestQueryClient();
  const utils = render(
    <Providers queryClient={queryClient} env="test">
      {ui}
    </Providers>,
  );
  return {
    ...utils,
    queryClient,
    rerenderDialog: (next: ReactElement) =>
      utils.rerender(
        <Providers queryClient={queryClient} env="test">
          {next}
        </Providers>,
      ),
  };
}

/** Seed properties of a tenant, as list items, by id. */
export function seedListItems(ids: number[]): components['schemas']['PropertyListItem'][] {
  return ids.map((id) => {
    const record = db.properties.findFirst((q) => q.where({ id }));
    if (!record) throw new Error(`no seed property ${id}`);
    return toPropertyListItem(record) as components['schemas']['PropertyListItem'];
  });
}

export function seedRecord(id: number) {
  return db.properties.findFirst((q) => q.where({ id }));
}

export interface RecordedRequest {
  call: string;
  /** Parsed JSON body (filled in shortly after the request starts). */
  body?: unknown;
}

/** Every API request the mock receives from now on, as 'METHOD /path' with its JSON body. */
export function recordRequests(): { requests: RecordedRequest[]; calls: () => string[]; stop: () => void } {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry: RecordedRequest = { call: `${request.method} ${new URL(request.url).pathname}` };
    requests.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? (JSON.parse(text) as unknown) : null;
        })
        .catch(() => undefined);
    }
  };
  server.events.on('request:start', listener);
  return {
    requests,
    calls: () => requests.map((r) => r.call),
    stop: () => server.events.removeListener('request:start', listener),
  };
}
