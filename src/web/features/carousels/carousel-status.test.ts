import { describe, expect, it } from 'vitest';
import { getErrorReason, getStatusKind, isInProgress, STATUS_DISPLAY } from './carousel-status';

describe('getStatusKind', () => {
  it('labels the spec statuses, with completo as finished and any erro... as Erro', () => {
    const label = (status: string | null) => STATUS_DISPLAY[getStatusKind(status)].label;
    expect(label('concluido')).toBe('Concluído');
    expect(label('completo')).toBe('Concluído');
    expect(label('processando')).toBe('Processando');
    expect(label('pendente')).toBe('Pendente');
    expect(label('cancelado')).toBe('Cancelado');
    expect(label('erro')).toBe('Erro');
    expect(label('erro: tempo esgotado')).toBe('Erro');
    expect(label(null)).toBe('--');
    expect(label('')).toBe('--');
    expect(label('desconhecido')).toBe('--');
  });

  it('counts pendente and processando as in progress, nothing else', () => {
    expect(isInProgress(getStatusKind('pendente'))).toBe(true);
    expect(isInProgress(getStatusKind('processando'))).toBe(true);
    expect(isInProgress(getStatusKind('concluido'))).toBe(false);
    expect(isInProgress(getStatusKind('erro: x'))).toBe(false);
  });
});

describe('getErrorReason', () => {
  it('reads the reason after the erro prefix', () => {
    expect(getErrorReason('erro: tempo esgotado')).toBe('tempo esgotado');
    expect(getErrorReason('erro - imagem ilegível')).toBe('imagem ilegível');
    expect(getErrorReason('Erro:falha na renderização')).toBe('falha na renderização');
  });

  it('is null without a reason or when the carousel did not fail', () => {
    expect(getErrorReason('erro')).toBeNull();
    expect(getErrorReason('erro: ')).toBeNull();
    expect(getErrorReason('concluido')).toBeNull();
    expect(getErrorReason(null)).toBeNull();
  });
});
