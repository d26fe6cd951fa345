import type { ExportActivateResult } from '../api/export';

type ExportError = ExportActivateResult['export_stats']['errors'][number];
type Activation = ExportActivateResult['activation_results'][number];

const STEP_LABELS: Record<string, string> = {
  export: 'exportação',
  activation: 'ativação',
};

/** The step an export error happened in, in words (an error without one is the export's). */
export function stepLabel(step: string | undefined): string {
  const value = step ?? 'export';
  return STEP_LABELS[value] ?? value;
}

export interface PropertyOutcome {
  propertyId: number;
  exported: boolean;
  activation: Activation | undefined;
  errors: ExportError[];
}

/** One row per requested property: export outcome, activation outcome and its errors. */
export function outcomesOf(propertyIds: number[], result: ExportActivateResult): PropertyOutcome[] {
  const ids = [
    ...new Set([
      ...propertyIds,
      ...result.export_stats.errors.map((e) => e.property_id),
      ...result.activation_results.map((a) => a.property_id),
    ]),
  ];
  return ids.map((propertyId) => {
    const errors = result.export_stats.errors.filter((e) => e.property_id === propertyId);
    const activation = result.activation_results.find((a) => a.property_id === propertyId);
    const exportFailed = errors.some((e) => (e.step ?? 'export') === 'export');
    return {
      propertyId,
      exported: !exportFailed && (activation !== undefined || errors.length === 0),
      activation,
      errors,
    };
  });
}
