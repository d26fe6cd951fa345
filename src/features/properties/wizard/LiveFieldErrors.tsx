import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { FieldIssue } from './validation';
import type { WizardField, WizardValues } from './values';
import { useWizardReadiness } from './WizardReadinessProvider';

/**
 * The schema's messages under their fields as the user goes (cross-field rules included): a field
 * gets its message once left (touched) or once a save has shown it, and loses it when corrected.
 * A required field left empty (the title) is not marked as it is left — the side panel lists it
 * as missing — but once a refused save has marked it, the message stays until it is corrected.
 * Only the schema's own errors are managed here; a server's answer stays until the next save.
 * Renders nothing: a leaf, so the page around it does not re-render on every keystroke.
 */
export function LiveFieldErrors() {
  const form = useFormContext<WizardValues>();
  const { touchedFields, errors } = useFormState({ control: form.control });
  const { readiness, refused } = useWizardReadiness();
  const touched = Object.keys(touchedFields).sort().join(',');
  const issues = JSON.stringify(refused);
  const listed = readiness.invalid.map((issue) => issue.field ?? '').join(',');
  const shown = JSON.stringify(
    Object.entries(errors).flatMap(([field, error]) =>
      error?.type === 'schema' ? [[field, error.message]] : [],
    ),
  );
  useEffect(() => {
    const wanted = new Map<WizardField, string>();
    for (const { field, message } of JSON.parse(issues) as FieldIssue[]) {
      if (field && !wanted.has(field)) wanted.set(field, message);
    }
    const current = new Map(JSON.parse(shown) as [WizardField, string][]);
    const touchedSet = new Set(touched.split(','));
    const listedSet = new Set(listed.split(','));
    for (const [field, message] of wanted) {
      const visible = current.has(field) || (touchedSet.has(field) && listedSet.has(field));
      if (visible && current.get(field) !== message) form.setError(field, { type: 'schema', message });
    }
    for (const field of current.keys()) if (!wanted.has(field)) form.clearErrors(field);
  }, [form, issues, listed, shown, touched]);
  return null;
}
