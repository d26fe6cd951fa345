/**
 * Contract operation `listDevelopments` (tag `properties`): the wizard's search for an existing
 * development (empreendimento) by name.
 */
import { searchDevelopments, toDevelopment } from '../developments';
import { errors, http, requireSession, run } from '../http';

const MAX_Q = 100;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

function limitParam(raw: string | null): number {
  if (raw === null || raw === '') return DEFAULT_LIMIT;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_LIMIT) {
    throw errors.badRequest('Parâmetro inválido: limit', {
      limit: `Deve ser um número inteiro entre 1 e ${MAX_LIMIT}`,
    });
  }
  return n;
}

export const developmentsHandlers = [
  http.get('/developments', ({ request, response }) =>
    run(() => {
      const session = requireSession(request);
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      if (q.length > MAX_Q) {
        throw errors.badRequest('Parâmetro inválido: q', { q: `Deve ter no máximo ${MAX_Q} caracteres` });
      }
      const found = searchDevelopments(session.tenant.id, q, limitParam(params.get('limit')));
      return response(200).json({ data: found.map(toDevelopment) });
    }),
  ),
];
