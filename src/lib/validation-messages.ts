import * as v from 'valibot';

/**
 * valibot's own messages are English ('Invalid key: Expected "password" but received undefined').
 * Schemas carry the spec's pt-BR messages where it gives them; this is the pt-BR fallback for
 * every other rule, so no form and no API answer (the mock validates bodies with the same
 * schemas) ever shows English.
 */
function ptBrIssueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return 'Campo obrigatório';
  const requirement = issue.requirement;
  switch (issue.type) {
    case 'min_length':
      return `Deve ter pelo menos ${String(requirement)} caractere(s)`;
    case 'max_length':
      return `Deve ter no máximo ${String(requirement)} caractere(s)`;
    case 'non_empty':
      return 'Campo obrigatório';
    case 'min_value':
      return `Deve ser no mínimo ${String(requirement)}`;
    case 'max_value':
      return `Deve ser no máximo ${String(requirement)}`;
    case 'integer':
      return 'Deve ser um número inteiro';
    case 'email':
      return 'Email inválido';
    case 'url':
      return 'URL inválida';
    case 'iso_date':
    case 'iso_date_time':
    case 'iso_timestamp':
      return 'Data inválida';
    case 'picklist':
    case 'enum':
      return 'Opção inválida';
    case 'number':
      return 'Deve ser um número';
    case 'string':
      return 'Deve ser um texto';
    case 'boolean':
      return 'Deve ser verdadeiro ou falso';
    case 'array':
      return 'Deve ser uma lista';
    case 'object':
    case 'strict_object':
      return issue.kind === 'schema' ? 'Deve ser um objeto' : 'Valor inválido';
    default:
      return issue.kind === 'schema' ? 'Tipo inválido' : 'Valor inválido';
  }
}

v.setGlobalMessage(ptBrIssueMessage);
