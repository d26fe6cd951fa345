import type { ExportHistoryItem } from '../api/export';

const EXPORT_STATUS: Record<string, { label: string; color: string }> = {
  completed: { label: 'Concluída', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
  running: { label: 'Em andamento', color: 'blue' },
};

/** Label and colour of an export in the history; an unknown status is shown raw, in grey. */
export function exportStatusOf(status: ExportHistoryItem['status']): { label: string; color: string } {
  return EXPORT_STATUS[status] ?? { label: status, color: 'gray' };
}
