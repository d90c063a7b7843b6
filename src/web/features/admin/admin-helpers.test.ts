import { describe, expect, it } from 'vitest';
import type { AdminCarousel } from '../../../shared/admin/carousels';
import type { LogItem } from '../../../shared/admin/logs';
import type { AdminUser } from '../../../shared/admin/users';
import { getCarouselTypeLabel } from '../../../shared/carousels/objectives';
import { getCarouselStatusKind } from '../../../shared/carousels/status';
import { filterCarousels, summarizeCarousels } from './filter-carousels';
import { filterUsers, formatUserCount } from './filter-users';
import { getPageWindow, slicePage } from './paginate';
import { summarizeDetails, summarizeLogsPage } from './summarize-logs-page';

function carousel(overrides: Partial<AdminCarousel>): AdminCarousel {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    id_usuario: '00000000-0000-4000-8000-000000000001',
    tema: null,
    tipo_carrossel: 'conectar',
    objetivo: 'conectar',
    status: 'concluido',
    descricao_solicitada: null,
    campos_personalizados: {},
    template_visual: null,
    template_nome: null,
    data_criacao: '2026-01-01T00:00:00Z',
    data_finalizacao: null,
    slides: [],
    descricao: null,
    template: null,
    creator: null,
    webhook_data: null,
    ...overrides,
  };
}

describe('content filters', () => {
  const list = [
    carousel({
      id: 'aaaaaaaa-0000-4000-8000-000000000000',
      tema: 'Bolo de Cenoura',
      data_criacao: '2026-01-01T00:00:00Z',
    }),
    carousel({
      id: 'bbbbbbbb-0000-4000-8000-000000000000',
      descricao: 'Mito da disciplina',
      objetivo: 'convencer',
      tipo_carrossel: 'convencer',
      status: 'erro: tempo esgotado',
      data_criacao: '2026-01-03T00:00:00Z',
    }),
    carousel({
      id: 'cccccccc-0000-4000-8000-000000000000',
      status: 'completo',
      data_criacao: '2026-01-02T00:00:00Z',
    }),
    carousel({
      id: 'dddddddd-0000-4000-8000-000000000000',
      status: 'pendente',
      data_criacao: '2026-01-04T00:00:00Z',
    }),
  ];

  it('searches id, tema, descrição and type, ignoring case, newest first', () => {
    expect(filterCarousels(list, 'CENOURA', 'all').map((item) => item.id[0])).toEqual(['a']);
    expect(filterCarousels(list, 'bbbbbbbb', 'all').map((item) => item.id[0])).toEqual(['b']);
    expect(filterCarousels(list, 'disciplina', 'all')).toHaveLength(1);
    expect(filterCarousels(list, 'convencer', 'all')).toHaveLength(1);
    expect(filterCarousels(list, '', 'all').map((item) => item.id[0])).toEqual(['d', 'b', 'c', 'a']);
  });

  it('groups completo with concluido and every erro… under erro', () => {
    expect(filterCarousels(list, '', 'concluido').map((item) => item.id[0])).toEqual(['c', 'a']);
    expect(filterCarousels(list, '', 'erro').map((item) => item.id[0])).toEqual(['b']);
    expect(summarizeCarousels(list)).toEqual({ total: 4, concluidos: 2, emProcessamento: 1, comErro: 1 });
  });

  it('names statuses and types as the spec does', () => {
    expect(getCarouselStatusKind(null)).toBe('unknown');
    expect(getCarouselStatusKind('erro')).toBe('error');
    expect(getCarouselTypeLabel(null, 'educar')).toBe('Educar');
  });
});

describe('paging', () => {
  it('says which items a page shows and clamps to the pages that exist', () => {
    expect(getPageWindow(42, 2, 10)).toEqual({ page: 2, pageCount: 5, first: 11, last: 20 });
    expect(getPageWindow(42, 9, 10)).toEqual({ page: 5, pageCount: 5, first: 41, last: 42 });
    expect(getPageWindow(0, 1, 10)).toEqual({ page: 1, pageCount: 1, first: 0, last: 0 });
    expect(slicePage([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

describe('user filters', () => {
  const user = (nome: string, email: string, status: AdminUser['status']): AdminUser => ({
    id: email,
    uuid: email,
    nome,
    email,
    tipo: 'cliente',
    status,
    credits: 0,
    createdAt: '2026-01-01T00:00:00Z',
  });
  const users = [user('Ana Souza', 'ana@x.com', 'ativo'), user('Bruno', 'bruno@x.com', 'bloqueado')];

  it('matches name or e-mail, ignoring case, within the status', () => {
    expect(filterUsers(users, 'SOUZA', 'all')).toHaveLength(1);
    expect(filterUsers(users, 'bruno@', 'all')).toHaveLength(1);
    expect(filterUsers(users, '', 'bloqueado').map((entry) => entry.nome)).toEqual(['Bruno']);
    expect(filterUsers(users, 'ana', 'bloqueado')).toEqual([]);
    expect(formatUserCount(1)).toBe('1 usuário');
    expect(formatUserCount(3)).toBe('3 usuários');
  });
});

describe('logs page cards', () => {
  const item = (acao: string): LogItem => ({
    id: 1,
    id_usuario: null,
    acao,
    ip: null,
    detalhes: null,
    user_agent: null,
    created_at: '2026-01-01T00:00:00Z',
    usuario: null,
  });

  it('counts logins, carousel and payment events on the page', () => {
    const page = [
      'login',
      'login',
      'criar_carrossel',
      'erro_carrossel',
      'pagamento',
      'criar_pix',
      'cadastro',
    ];
    expect(summarizeLogsPage(page.map(item))).toEqual({ logins: 2, carrosseis: 2, pagamentos: 2 });
  });

  it('shortens details for the table', () => {
    expect(summarizeDetails(null)).toBe('-');
    expect(summarizeDetails({ a: 'x'.repeat(100) }, 20)).toHaveLength(20);
    expect(summarizeDetails('texto')).toBe('texto');
  });
});
