import * as v from 'valibot';
import type { components } from '@/api/schema';
import { propertyCreateSchema, propertyReplaceSchema } from '../schemas/property';
import { replaceBody } from './replace-body';
import { byStepOrder, fieldOfBodyKey } from './steps';
import { bodyFromValues, type PropertyInput, type WizardField, type WizardValues } from './values';

type Property = components['schemas']['Property'];

/** A value the contract's schema refuses, with the form field it belongs to (null: none shown). */
export interface FieldIssue {
  field: WizardField | null;
  message: string;
}

/** The body a save sends: POST from the form, or PUT from the property as loaded plus the changes. */
export function wizardBody(
  values: WizardValues,
  original: Property | null,
  initial: WizardValues,
): PropertyInput {
  return original ? replaceBody(original, initial, values) : bodyFromValues(values);
}

/**
 * What the contract's schema (the one the server validates with) refuses in `body`, one message
 * per form field, in the order the user meets the fields (those with no field on screen last). The
 * save refuses exactly these, and the side panel lists the same: what blocks publishing and what
 * the save accepts come from one schema.
 */
export function bodyIssues(body: PropertyInput, editing: boolean): FieldIssue[] {
  const checked = v.safeParse(editing ? propertyReplaceSchema : propertyCreateSchema, body);
  if (checked.success) return [];
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of checked.issues) {
    const key = v.getDotPath(issue) ?? '';
    const field = fieldOfBodyKey(key);
    // Aliases ('area_util' beside 'usable_areas', 'address.zip_code' beside 'cep') say it twice.
    if (seen.has(field ?? key)) continue;
    seen.add(field ?? key);
    out.push({ field, message: issue.message });
  }
  return out.sort((a, b) =>
    a.field && b.field ? byStepOrder(a.field, b.field) : Number(a.field === null) - Number(b.field === null),
  );
}
