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
 * A regular expression, compiled once, for every URL that MSW matches to `path`, and perhaps a few
 * more that MSW then refuses: '*' is anything, a ':param' one segment, the trailing slash and the
 * query optional, case ignored (matching.test.ts).
 */
function candidatePattern(path: string): RegExp {
  const pieces = path
    .split('*')
    .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'));
  return new RegExp(`^${pieces.join('.*')}/?(?:[?#].*)?$`, 'i');
}

/**
 * MSW tries each handler in turn on every request, and each try works out the request's cookies
 * (document.cookie, a synchronous call into the browser, and its cookie store) and compiles the
 * handler's path into a regular expression again. With some ninety handlers, each request of the
 * demo, and each static file the worker passes through, paid that on the page's main thread.
 * Here a handler answers for its method and a path pattern compiled once; only the handler that
 * matches asks MSW for the match and its parameters. No handler reads cookies (the API's session
 * is a bearer token), so none are worked out.
 */
function matchFirst(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') return handler;
  const verb = method.toUpperCase();
  const candidate = candidatePattern(path);
  handler.parse = async ({ request, resolutionContext }) => {
    if (request.method.toUpperCase() !== verb || !candidate.test(request.url)) return NO_MATCH;
    const url = new URL(request.url);
    if (isSourceModule(url)) return NO_MATCH;
    return { match: matchRequestUrl(url, path, resolutionContext?.baseUrl), cookies: {} };
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
