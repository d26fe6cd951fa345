import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formResolver } from './form-resolver';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Nome é obrigatório')),
  limit: v.pipe(v.number('Limite é obrigatório'), v.minValue(1, 'Limite deve ser pelo menos 1')),
  fee: v.optional(v.number(), 0),
  nested: v.object({ level: v.optional(v.number()) }),
});

interface Form {
  name: string;
  limit: number | null;
  fee: number | null;
  nested: { level: number | null };
}

const resolve = formResolver<Form, v.InferOutput<typeof schema>>(schema);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it('hands emptied (null) inputs to the schema as missing, at any depth', async () => {
    const result = await resolve(
      { name: 'Plano', limit: 5, fee: null, nested: { level: null } },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Plano', limit: 5, fee: 0, nested: {} });
  });

  it("a required number left empty gets the schema's message", async () => {
    const result = await resolve(
      { name: '', limit: null, fee: 10, nested: { level: 2 } },
      undefined,
      options,
    );
    expect(result.errors.limit?.message).toBe('Limite é obrigatório');
    expect(result.errors.name?.message).toBe('Nome é obrigatório');
  });
});
