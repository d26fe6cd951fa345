import { scenarioHandlers } from '../scenarios';
import { authHandlers } from './auth';

/** Every handler of the mock, in matching order: scenarios first, then one file per area. */
export const handlers = [...scenarioHandlers, ...authHandlers];
