import { delay, HttpResponse } from 'msw';

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
  return HttpResponse.json(
    { message: 'Erro interno do servidor', code: 'INTERNAL_ERROR', details: null },
    { status: 500 },
  );
}
