import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ParseResult } from '@/lib/parse';
import { afterPointerPress } from '@/lib/pointer-press';

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
 * The typed text of each field whose unreadable marker cannot carry it (a number's NaN), per form
 * (its `control`): a step that unmounts and mounts again, or a draft, gets the text back from here.
 */
const unreadableTexts = new WeakMap<object, Map<string, string>>();

function textsOf(control: object): Map<string, string> {
  let texts = unreadableTexts.get(control);
  if (!texts) unreadableTexts.set(control, (texts = new Map()));
  return texts;
}

/** What a form's fields hold as unreadable text, by field name (for a draft to keep). */
export function typedTexts(control: object): Record<string, string> {
  return Object.fromEntries(textsOf(control));
}

/** Puts back the texts `typedTexts` gave (a restored draft), before its values are reset. */
export function restoreTypedTexts(control: object, texts: Record<string, string>): void {
  const map = textsOf(control);
  map.clear();
  for (const [name, text] of Object.entries(texts)) map.set(name, text);
}

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
  const texts = textsOf(control);
  // An unreadable text the form holds (a restored draft, a step shown again) is shown as typed:
  // the marker itself when it is the text (a date), else the text kept beside it (a number's NaN).
  const textOf = (value: unknown): string => {
    if (isValue(value)) return format(value);
    if (typeof value === 'string') return value;
    return value == null ? '' : (texts.get(name) ?? '');
  };
  // Text put in from outside and unreadable was typed earlier: its message shows at once.
  const fromOutside = (value: unknown) => {
    const text = textOf(value);
    return { value, text, typedBefore: text !== '' && !parse(text).ok };
  };
  const [shown, setShown] = useState(() => fromOutside(field.value));
  if (!same(field.value, shown.value)) {
    if (isValue(field.value) || field.value == null) texts.delete(name);
    setShown(fromOutside(field.value));
  }

  const parsed = parse(shown.text);
  const parseError =
    !parsed.ok && (shown.typedBefore || fieldState.isTouched || formState.isSubmitted)
      ? parsed.message
      : undefined;

  const setText = (typed: string) => {
    const text = mask ? mask(typed) : typed;
    const read = parse(text);
    const value = read.ok ? read.value : unreadable(text);
    // Kept before the change: a draft written on the change reads it.
    if (read.ok || typeof value === 'string') texts.delete(name);
    else texts.set(name, text);
    setShown({ value, text, typedBefore: false });
    field.onChange(value);
  };

  return {
    input: {
      name,
      ref: field.ref,
      value: shown.text,
      onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
      onBlur: () => {
        if (parsed.ok && parsed.value !== null)
          setShown({ value: parsed.value, text: format(parsed.value), typedBefore: false });
        // Touched, an unreadable text's message shows: not before the click of the button whose
        // press left the field, which the message's line would push away (lib/pointer-press).
        afterPointerPress(() => field.onBlur());
      },
    },
    /** The parser's message first (it says what is wrong with the text), then the schema's. */
    error: parseError ?? fieldState.error?.message,
    /** Sets the text as if typed (a picked date, a recommended time). */
    setText,
  };
}
