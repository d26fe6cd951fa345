import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ParseResult } from '@/lib/parse';

interface TypedFieldOptions<T extends FieldValues, TOutput extends FieldValues, V> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  /** Reads the typed text (src/lib/parse.ts): a value, `null` for nothing typed, or a message. */
  parse: (text: string) => ParseResult<V | null>;
  /** Lays a value out as the input shows it once typed ('850.000', '15/03/1985', '07:30'). */
  format: (value: V) => string;
  /** Whether what the form holds is a value (rather than nothing or an unreadable text). */
  isValue: (value: unknown) => value is V;
  /**
   * What the form holds while the text cannot be read: something the form's schema refuses (NaN
   * for a number, the raw text for a date or a time), so nothing is saved in its place.
   */
  unreadable: (text: string) => unknown;
  /** Applied to each change before it is read (e.g. a date's slashes as the digits come). */
  mask?: (text: string) => string;
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || (a == null && b == null);

/**
 * The one mechanism behind every field whose text is not its value (numbers, dates, times): the
 * input keeps exactly what the user types while they type — a field that rewrites itself under
 * the caret is how '850.000,00' once became 85 000 000 — and the form holds the value read from
 * it. On blur a readable text is laid out again; an unreadable one stays as typed and the parser's
 * message shows (once the user has left the field or submitted). A value put in from outside (a
 * reset, a restored draft, a recommended time) replaces the text.
 */
export function useTypedField<T extends FieldValues, TOutput extends FieldValues, V>({
  control,
  name,
  parse,
  format,
  isValue,
  unreadable,
  mask,
}: TypedFieldOptions<T, TOutput, V>) {
  const { field, fieldState, formState } = useController<T, Path<T>, TOutput>({ control, name });
  // An unreadable text the form holds (a restored draft) is shown as it was typed.
  const textOf = (value: unknown): string =>
    isValue(value) ? format(value) : typeof value === 'string' ? value : '';
  const [shown, setShown] = useState(() => ({ value: field.value as unknown, text: textOf(field.value) }));
  if (!same(field.value, shown.value)) setShown({ value: field.value, text: textOf(field.value) });

  const parsed = parse(shown.text);
  const parseError =
    !parsed.ok && (fieldState.isTouched || formState.isSubmitted) ? parsed.message : undefined;

  const setText = (typed: string) => {
    const text = mask ? mask(typed) : typed;
    const read = parse(text);
    const value = read.ok ? read.value : unreadable(text);
    setShown({ value, text });
    field.onChange(value);
  };

  return {
    input: {
      name,
      ref: field.ref,
      value: shown.text,
      onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
      onBlur: () => {
        if (parsed.ok && parsed.value !== null) setShown({ value: parsed.value, text: format(parsed.value) });
        field.onBlur();
      },
    },
    /** The parser's message first (it says what is wrong with the text), then the schema's. */
    error: parseError ?? fieldState.error?.message,
    /** Sets the text as if typed (a picked date, a recommended time). */
    setText,
  };
}
