import { formatNumber } from '@/lib/format';

/**
 * The refresh area's words (the spec's error catalogue verbatim where it gives them). Where the spec names a
 * message without its text ("created, updated, activated or deactivated"), the text is ours.
 */
export const REFRESH_MESSAGES = {
  createError: 'Erro ao criar cronograma',
  updateError: 'Erro ao atualizar cronograma',
  deleteError: 'Erro ao excluir cronograma',
  toggleError: 'Erro ao alterar status do cronograma',
  addPropertyError: 'Erro ao adicionar propriedade',
  removePropertyError: 'Erro ao remover propriedade',
  runError: 'Erro ao executar cronograma',
  stopError: 'Erro ao interromper cronograma',
  cleanupError: 'Erro ao limpar logs antigos',
  created: 'Cronograma criado com sucesso!',
  updated: 'Cronograma atualizado com sucesso!',
  activated: 'Cronograma ativado com sucesso!',
  deactivated: 'Cronograma desativado com sucesso!',
  deleted: 'Cronograma excluído com sucesso!',
  propertyAdded: 'Propriedade adicionada!',
  propertyRemoved: 'Propriedade removida!',
  runStarted: 'Execução manual iniciada!',
  stopped: 'Execução interrompida!',
  saveError: 'Erro ao salvar cronograma.',
  manualUnknown: 'Erro desconhecido durante o refresh',
  manualConnection: 'Erro de conexão',
  invalidId: 'ID do cronograma inválido',
  notFound: 'Cronograma não encontrado',
  scheduleLoadError: 'Erro ao carregar cronograma',
  noActiveSchedules: 'Sem cronogramas ativos',
  availableLoadError: 'Erro ao carregar imóveis disponíveis',
} as const;

/** A schedule refreshes listings on the portal: one never exported would fail every run. */
export const EXPORTED_ONLY = 'Só imóveis já exportados para o Canal Pro podem ser atualizados.';

/** Said wherever the refresh area shows a time: schedules run in Brasília time. */
export const BRASILIA_TIMES = 'Horários de Brasília';

/** 'N logs antigos foram removidos!' (the spec's words; one log in the singular). */
export function cleanupMessage(deleted: number): string {
  return deleted === 1
    ? '1 log antigo foi removido!'
    : `${formatNumber(deleted)} logs antigos foram removidos!`;
}

/** Asked as a schedule form is left with something typed and not saved (LeaveConfirm). */
export const LEAVE_WORDING = {
  title: 'Sair sem salvar?',
  message: 'O que foi preenchido neste agendamento será perdido.',
} as const;
