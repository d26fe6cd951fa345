import type { JobStatus } from './api/normalize';

/** Job statuses in pt-BR; a stop is 'Cancelado', never an error. */
const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pendente',
  running: 'Em execução',
  completed: 'Concluído',
  failed: 'Falhou',
  cancelled: 'Cancelado',
};

const JOB_STATUS_COLORS: Record<JobStatus, string> = {
  pending: 'yellow',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export function jobStatusLabel(status: string): string {
  return Object.hasOwn(JOB_STATUS_LABELS, status) ? JOB_STATUS_LABELS[status as JobStatus] : status;
}

export function jobStatusColor(status: string): string {
  return Object.hasOwn(JOB_STATUS_COLORS, status) ? JOB_STATUS_COLORS[status as JobStatus] : 'gray';
}
