import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock for Vitest and Node scripts: the same handlers as the browser. */
export const server = setupServer(...handlers);
