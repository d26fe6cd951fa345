import { matchRequestUrl, type HttpHandler } from 'msw';
import { scenarioHandlers } from '../scenarios';
import { authHandlers } from './auth';
import { propertiesHandlers } from './properties';
import { propertyImagesHandlers } from './property-images';
import { deletionHandlers } from './deletion';
import { developmentsHandlers } from './developments';
import { vectorHandlers } from './vector';
import { gandalfHandlers } from './gandalf';
import { canalproHandlers } from './canalpro';
import { postalCodeHandlers } from './postal-code';
import { refreshHandlers } from './refresh';
import { usersHandlers } from './users';
import { tenantsHandlers } from './tenants';
import { executiveDashboardHandlers } from './executive-dashboard';

const areaHandlers = [
  ...authHandlers,
  ...propertiesHandlers,
  ...propertyImagesHandlers,
  ...deletionHandlers,
  ...developmentsHandlers,
  ...vectorHandlers,
  ...gandalfHandlers,
  ...canalproHandlers,
  ...postalCodeHandlers,
  ...refreshHandlers,
  ...usersHandlers,
  ...tenantsHandlers,
  ...executiveDashboardHandlers,
];

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} };

/**
 * Vite's dev server (npm run dev, Storybook, the story tests) serves source modules from the page's
 * own origin through the same worker, and the '*' before each path swallows their leading
 * segments: '/src/features/properties/highlight-plan.ts' was GET /properties/{id}, answered 401,
 * and the highlight planner's lazy chunk never loaded. No API path starts like these.
 */
function isSourceModule(url: URL): boolean {
  return /^\/(src|node_modules|@[a-z]+)\//.test(url.pathname);
}

/**
 * MSW works out a request's cookies (document.cookie and its cookie store) for every handler it
 * tries, before it checks the handler's method and path: with a hundred handlers, each request of
 * the demo paid that a hundred times on the page's main thread (a third of the mock's work while
 * the dashboard loads, on a throttled phone). This checks method and path first and leaves the
 * rest to MSW for the handler that matches.
 */
function matchFirst(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return handler;
  const parse = handler.parse.bind(handler);
  handler.parse = async (args) => {
    if (args.request.method.toUpperCase() !== method.toUpperCase()) return NO_MATCH;
    const url = new URL(args.request.url);
    if (isSourceModule(url)) return NO_MATCH;
    if (!matchRequestUrl(url, path, args.resolutionContext?.baseUrl).matches) return NO_MATCH;
    return parse(args);
  };
  return handler;
}

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
    .map(({ handler }) => matchFirst(handler)),
];
