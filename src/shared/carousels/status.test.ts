import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_FAILURE_REASONS,
  describeCarouselFailure,
  getCarouselStatusKind,
  getCarouselStatusLabel,
  isCarouselInProgress,
} from './status';

describe('getCarouselStatusKind', () => {
  it('labels the product statuses, with completo as finished and any erro... as Erro', () => {
    expect(getCarouselStatusLabel('concluido')).toBe('Concluído');
    expect(getCarouselStatusLabel('completo')).toBe('Concluído');
    expect(getCarouselStatusLabel('processando')).toBe('Processando');
    expect(getCarouselStatusLabel('pendente')).toBe('Pendente');
    expect(getCarouselStatusLabel('cancelado')).toBe('Cancelado');
    expect(getCarouselStatusLabel('erro')).toBe('Erro');
    expect(getCarouselStatusLabel('erro: tempo esgotado')).toBe('Erro');
    expect(getCarouselStatusLabel(null)).toBe('--');
    expect(getCarouselStatusLabel('')).toBe('--');
    expect(getCarouselStatusLabel('desconhecido')).toBe('--');
    expect(getCarouselStatusKind(' Concluido ')).toBe('done');
  });

  it('counts pendente and processando as in progress, nothing else', () => {
    expect(isCarouselInProgress(getCarouselStatusKind('pendente'))).toBe(true);
    expect(isCarouselInProgress(getCarouselStatusKind('processando'))).toBe(true);
    expect(isCarouselInProgress(getCarouselStatusKind('concluido'))).toBe(false);
    expect(isCarouselInProgress(getCarouselStatusKind('erro: x'))).toBe(false);
  });
});

describe('describeCarouselFailure', () => {
  it('says in plain Portuguese what each known reason means, with or without the credit note', () => {
    expect(describeCarouselFailure(`${CAROUSEL_FAILURE_REASONS.tooOld}`)).toBe(
      'A criação demorou mais do que o esperado e foi encerrada.',
    );
    expect(describeCarouselFailure('tempo esgotado')).toBe(
      'A criação demorou mais do que o esperado e foi encerrada.',
    );
    expect(describeCarouselFailure(`${CAROUSEL_FAILURE_REASONS.coverMissing}`)).toBe(
      'A imagem de capa enviada não foi encontrada.',
    );
    expect(describeCarouselFailure('Geração interrompida; crédito devolvido')).toBe(
      'A criação foi interrompida antes de terminar.',
    );
  });

  it('keeps an unknown reason inside a sentence, and has words for no reason at all', () => {
    expect(describeCarouselFailure('imagem inválida')).toBe(
      'Não foi possível criar este carrossel (imagem inválida).',
    );
    expect(describeCarouselFailure(null)).toBe('Não foi possível criar este carrossel.');
    expect(describeCarouselFailure('  ')).toBe('Não foi possível criar este carrossel.');
  });
});
