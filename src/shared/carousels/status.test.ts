import { describe, expect, it } from 'vitest';
import { CAROUSEL_STATUSES } from '../constants';
import {
  CAROUSEL_COUNTER_LABELS,
  CAROUSEL_FAILURE_REASONS,
  CAROUSEL_STATUS_FILTER_OPTIONS,
  CAROUSEL_STATUS_FILTERS,
  type CarouselStatusSet,
  describeCarouselFailure,
  getCarouselStatusKind,
  getCarouselStatusLabel,
  isCarouselInProgress,
  isCarouselStatusIn,
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

describe('isCarouselStatusIn', () => {
  const STORED = [...CAROUSEL_STATUSES, 'completo', 'erro: tempo esgotado; crédito devolvido'];
  const members = (set: CarouselStatusSet) => STORED.filter((status) => isCarouselStatusIn(set, status));

  it('puts each stored status in the sets the rules name, completo with concluido and every erro… as failed', () => {
    expect(members('finished')).toEqual(['concluido', 'completo']);
    expect(members('inProgress')).toEqual(['pendente', 'processando']);
    expect(members('failed')).toEqual(['erro', 'erro: tempo esgotado; crédito devolvido']);
    // A carousel finished before versions existed serves version 1.
    expect(members('served')).toEqual(['concluido', 'completo']);
    // A saved edit while an earlier one is still drawn is allowed: the newest save wins.
    expect(members('editable')).toEqual(['processando', 'concluido', 'completo']);
  });

  it('agrees with the kinds the screens show: a set is exactly the statuses of its kind', () => {
    for (const status of STORED) {
      const kind = getCarouselStatusKind(status);
      expect(isCarouselStatusIn('finished', status)).toBe(kind === 'done');
      expect(isCarouselStatusIn('inProgress', status)).toBe(isCarouselInProgress(kind));
      expect(isCarouselStatusIn('failed', status)).toBe(kind === 'error');
    }
  });

  it('leaves cancelado and unknown words out of every set', () => {
    for (const set of ['finished', 'inProgress', 'failed', 'served', 'editable'] as const) {
      expect(isCarouselStatusIn(set, 'cancelado')).toBe(false);
      expect(isCarouselStatusIn(set, 'desconhecido')).toBe(false);
    }
  });
});

describe('the status filter and the counters', () => {
  it('offers every filter choice with its Portuguese label, in the screens’ order', () => {
    expect(CAROUSEL_STATUS_FILTER_OPTIONS.map(({ value, label }) => `${value}=${label}`)).toEqual([
      'all=Todos os status',
      'concluido=Concluído',
      'processando=Processando',
      'pendente=Pendente',
      'erro=Erro',
      'cancelado=Cancelado',
    ]);
    expect(CAROUSEL_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      ...CAROUSEL_STATUS_FILTERS,
    ]);
  });

  it('filters by every status the server writes, each choice naming a different kind', () => {
    const choices = CAROUSEL_STATUS_FILTERS.filter((value) => value !== 'all');
    expect([...choices].sort()).toEqual([...CAROUSEL_STATUSES].sort());
    expect(new Set(choices.map(getCarouselStatusKind)).size).toBe(choices.length);
  });

  it('names the counters in the product’s words, Completos on the history screen and Concluídos elsewhere', () => {
    expect(Object.values(CAROUSEL_COUNTER_LABELS.history)).toEqual([
      'Total',
      'Completos',
      'Processando',
      'Erro',
      'Cancelados',
    ]);
    expect(Object.values(CAROUSEL_COUNTER_LABELS.dashboard)).toEqual([
      'Carrosséis criados',
      'Processando',
      'Concluídos',
    ]);
    expect(Object.values(CAROUSEL_COUNTER_LABELS.admin)).toEqual([
      'Total Criados',
      'Concluídos',
      'Em Processamento',
      'Com Erro',
    ]);
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
