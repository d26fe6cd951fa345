/** Weekdays as the schedules number them (0 = Sunday … 6 = Saturday), in pt-BR. */
export const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const WEEKDAY_LONG = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** 'Todos os dias', 'Seg a Sex', 'Sáb e Dom', otherwise 'Seg, Qua, Sex'; none → 'Nenhum dia'. */
export function formatWeekdays(days: readonly number[]): string {
  const set = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  const key = set.join(',');
  if (set.length === 0) return 'Nenhum dia';
  if (set.length === 7) return 'Todos os dias';
  if (key === '1,2,3,4,5') return 'Seg a Sex';
  if (key === '0,6') return 'Sáb e Dom';
  return set.map((d) => WEEKDAY_SHORT[d]).join(', ');
}
