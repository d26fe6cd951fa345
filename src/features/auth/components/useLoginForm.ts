import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { loginSchema, type LoginValues } from '../schemas';

type Field = keyof LoginValues;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['username', 'password'];

function validate(values: Record<Field, string>): { output?: LoginValues; errors: FieldErrors } {
  const result = v.safeParse(loginSchema, values);
  if (result.success) return { output: result.output, errors: {} };
  const nested = v.flatten<typeof loginSchema>(result.issues).nested ?? {};
  return { errors: Object.fromEntries(FIELDS.map((field) => [field, nested[field]?.[0]])) };
}

/**
 * The sign-in form's state, checked with the same valibot schema as the mock: validated on submit,
 * then again on every change (the behaviour of the app's react-hook-form forms), focusing the first
 * invalid field. It is the one form of the first page, so it does without react-hook-form, which
 * would add 13.5 kB (gzip) to the download every cold start pays; every other form uses it.
 */
export function useLoginForm(onValid: (values: LoginValues) => void) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (submitted.current) setErrors(validate(next).errors);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const { output, errors: found } = validate(values);
    setErrors(found);
    if (output) onValid(output);
    else inputs.current[FIELDS.find((name) => found[name])!]?.focus();
  };

  return { field, onSubmit };
}
