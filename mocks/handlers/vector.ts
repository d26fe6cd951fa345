/**
 * Contract tag `vector-search`: a per-tenant semantic index of properties. The mock has no
 * embedding model: similarity is tf-idf cosine over accent-folded word tokens, which ranks
 * "apartamento 3 quartos leblon" the way a reader expects.
 *
 * Design decisions (see also openapi.yaml):
 * - Points belong to a tenant; ids are unique per tenant (two tenants may use the same id).
 * - Upsert into another tenant's index is 403 unless the caller is a super administrator of the
 *   master tenant; search always uses the session's tenant.
 * - Points whose text shares no word with the query are not results (score 0).
 */
import * as v from 'valibot';
import { db } from '../db';
import type { VectorPointRecord } from '../db/schemas';
import { errors, http, parseBody, requireSession, run } from '../http';
import { fold } from '../properties-query';

/** Whether the client sent the id as an integer, so it gets an integer back. */
type StoredPoint = VectorPointRecord & { id_is_integer?: boolean };

/** A JSON object (valibot's record() also takes arrays). */
const jsonObject = (message: string) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
      message,
    ),
    v.record(v.string(), v.unknown(), message),
  );

const pointSchema = v.object({
  id: v.union(
    [v.string(), v.pipe(v.number(), v.integer())],
    'ID do ponto deve ser um texto ou um número inteiro',
  ),
  text: v.string('Texto do ponto é obrigatório'),
  payload: v.optional(jsonObject('Payload deve ser um objeto')),
  vector: v.optional(
    v.array(v.number('Vetor deve conter apenas números'), 'Vetor deve ser uma lista de números'),
  ),
});

const upsertSchema = v.object({
  tenant_id: v.pipe(
    v.number('Tenant é obrigatório'),
    v.integer('Tenant inválido'),
    v.minValue(1, 'Tenant inválido'),
  ),
  points: v.pipe(
    v.array(pointSchema, 'Pontos devem ser uma lista'),
    v.minLength(1, 'Envie ao menos um ponto'),
    v.maxLength(1000, 'Envie no máximo 1000 pontos por vez'),
  ),
});

const searchSchema = v.object({
  query: v.pipe(v.string('Consulta é obrigatória'), v.trim(), v.minLength(1, 'Consulta é obrigatória')),
  limit: v.optional(
    v.pipe(
      v.number('Limite deve ser um número'),
      v.integer('Limite deve ser um número inteiro'),
      v.minValue(1, 'Limite deve estar entre 1 e 50'),
      v.maxValue(50, 'Limite deve estar entre 1 e 50'),
    ),
    5,
  ),
  filter: v.optional(jsonObject('Filtro deve ser um objeto')),
});

const STOPWORDS = new Set(
  'a o e as os um uma uns umas de da do das dos em na no nas nos ao aos com para por pra que se sem sob sobre ou ate entre'.split(
    ' ',
  ),
);

export function tokens(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0 && !STOPWORDS.has(t) && (t.length > 1 || /\d/.test(t)));
}

function termFrequencies(words: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
  return tf;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b);
}

function publicId(point: StoredPoint): string | number {
  return point.id_is_integer ? Number(point.id) : point.id;
}

/** tf-idf cosine similarity of the query against each document; idf over the given documents. */
export function rank(query: string, documents: { text: string }[]): { index: number; score: number }[] {
  const docs = documents.map((d) => termFrequencies(tokens(d.text)));
  const df = new Map<string, number>();
  for (const tf of docs) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log((docs.length + 1) / ((df.get(term) ?? 0) + 1)) + 1;
  const weigh = (tf: Map<string, number>) => {
    const weights = new Map<string, number>();
    let norm = 0;
    for (const [term, count] of tf) {
      const w = (1 + Math.log(count)) * idf(term);
      weights.set(term, w);
      norm += w * w;
    }
    return { weights, norm: Math.sqrt(norm) };
  };
  const q = weigh(termFrequencies(tokens(query)));
  if (q.norm === 0) return [];
  const out: { index: number; score: number }[] = [];
  docs.forEach((tf, index) => {
    const d = weigh(tf);
    if (d.norm === 0) return;
    let dot = 0;
    for (const [term, w] of q.weights) dot += w * (d.weights.get(term) ?? 0);
    if (dot > 0) out.push({ index, score: dot / (q.norm * d.norm) });
  });
  return out;
}

export const vectorHandlers = [
  http.post('/mcp/upsert', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, upsertSchema);
      if (body.tenant_id !== session.tenant.id) {
        if (!session.isMasterAdmin)
          throw errors.forbidden('Você só pode indexar imóveis do seu próprio tenant');
        if (!db.tenants.findFirst((q) => q.where({ id: body.tenant_id }))) {
          throw errors.validation({ tenant_id: 'Tenant não encontrado' });
        }
      }
      const existing = new Map<string, StoredPoint>();
      for (const point of db.vectorPoints.all()) {
        if (point.tenant_id === body.tenant_id) existing.set(point.id, point);
      }
      // The last occurrence of an id in the request wins.
      const latest = new Map<string, (typeof body.points)[number]>();
      for (const point of body.points) latest.set(String(point.id), point);
      for (const [id, point] of latest) {
        const record: StoredPoint = {
          id,
          tenant_id: body.tenant_id,
          text: point.text,
          payload: point.payload ?? {},
          vector: point.vector ?? null,
          id_is_integer: typeof point.id === 'number',
        };
        if (existing.has(id)) {
          await db.vectorPoints.update((q) => q.where({ id, tenant_id: body.tenant_id }), {
            data(d) {
              Object.assign(d, record);
            },
          });
        } else {
          await db.vectorPoints.create(record);
        }
      }
      return response(200).json({ upserted: latest.size });
    }),
  ),

  http.post('/mcp/search', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, searchSchema);
      const filter = Object.entries(body.filter ?? {});
      const points = (db.vectorPoints.all() as StoredPoint[]).filter(
        (p) =>
          p.tenant_id === session.tenant.id &&
          filter.every(([key, value]) => sameValue((p.payload ?? {})[key], value)),
      );
      const results = rank(body.query, points)
        .sort((a, b) => b.score - a.score || (points[a.index]!.id < points[b.index]!.id ? -1 : 1))
        .slice(0, body.limit)
        .map(({ index, score }) => {
          const p = points[index]!;
          return {
            id: publicId(p),
            score: Math.round(score * 10_000) / 10_000,
            text: p.text,
            payload: structuredClone(p.payload ?? {}),
          };
        });
      return response(200).json({ results });
    }),
  ),
];
