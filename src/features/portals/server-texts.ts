import { PASSWORD_REQUIRED_MESSAGE, SESSION_REQUIRED_MESSAGE } from './schemas';

/**
 * Texts the spec gives in English — the first portal's validation messages (kept verbatim in the
 * shared schema, which the server answers with) and the automation fallback's data — and what the
 * interface shows instead. Every other text passes through unchanged.
 */
const PORTUGUESE: Record<string, string> = {
  [PASSWORD_REQUIRED_MESSAGE]: 'Informe a senha do portal',
  [SESSION_REQUIRED_MESSAGE]: 'Sessão de verificação não encontrada. Vincule o portal de novo.',
  'Integration setup required': 'Configuração da integração pendente',
};

export function inPortuguese(text: string): string;
export function inPortuguese(text: string | undefined): string | undefined;
export function inPortuguese(text: string | undefined): string | undefined {
  return text === undefined ? undefined : (PORTUGUESE[text] ?? text);
}
