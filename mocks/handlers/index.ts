import { scenarioHandlers } from '../scenarios';
import { authHandlers } from './auth';
import { propertiesHandlers } from './properties';
import { deletionHandlers } from './deletion';
import { vectorHandlers } from './vector';
import { firstPortalHandlers } from './first-portal';
import { secondPortalHandlers } from './second-portal';
import { postalCodeHandlers } from './postal-code';
import { refreshHandlers } from './refresh';
import { usersHandlers } from './users';
import { tenantsHandlers } from './tenants';
import { executiveDashboardHandlers } from './executive-dashboard';

const areaHandlers = [
  ...authHandlers,
  ...propertiesHandlers,
  ...deletionHandlers,
  ...vectorHandlers,
  ...firstPortalHandlers,
  ...secondPortalHandlers,
  ...postalCodeHandlers,
  ...refreshHandlers,
  ...usersHandlers,
  ...tenantsHandlers,
  ...executiveDashboardHandlers,
];

function segments(handler: (typeof areaHandlers)[number]): number {
  const path = (handler.info as { path?: unknown }).path;
  return typeof path === 'string' ? path.split('/').length : 0;
}

/**
 * Every handler of the mock, scenarios first. Handlers match any origin ('*' + path), and that
 * '*' also swallows leading path segments: the handler of '/properties' would answer
 * GET /properties/api/refresh-schedules/1/properties.
 * So the longer paths go first; among equal lengths the area files' own order holds (literal
 * paths such as /properties/stats before /properties/{id}).
 */
export const handlers = [
  ...scenarioHandlers,
  ...areaHandlers
    .map((handler, index) => ({ handler, index, length: segments(handler) }))
    .sort((a, b) => b.length - a.length || a.index - b.index)
    .map(({ handler }) => handler),
];
