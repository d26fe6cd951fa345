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

/**
 * Every handler of the mock, in matching order: scenarios first, then one file per area of the
 * contract. Within an area, literal paths (/properties/stats) come before templated ones
 * (/properties/{id}), since MSW takes the first match.
 */
export const handlers = [
  ...scenarioHandlers,
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
