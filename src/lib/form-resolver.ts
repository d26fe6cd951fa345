import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
// Every form's rules without a message of their own speak pt-BR.
import './validation-messages';

type FormSchema = Parameters<typeof valibotResolver>[0];

/** null → undefined, deeply: what an emptied input holds becomes what the schema calls missing. */
function nullsAsMissing(value: unknown): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(nullsAsMissing);
  if (typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, nullsAsMissing(item)]));
  }
  return value;
}

/**
 * A valibot resolver for forms whose values are not the schema's input: emptied number and date
 * inputs hold `null` (react-hook-form would put the default value back for `undefined`), and the
 * schema, shared with the mock, knows them as absent.
 */
export function formResolver<TForm extends FieldValues, TOutput extends FieldValues>(
  schema: FormSchema,
): Resolver<TForm, unknown, TOutput> {
  const resolve = valibotResolver(schema) as unknown as Resolver<TForm, unknown, TOutput>;
  return (values, context, options) => resolve(nullsAsMissing(values) as TForm, context, options);
}
