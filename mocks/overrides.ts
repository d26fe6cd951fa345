import { delay, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '../src/api/schema';
import { errorResponse, errors, http } from './http';

type ExportStatus = components['schemas']['ExportStatus'];

/**
 * Resolvers for a story's or a test's own handlers (`http.get(path, neverAnswers)`): the states the
 * in-memory backend does not reach by itself. Scenarios (`mocks/scenarios.ts`) cover whole-app
 * failures; these cover one call.
 */

/** A call that never answers: the loading state. */
export async function neverAnswers(): Promise<Response> {
  await delay('infinite');
  return HttpResponse.json({});
}

/** A call that fails with the server's error object (catalogue: 'Erro do servidor'). */
export function answersServerError(): Response {
  return errorResponse(errors.internal());
}

/**
 * A scripted Canal Pro export: the start answers 202, then each status poll gives the next of
 * `steps` (the last one repeats); before the start the status is `idle`.
 */
export function scriptedExport(steps: ExportStatus[], idle: ExportStatus): RequestHandler[] {
  let started = false;
  let index = 0;
  return [
    http.post('/integrations/canalpro/export', ({ response }) => {
      started = true;
      return response(202).json({
        success: true,
        export_id: '900',
        processed: 0,
        failed: 0,
        errors: [],
        message: 'Exportação iniciada',
      });
    }),
    http.get('/integrations/canalpro/export/status', ({ response }) => {
      if (!started) return response(200).json(idle);
      const step = steps[Math.min(index, steps.length - 1)]!;
      index += 1;
      return response(200).json(step);
    }),
  ];
}
