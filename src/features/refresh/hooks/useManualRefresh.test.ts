import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from '@/api/errors';
import { refreshAnswerError, refreshCallError } from './useManualRefresh';

describe('manual refresh outcome', () => {
  it('succeeds with operation_id or new_remote_id', () => {
    expect(refreshAnswerError({ operation_id: 'refresh-1' })).toBeNull();
    expect(refreshAnswerError({ new_remote_id: '2734699876' })).toBeNull();
    expect(refreshAnswerError({ operation_id: 'x', new_remote_id: 'y', message: 'ok' })).toBeNull();
  });

  it('otherwise fails with the answer’s message, or "Erro desconhecido durante o refresh"', () => {
    expect(refreshAnswerError({ message: 'Imóvel rejeitado pelo portal: anúncio sem fotos' })).toBe(
      'Imóvel rejeitado pelo portal: anúncio sem fotos',
    );
    expect(refreshAnswerError({ operation_id: null, new_remote_id: null, message: '  ' })).toBe(
      'Erro desconhecido durante o refresh',
    );
    expect(refreshAnswerError({})).toBe('Erro desconhecido durante o refresh');
    expect(refreshAnswerError(undefined)).toBe('Erro desconhecido durante o refresh');
  });

  it('no answer at all is "Erro de conexão"; an error answer says its own reason', () => {
    expect(refreshCallError(networkError(new Error('offline')))).toBe('Erro de conexão');
    expect(
      refreshCallError(
        errorFromResponse(422, { message: 'Imóvel ainda não foi exportado para o Canal Pro' }),
      ),
    ).toBe('Imóvel ainda não foi exportado para o Canal Pro');
    expect(refreshCallError(errorFromResponse(500, {}))).toBe('Erro desconhecido durante o refresh');
    expect(refreshCallError(new Error('boom'))).toBe('Erro desconhecido durante o refresh');
  });
});
