import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const ownerId = () =>
  uuid('id_usuario')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** The workspace a row belongs to (the *whose*; `id_usuario` stays the member who did it): docs/decisions/0024. */
const workspaceId = () =>
  uuid('id_workspace')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * docs/product-rules.md §3 tables plus what the server needs (ledger, sessions, one-time tokens).
 * Credentials live on the profile: there is no separate hosted auth provider here.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    tipo: varchar('tipo', { length: 20 }).notNull().default('cliente'),
    status: varchar('status', { length: 20 }).notNull().default('pendente'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** E-mail preferences of /conta: "Carrossel pronto" (on by default) and "Novidades" (off). */
    emailCarrosselPronto: boolean('email_carrossel_pronto').notNull().default(true),
    emailNovidades: boolean('email_novidades').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_email_lower_key').on(sql`lower(${t.email})`),
    index('profiles_created_at_idx').on(t.createdAt.desc()),
    check('profiles_tipo_check', sql`${t.tipo} in ('admin', 'cliente')`),
    // 'excluida': the owner deleted the account; the row stays, stripped of every personal datum, only so the
    // anonymised credit ledger and payments keep pointing at one account (docs/account-data.md).
    check('profiles_status_check', sql`${t.status} in ('ativo', 'bloqueado', 'pendente', 'excluida')`),
  ],
);

/**
 * A workspace (docs/workspaces.md): what credits, carousels, brands and connections belong to. Every account has
 * exactly one personal workspace ("Pessoal"), created with the profile by the database itself (the trigger of
 * migration 0028), so no path that creates an account can leave one without it; teams have no
 * `id_usuario_pessoal`.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 60 }).notNull(),
    /** The account whose personal workspace this is; null for a team workspace. */
    idUsuarioPessoal: uuid('id_usuario_pessoal')
      .unique('workspaces_id_usuario_pessoal_key')
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('workspaces_nome_check', sql`length(btrim(${t.nome})) > 0`)],
);

/** Who belongs to a workspace, and as what (src/shared/workspaces/roles.ts). */
export const workspaceMembros = pgTable(
  'workspace_membros',
  {
    idWorkspace: uuid('id_workspace')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    idUsuario: ownerId(),
    papel: varchar('papel', { length: 10 }).notNull(),
    desde: timestamp('desde', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idWorkspace, t.idUsuario] }),
    index('workspace_membros_usuario_idx').on(t.idUsuario),
    check('workspace_membros_papel_check', sql`${t.papel} in ('dono', 'editor', 'leitor')`),
  ],
);

/**
 * An invitation to a team workspace (docs/workspaces.md): only the SHA-256 of the link's token is kept; the
 * e-mail carries the token itself. Pending = neither accepted nor cancelled and before `expira_em`; one pending
 * invitation per workspace and e-mail (re-inviting replaces it).
 */
export const workspaceConvites = pgTable(
  'workspace_convites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idWorkspace: uuid('id_workspace')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    papel: varchar('papel', { length: 10 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('workspace_convites_token_hash_key'),
    /** Who sent it; null once that account is deleted (the invitation still names the workspace). */
    convidadoPor: uuid('convidado_por').references(() => profiles.id, { onDelete: 'set null' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    aceitoEm: timestamp('aceito_em', { withTimezone: true }),
    /** The account that accepted it (a double tap answers the same workspace). */
    aceitoPor: uuid('aceito_por').references(() => profiles.id, { onDelete: 'set null' }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('workspace_convites_workspace_idx').on(t.idWorkspace),
    uniqueIndex('workspace_convites_pendente_key')
      .on(t.idWorkspace, sql`lower(${t.email})`)
      .where(sql`${t.aceitoEm} is null and ${t.canceladoEm} is null`),
    check('workspace_convites_papel_check', sql`${t.papel} in ('dono', 'editor', 'leitor')`),
  ],
);

export const creditos = pgTable(
  'creditos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace whose balance this is (one each); made with the workspace. */
    idWorkspace: uuid('id_workspace')
      .notNull()
      .unique('creditos_id_workspace_key')
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The account of a personal workspace's balance; null for a team's. */
    idUsuario: uuid('id_usuario')
      .unique('creditos_id_usuario_key')
      .references(() => profiles.id, { onDelete: 'cascade' }),
    saldoAtual: integer('saldo_atual').notNull().default(0),
    dataUltimaRecarga: timestamp('data_ultima_recarga', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('creditos_saldo_nao_negativo', sql`${t.saldoAtual} >= 0`)],
);

export const carrosseis = pgTable(
  'carrosseis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    tipoCarrossel: varchar('tipo_carrossel', { length: 50 }).notNull(),
    camposPersonalizados: jsonb('campos_personalizados').notNull(),
    status: varchar('status', { length: 50 }).notNull().default('pendente'),
    /**
     * Why a carousel failed, in full (the status keeps `erro: <motivo>` cut to its 50 characters); null while it
     * has not failed. Screens read it here, never out of the status text.
     */
    motivoErro: text('motivo_erro'),
    /** The generation's trace: the template and brand kit copied at creation, who wrote, timings. Never files. */
    webhookData: jsonb('webhook_data'),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    dataFinalizacao: timestamp('data_finalizacao', { withTimezone: true }),
    objetivo: varchar('objetivo', { length: 20 }),
    templateVisual: varchar('template_visual', { length: 255 }),
    tema: text('tema'),
    descricaoSolicitada: text('descricao_solicitada'),
    /** The version whose files the download serves; null until the generation first finishes. */
    versaoAtual: integer('versao_atual'),
    /** When the latest edit was saved: the sweep measures a re-render's age from here. */
    dataEdicao: timestamp('data_edicao', { withTimezone: true }),
    /** retrato 1080x1350, quadrado 1080x1080 or stories 1080x1920 (src/shared/carousels/formats.ts). */
    formato: varchar('formato', { length: 10 }).notNull().default('retrato'),
    /** The batch ("Gerar em lote") that created it, if any; a deleted batch leaves its carousels alone. */
    idLote: uuid('id_lote').references(() => lotes.id, { onDelete: 'set null' }),
    /**
     * The member who saved the latest edit (a save or a restored version); null until one is saved, or once that
     * account is deleted. `id_usuario` is who created it (docs/workspaces.md, "Quem fez o quê").
     */
    editadoPor: uuid('editado_por').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('carrosseis_lote_idx').on(t.idLote),
    index('carrosseis_usuario_criacao_idx').on(t.idUsuario, t.dataCriacao.desc()),
    index('carrosseis_workspace_criacao_idx').on(t.idWorkspace, t.dataCriacao.desc()),
    index('carrosseis_criacao_idx').on(t.dataCriacao.desc()),
    index('carrosseis_status_idx').on(t.status),
    check(
      'carrosseis_objetivo_check',
      sql`${t.objetivo} in ('educar', 'conectar', 'convencer', 'investigar')`,
    ),
    check('carrosseis_formato_check', sql`${t.formato} in ('retrato', 'quadrado', 'stories')`),
  ],
);

export const arquivos = pgTable(
  'arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idCarrossel: uuid('id_carrossel')
      .notNull()
      .references(() => carrosseis.id, { onDelete: 'cascade' }),
    urlArquivo: text('url_arquivo').notNull(),
    nomeArquivo: varchar('nome_arquivo', { length: 255 }).notNull(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }),
    storagePath: text('storage_path'),
    /**
     * A slide PNG's small copy (WebP, 540 px wide at most) that the history and its detail show, made once when the
     * slide is stored; null for other files and for slides stored before it existed (those show the PNG).
     */
    storagePathMiniatura: text('storage_path_miniatura'),
    ordem: integer('ordem').notNull().default(0),
    dataUpload: timestamp('data_upload', { withTimezone: true }).notNull().defaultNow(),
    /** The carousel version these files draw (1 from the generation, 2+ from saved edits). */
    versao: integer('versao').notNull().default(1),
  },
  // One row per file name per version: a retried job overwrites instead of duplicating.
  (t) => [uniqueIndex('arquivos_carrossel_versao_nome_key').on(t.idCarrossel, t.versao, t.nomeArquivo)],
);

/**
 * The words of a carousel's slides and its caption, as the writer produced them (version 1) and as a
 * later edit saves them (2, 3, ...). `GET /api/carousels/:id/slides` reads the highest version.
 */
export const carrosselTextos = pgTable(
  'carrossel_textos',
  {
    idCarrossel: uuid('id_carrossel')
      .notNull()
      .references(() => carrosseis.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    /** `[{kind, eyebrow, title, body}]`, in order. */
    slides: jsonb('slides').notNull(),
    legenda: text('legenda').notNull(),
    /**
     * 'gerando' while a saved edit is drawn, 'pronto' once its files are served, 'erro' when it could not be
     * drawn (the previous version stays served), 'substituida' when a newer save overtook it.
     */
    estado: varchar('estado', { length: 20 }).notNull().default('pronto'),
    /** The template an edit switched to (`{id, nome, design}` copied at save); null keeps the carousel's. */
    template: jsonb('template'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.idCarrossel, t.versao] }),
    check('carrossel_textos_versao_positiva', sql`${t.versao} >= 1`),
    check('carrossel_textos_estado_check', sql`${t.estado} in ('gerando', 'pronto', 'erro', 'substituida')`),
  ],
);

/**
 * One row per time the generation job asked a writer for copy (a retried job writes again), so the admin
 * dashboard can tell how the language model fares: who wrote, which model, how long, why it fell back.
 */
export const escritasCarrossel = pgTable(
  'escritas_carrossel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idCarrossel: uuid('id_carrossel')
      .notNull()
      .references(() => carrosseis.id, { onDelete: 'cascade' }),
    /** Who wrote the copy that was used: 'llm', or 'local' (by choice or after the model failed). */
    escritor: varchar('escritor', { length: 10 }).notNull(),
    /** The model asked; null when no model was configured. */
    modelo: varchar('modelo', { length: 200 }),
    latenciaMs: integer('latencia_ms'),
    tentativas: integer('tentativas'),
    motivoFallback: text('motivo_fallback'),
    createdAt: createdAt(),
  },
  (t) => [
    index('escritas_carrossel_criacao_idx').on(t.createdAt.desc()),
    check('escritas_carrossel_escritor_check', sql`${t.escritor} in ('local', 'llm')`),
  ],
);

export const pagamentos = pgTable(
  'pagamentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    plano: varchar('plano', { length: 100 }).notNull(),
    provider: varchar('provider', { length: 30 }).notNull().default('sandbox'),
    pixId: varchar('pix_id', { length: 100 }),
    pixQrCode: text('pix_qr_code'),
    pixQrCodeImage: text('pix_qr_code_image'),
    pixCopiaECola: text('pix_copia_e_cola'),
    status: varchar('status', { length: 20 }).notNull().default('pendente'),
    quantidade: integer('quantidade').notNull(),
    /** Integer centavos. */
    valor: integer('valor').notNull(),
    vencimento: timestamp('vencimento', { withTimezone: true }).notNull(),
    dataPagamento: timestamp('data_pagamento', { withTimezone: true }),
    /** The PIX transfer that paid it (bcb): unique, so one transfer never credits two payments or one twice. */
    endToEndId: varchar('end_to_end_id', { length: 35 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pagamentos_provider_pix_id_key').on(t.provider, t.pixId),
    uniqueIndex('pagamentos_end_to_end_id_key').on(t.endToEndId),
    index('pagamentos_usuario_criacao_idx').on(t.idUsuario, t.createdAt.desc()),
    index('pagamentos_workspace_criacao_idx').on(t.idWorkspace, t.createdAt.desc()),
    index('pagamentos_pendentes_idx').on(t.vencimento).where(sql`${t.status} = 'pendente'`),
    check('pagamentos_status_check', sql`${t.status} in ('pendente', 'pago', 'expirado')`),
    check('pagamentos_quantidade_positiva', sql`${t.quantidade} > 0`),
    check('pagamentos_valor_positivo', sql`${t.valor} > 0`),
  ],
);

/**
 * A paid purchase given back (docs/pix-bcb.md §Estornos): at most one per payment, written in the transaction
 * that takes the pack's credits back through the ledger ('estorno', unique per payment too), before the
 * provider is asked ('solicitado'). 'em_processamento' until the provider says the money is back ('devolvido');
 * 'nao_realizado' when it did not carry it out, the credits given back ('estorno_revertido', once).
 */
export const estornos = pgTable(
  'estornos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPagamento: uuid('id_pagamento')
      .notNull()
      .references(() => pagamentos.id, { onDelete: 'cascade' }),
    /** The admin who asked; null when the refund was made at the provider and only reported to us. */
    idAutor: uuid('id_autor').references(() => profiles.id, { onDelete: 'set null' }),
    motivo: text('motivo').notNull(),
    quantidade: integer('quantidade').notNull(),
    /** Integer centavos. */
    valor: integer('valor').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 100 }),
    createdAt: createdAt(),
    confirmadoEm: timestamp('confirmado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('estornos_pagamento_key').on(t.idPagamento),
    check(
      'estornos_status_check',
      sql`${t.status} in ('solicitado', 'em_processamento', 'devolvido', 'nao_realizado')`,
    ),
    // The payments-poll job resumes the refunds still waiting on the provider.
    index('estornos_abertos_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('solicitado', 'em_processamento')`),
    check('estornos_valor_positivo', sql`${t.valor} > 0 and ${t.quantidade} > 0`),
  ],
);

/**
 * Append-only credit ledger. Every change of creditos.saldo_atual writes one row in the same transaction.
 * Unique keys make double-crediting impossible: one row per paid payment, one debit and one refund per carousel.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The member whose action moved the credits (the admin's adjustment: the account it was made for). */
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    kind: varchar('kind', { length: 30 }).notNull(),
    delta: integer('delta').notNull(),
    saldoApos: integer('saldo_apos').notNull(),
    descricao: text('descricao').notNull(),
    idPagamento: uuid('id_pagamento').references(() => pagamentos.id, { onDelete: 'set null' }),
    idCarrossel: uuid('id_carrossel').references(() => carrosseis.id, { onDelete: 'set null' }),
    idAutor: uuid('id_autor').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_usuario_criacao_idx').on(t.idUsuario, t.createdAt.desc()),
    index('credit_ledger_workspace_criacao_idx').on(t.idWorkspace, t.createdAt.desc()),
    uniqueIndex('credit_ledger_pagamento_key').on(t.idPagamento).where(sql`${t.kind} = 'compra'`),
    uniqueIndex('credit_ledger_estorno_key').on(t.idPagamento).where(sql`${t.kind} = 'estorno'`),
    // A refund the provider did not carry out gives the credits back once.
    uniqueIndex('credit_ledger_estorno_revertido_key')
      .on(t.idPagamento)
      .where(sql`${t.kind} = 'estorno_revertido'`),
    uniqueIndex('credit_ledger_carrossel_kind_key')
      .on(t.idCarrossel, t.kind)
      .where(sql`${t.idCarrossel} is not null`),
    // No row moves zero credits, an admin adjustment included (the API refuses it too). Rows written before
    // this rule stay: the migration adds it NOT VALID, so only new rows are checked.
    check('credit_ledger_delta_check', sql`${t.delta} <> 0`),
    check('credit_ledger_saldo_check', sql`${t.saldoApos} >= 0`),
    check(
      'credit_ledger_kind_check',
      sql`${t.kind} in ('bonus_cadastro', 'compra', 'carrossel', 'reembolso', 'ajuste_admin', 'estorno', 'estorno_revertido')`,
    ),
  ],
);

export const notificacoes = pgTable(
  'notificacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    titulo: varchar('titulo', { length: 255 }).notNull(),
    mensagem: text('mensagem').notNull(),
    lida: boolean('lida').notNull().default(false),
    dataEnvio: timestamp('data_envio', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notificacoes_usuario_idx').on(t.idUsuario, t.dataEnvio.desc())],
);

export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idUsuario: uuid('id_usuario').references(() => profiles.id, { onDelete: 'cascade' }),
    acao: varchar('acao', { length: 100 }).notNull(),
    detalhes: jsonb('detalhes'),
    ip: varchar('ip', { length: 45 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('logs_criacao_idx').on(t.createdAt.desc(), t.id.desc()),
    index('logs_acao_criacao_idx').on(t.acao, t.createdAt.desc()),
    index('logs_usuario_criacao_idx').on(t.idUsuario, t.createdAt.desc()),
    index('logs_ip_idx').on(t.ip),
    // Admin search `q` (contains, case-insensitive): trigram GIN over the same text expression that
    // src/server/logs/admin-query.ts searches. Needs pg_trgm, created by the migration that adds it.
    index('logs_busca_trgm_idx').using(
      'gin',
      sql`(${t.acao} || ' ' || coalesce(${t.ip}, '') || ' ' || coalesce(${t.detalhes}::text, '')) gin_trgm_ops`,
    ),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    name: varchar('name', { length: 255 }),
    email: varchar('email', { length: 320 }),
    phone: varchar('phone', { length: 20 }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 50 }),
    severity: varchar('severity', { length: 20 }).notNull().default('medium'),
    sourcePage: text('source_page'),
    ua: text('ua'),
    appVersion: varchar('app_version', { length: 50 }),
    attachmentUrl: text('attachment_url'),
    meta: jsonb('meta'),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    ackSentAt: timestamp('ack_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_criacao_idx').on(t.createdAt.desc()),
    index('support_tickets_usuario_idx').on(t.idUsuario, t.createdAt.desc()),
    check(
      'support_tickets_status_check',
      sql`${t.status} in ('new', 'ack_sent', 'in_progress', 'resolved', 'closed')`,
    ),
  ],
);

/**
 * The conversation of a ticket after its opening text (which stays on the ticket): replies of the user and of
 * the team, and the status changes announced to the user (`author` 'system', `status` the new one).
 */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 20 }).notNull(),
    /** Who wrote it (the user or the admin); empty for a status change, or once the writer's account is gone. */
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    status: varchar('status', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_ticket_messages_author_check', sql`${t.author} in ('user', 'team', 'system')`),
  ],
);

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: varchar('nome', { length: 255 }).notNull(),
    tipo: varchar('tipo', { length: 50 }).notNull().default('universal'),
    imagemUrl: text('imagem_url'),
    ativo: boolean('ativo').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
    descricao: text('descricao'),
    /** The renderer's design (background, palette, fonts, layout): see slide-engine/templates. */
    design: jsonb('design').notNull(),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
    universal: boolean('universal').notNull().default(false),
  },
  (t) => [
    index('templates_ativo_ordem_idx').on(t.ativo, t.ordem),
    index('templates_tipo_ordem_idx').on(t.tipo, t.ordem),
    check('templates_ordem_check', sql`${t.ordem} >= 0`),
  ],
);

/** Refresh tokens, stored hashed. Rotation keeps the family; reuse of a rotated token revokes the family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('auth_sessions_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_sessions_family_idx').on(t.familyId),
    index('auth_sessions_usuario_idx').on(t.idUsuario),
  ],
);

/** Single-use links sent by e-mail (verification, password reset, e-mail change), stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** change_email only: the address that replaces the account's once the link is opened. */
    newEmail: varchar('new_email', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_usuario_purpose_idx').on(t.idUsuario, t.purpose),
    check(
      'auth_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`,
    ),
  ],
);

/**
 * Every cover image sent to POST /api/uploads, so the ones no carousel or template came to use can be removed
 * a day later (the upload cleanup job). Rows go once the file is removed or found in use.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    idUsuario: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created_at_idx').on(t.createdAt)],
);

/**
 * Each user's brand kit ("Minha marca"), one row once saved; a user without a row signs nothing. Colours and
 * the font pair are null while the template's own are kept (src/shared/brand-kit/schema.ts).
 */
export const marcas = pgTable(
  'marcas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idWorkspace: uuid('id_workspace')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The member who created the kit; the kit stays the workspace's when that account is deleted. */
    idUsuario: uuid('id_usuario').references(() => profiles.id, { onDelete: 'set null' }),
    /** The workspace's default kit (GET/PUT /api/brand-kit, and creation without a chosen one): at most one. */
    padrao: boolean('padrao').notNull().default(false),
    nome: varchar('nome', { length: 60 }).notNull(),
    arroba: varchar('arroba', { length: 30 }).notNull().default(''),
    /** The avatar's key in the medias bucket (an own upload), never an address (src/server/brand-kit/stored-kit.ts). */
    avatarChave: text('avatar_chave'),
    /** 'circulo' (cropped round) or 'logo' (whole, in its own proportions). */
    avatarForma: varchar('avatar_forma', { length: 10 }).notNull().default('circulo'),
    corPrimaria: varchar('cor_primaria', { length: 7 }),
    corDestaque: varchar('cor_destaque', { length: 7 }),
    fonte: varchar('fonte', { length: 20 }),
    mostrarNome: boolean('mostrar_nome').notNull().default(true),
    mostrarArroba: boolean('mostrar_arroba').notNull().default(true),
    mostrarAvatar: boolean('mostrar_avatar').notNull().default(true),
    onde: varchar('onde', { length: 10 }).notNull().default('capa'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('marcas_padrao_key').on(t.idWorkspace).where(sql`${t.padrao}`),
    index('marcas_workspace_idx').on(t.idWorkspace, t.createdAt),
    // The upload cleanup keeps an avatar any kit uses, whoever of the workspace sent it.
    index('marcas_avatar_chave_idx').on(t.avatarChave),
    check('marcas_arroba_check', sql`${t.arroba} ~ '^[A-Za-z0-9._]{0,30}$'`),
    check(
      'marcas_cores_check',
      sql`coalesce(${t.corPrimaria}, '#000000') ~ '^#[0-9a-f]{6}$' and coalesce(${t.corDestaque}, '#000000') ~ '^#[0-9a-f]{6}$'`,
    ),
    check('marcas_onde_check', sql`${t.onde} in ('capa', 'todos', 'final')`),
    check('marcas_avatar_forma_check', sql`${t.avatarForma} in ('circulo', 'logo')`),
  ],
);

/**
 * The Instagram professional account a workspace connected (docs/instagram.md), one per workspace (the *whose*;
 * `id_usuario` is the dono who connected it). The long-lived token
 * is kept only encrypted (AES-256-GCM, src/server/publishing/token-cipher.ts); `precisa_reconectar` is set when
 * Instagram refuses it (expired or revoked), and cleared by connecting again.
 */
export const instagramContas = pgTable('instagram_contas', {
  idWorkspace: workspaceId().primaryKey(),
  idUsuario: ownerId(),
  igUserId: varchar('ig_user_id', { length: 64 }).notNull(),
  username: varchar('username', { length: 64 }).notNull(),
  fotoUrl: text('foto_url'),
  tokenCifrado: text('token_cifrado').notNull(),
  tokenObtidoEm: timestamp('token_obtido_em', { withTimezone: true }).notNull(),
  tokenExpiraEm: timestamp('token_expira_em', { withTimezone: true }).notNull(),
  precisaReconectar: boolean('precisa_reconectar').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A carousel sent (or to be sent) to Instagram: agendado -> publicando -> publicado | erro, or cancelado while
 * agendado; publicando -> verificando when `media_publish` was sent and nobody could learn its outcome, until a
 * check finds it published or confirms it was not (docs/instagram.md). The container ids are written as
 * Instagram hands them out, so a job that dies half-way resumes with them and asks Instagram their status
 * before publishing (never twice).
 */
export const instagramPosts = pgTable(
  'instagram_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who published or scheduled it; the workspace is its carousel's, whose connection posts it. */
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    idCarrossel: uuid('id_carrossel')
      .notNull()
      .references(() => carrosseis.id, { onDelete: 'cascade' }),
    /**
     * The member who asked for this post (docs/workspaces.md, "Quem fez o quê"): the history card's "publicado
     * por" and the activity list's actor (its migration copied `id_usuario` into older posts). Null once that
     * account is deleted.
     */
    publicadoPor: uuid('publicado_por').references(() => profiles.id, { onDelete: 'set null' }),
    /** The carousel version whose JPEG slides are posted (fixed when the post is created). */
    versao: integer('versao').notNull(),
    igUserId: varchar('ig_user_id', { length: 64 }).notNull(),
    legenda: text('legenda').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('agendado'),
    agendadoPara: timestamp('agendado_para', { withTimezone: true }).notNull(),
    /** The item containers' ids, in slide order, as far as they were created. */
    filhos: jsonb('filhos').$type<string[]>().notNull().default([]),
    containerId: varchar('container_id', { length: 64 }),
    mediaId: varchar('media_id', { length: 64 }),
    /** The post's latest insights as Instagram reported them (`instagram-insights`), and when they were read. */
    metricas: jsonb('metricas').$type<Record<string, number>>(),
    metricasEm: timestamp('metricas_em', { withTimezone: true }),
    /** When `media_publish` was last sent: a lost media id is searched only around this time. */
    publicacaoEnviadaEm: timestamp('publicacao_enviada_em', { withTimezone: true }),
    permalink: text('permalink'),
    /** Why it failed, in plain Portuguese (what the screen shows). */
    erro: text('erro'),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('instagram_posts_carrossel_idx').on(t.idCarrossel, t.createdAt.desc()),
    // A user's posts by carousel: the history list's row versions (history-list.ts).
    index('instagram_posts_usuario_carrossel_idx').on(t.idUsuario, t.idCarrossel),
    index('instagram_posts_conta_publicado_idx').on(t.igUserId, t.publicadoEm),
    // A workspace's published posts: the dashboard's 30-day chart (insights-chart.ts).
    index('instagram_posts_workspace_publicado_idx')
      .on(t.idWorkspace, t.publicadoEm)
      .where(sql`${t.estado} = 'publicado'`),
    // One post on its way per carousel: a double click or a second tab cannot queue it twice.
    uniqueIndex('instagram_posts_um_ativo_key')
      .on(t.idCarrossel)
      .where(sql`${t.estado} in ('agendado', 'publicando', 'verificando')`),
    check(
      'instagram_posts_estado_check',
      sql`${t.estado} in ('agendado', 'publicando', 'verificando', 'publicado', 'erro', 'cancelado')`,
    ),
  ],
);

/**
 * The LinkedIn member a workspace connected (docs/linkedin.md), one per workspace (`id_usuario` is the dono who
 * connected it): `member_id` is the OpenID `sub` of
 * /v2/userinfo (the author `urn:li:person:{member_id}`). The 60-day token is kept only encrypted
 * (src/server/publishing/token-cipher.ts); LinkedIn gives members no refresh token, so the member connects again
 * when it ends.
 */
export const linkedinContas = pgTable('linkedin_contas', {
  idWorkspace: workspaceId().primaryKey(),
  idUsuario: ownerId(),
  memberId: varchar('member_id', { length: 64 }).notNull(),
  nome: varchar('nome', { length: 200 }).notNull(),
  fotoUrl: text('foto_url'),
  tokenCifrado: text('token_cifrado').notNull(),
  tokenExpiraEm: timestamp('token_expira_em', { withTimezone: true }).notNull(),
  precisaReconectar: boolean('precisa_reconectar').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A carousel's PDF sent (or to be sent) to LinkedIn as a document post, with the states of an Instagram post
 * (docs/decisions/0023-linkedin-posts-table.md says why it is its own table). Every step is written as LinkedIn
 * answers it: the document URN after initializeUpload, `documento_enviado_em` after the PUT,
 * `post_enviado_em` just before POST /rest/posts and the post URN as soon as it comes back; a run that finds
 * `post_enviado_em` without a URN never posts again (docs/linkedin.md).
 */
export const linkedinPosts = pgTable(
  'linkedin_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who published or scheduled it; the workspace is its carousel's, whose connection posts it. */
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    idCarrossel: uuid('id_carrossel')
      .notNull()
      .references(() => carrosseis.id, { onDelete: 'cascade' }),
    /**
     * The member who asked for this post (docs/workspaces.md, "Quem fez o quê"): the history card's "publicado
     * por" and the activity list's actor (its migration copied `id_usuario` into older posts). Null once that
     * account is deleted.
     */
    publicadoPor: uuid('publicado_por').references(() => profiles.id, { onDelete: 'set null' }),
    /** The carousel version whose PDF is posted (fixed when the post is created). */
    versao: integer('versao').notNull(),
    memberId: varchar('member_id', { length: 64 }).notNull(),
    legenda: text('legenda').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('agendado'),
    agendadoPara: timestamp('agendado_para', { withTimezone: true }).notNull(),
    documentoUrn: varchar('documento_urn', { length: 128 }),
    documentoEnviadoEm: timestamp('documento_enviado_em', { withTimezone: true }),
    /** When POST /rest/posts was sent: with no URN recorded, the outcome is unknown and nothing is posted again. */
    postEnviadoEm: timestamp('post_enviado_em', { withTimezone: true }),
    postUrn: varchar('post_urn', { length: 128 }),
    /** Why it failed, in plain Portuguese (what the screen shows). */
    erro: text('erro'),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('linkedin_posts_carrossel_idx').on(t.idCarrossel, t.createdAt.desc()),
    // A user's posts by carousel: the history list's row versions (history-list.ts).
    index('linkedin_posts_usuario_carrossel_idx').on(t.idUsuario, t.idCarrossel),
    // One post on its way per carousel: a double click or a second tab cannot queue it twice.
    uniqueIndex('linkedin_posts_um_ativo_key')
      .on(t.idCarrossel)
      .where(sql`${t.estado} in ('agendado', 'publicando', 'verificando')`),
    uniqueIndex('linkedin_posts_post_urn_key').on(t.postUrn),
    check(
      'linkedin_posts_estado_check',
      sql`${t.estado} in ('agendado', 'publicando', 'verificando', 'publicado', 'erro', 'cancelado')`,
    ),
    // Published means LinkedIn named the post.
    check('linkedin_posts_publicado_check', sql`${t.estado} <> 'publicado' or ${t.postUrn} is not null`),
  ],
);

/**
 * Stored files that no row serves and that must leave storage: written in the same transaction that stops
 * serving them (an edit's switch pruning old versions, a deleted carousel's folder, a deleted account's files),
 * removed once storage has deleted them. A writer also announces a folder here before it stores files in it
 * and takes the row back in the transaction that records them, so files of a writer that died or whose owner
 * is gone are found too. Whatever a crash leaves, the minute sweep deletes once `remove_after` has passed
 * (docs/decisions/0015-storage-deletions-outbox.md).
 */
export const arquivosARemover = pgTable(
  'arquivos_a_remover',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: varchar('bucket', { length: 20 }).notNull().default('carrosseis'),
    /** A key of `bucket`, or with `prefix` every key starting with it (a folder ends in '/'). */
    key: text('key').notNull(),
    prefix: boolean('prefix').notNull().default(false),
    /**
     * With `prefix`: what under it stays, each a key or a folder ending in '/' (a deleted member's folder keeps the
     * team's carousels and the uploads they draw, src/server/users/user-files.ts). Empty for every other deletion.
     */
    manter: text('manter').array().notNull().default(sql`'{}'::text[]`),
    /**
     * When the sweep may take the row: a minute after a deletion is queued (its writer runs it before), a
     * writer's whole time limit after it announced files it is about to store.
     */
    removeAfter: timestamp('remove_after', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 minute'`),
    createdAt: createdAt(),
  },
  (t) => [index('arquivos_a_remover_remove_after_idx').on(t.removeAfter)],
);

/**
 * Public, revocable links to a carousel's download page (`/c/{token}`). Only the SHA-256 of the token is kept;
 * the token itself is shown once to the owner. A link ends when revoked, when it expires, or with its carousel.
 */
export const linksCompartilhados = pgTable(
  'links_compartilhados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idCarrossel: uuid('id_carrossel')
      .notNull()
      .references(() => carrosseis.id, { onDelete: 'cascade' }),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    tokenHash: text('token_hash').notNull().unique('links_compartilhados_token_hash_key'),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('links_compartilhados_carrossel_idx').on(t.idCarrossel, t.createdAt.desc())],
);

/**
 * Data exports (LGPD art. 18): one row per request, built by the export job into a private ZIP that can be
 * fetched for 24 hours. Every row ends 'pronto' or 'erro'.
 */
export const exportacoes = pgTable(
  'exportacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    status: varchar('status', { length: 20 }).notNull().default('pendente'),
    storageKey: text('storage_key'),
    tamanho: bigint('tamanho', { mode: 'number' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('exportacoes_usuario_criacao_idx').on(t.idUsuario, t.createdAt.desc()),
    check('exportacoes_status_check', sql`${t.status} in ('pendente', 'pronto', 'erro')`),
  ],
);

/**
 * Requests that spend or post, remembered by the key their client sent (`Idempotency-Key`) for 24 hours: the
 * key is written in the same transaction as the request's effect, so two requests with one key can never
 * both take effect; a repeat answers the stored status and body (docs/decisions/0017-idempotency-keys.md).
 * `status_resposta` is null between the effect's commit and the answer being stored.
 */
export const chavesIdempotencia = pgTable(
  'chaves_idempotencia',
  {
    idUsuario: ownerId(),
    chave: varchar('chave', { length: 255 }).notNull(),
    /** SHA-256 of the method, route, parameters and body: the same key with another request is refused. */
    hashRequisicao: varchar('hash_requisicao', { length: 64 }).notNull(),
    statusResposta: integer('status_resposta'),
    corpoResposta: text('corpo_resposta'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'chaves_idempotencia_pkey', columns: [t.idUsuario, t.chave] }),
    index('chaves_idempotencia_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Each e-mail of a kind about one entity goes out once ("Seu carrossel está pronto" for a carousel, a receipt
 * for a payment): the e-mail job records (kind, entity) in the transaction around its send, so a job run
 * again after a crash, or queued twice, finds the row and sends nothing (docs/product-rules.md).
 */
export const emailsEnviados = pgTable(
  'emails_enviados',
  {
    tipo: varchar('tipo', { length: 60 }).notNull(),
    entidade: varchar('entidade', { length: 100 }).notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.entidade] })],
);

/**
 * API keys of a workspace (`Authorization: Bearer crs_live_…` on /api/v1 and /mcp): the key acts in
 * `id_workspace`, and works only while `id_usuario` (the member who created it) is an editor or the owner there.
 * Only the SHA-256 of the key is kept; the key itself is shown once, at creation. `prefixo` (its first
 * characters) tells keys apart on the Desenvolvedores screen. A revoked key stops working on the next request:
 * every request reads this row.
 */
export const chavesApi = pgTable(
  'chaves_api',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    nome: varchar('nome', { length: 60 }).notNull(),
    prefixo: varchar('prefixo', { length: 20 }).notNull(),
    hashChave: varchar('hash_chave', { length: 64 }).notNull().unique('chaves_api_hash_chave_key'),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chaves_api_usuario_idx').on(t.idUsuario, t.createdAt.desc()),
    index('chaves_api_workspace_idx').on(t.idWorkspace, t.createdAt.desc()),
  ],
);

/** A batch of carousels created in one request ("Gerar em lote", docs/decisions/0021-webhooks-and-batches.md). */
export const lotes = pgTable(
  'lotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    total: integer('total').notNull(),
    /** The batch's carousels in the order of its rows (a CSV's lines), for its page and its ZIP. */
    carrosseis: uuid('carrosseis').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lotes_workspace_criacao_idx').on(t.idWorkspace, t.createdAt.desc()),
    check('lotes_total_check', sql`${t.total} between 1 and 50`),
  ],
);

/**
 * An address a workspace wants its events POSTed to (`id_usuario`: the member who registered it, told when it is
 * disabled), signed per Standard Webhooks with `segredo` (whsec_ + base64, shown once; kept as is because every
 * delivery signs with it). `falhando_desde` is the start of the current run of failed attempts: three days of
 * failures disable the endpoint (`desativado_em`), once.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    url: text('url').notNull(),
    eventos: text('eventos').array().notNull(),
    segredo: text('segredo').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    falhandoDesde: timestamp('falhando_desde', { withTimezone: true }),
    desativadoEm: timestamp('desativado_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_endpoints_usuario_idx').on(t.idUsuario, t.createdAt.desc()),
    index('webhook_endpoints_workspace_idx').on(t.idWorkspace, t.createdAt.desc()),
  ],
);

/**
 * The outbox: one row per event a workspace's endpoints subscribe to (`id_usuario`: the member whose action it
 * was), written in the transaction of the event itself (a rolled-back event leaves nothing). `corpo` is the
 * delivered body, frozen at the first attempt so every endpoint and every retry sends the same bytes under the
 * same `webhook-id`.
 */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: ownerId(),
    idWorkspace: workspaceId(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    dados: jsonb('dados').notNull(),
    corpo: text('corpo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_eventos_usuario_idx').on(t.idUsuario, t.createdAt.desc()),
    index('webhook_eventos_workspace_idx').on(t.idWorkspace, t.createdAt.desc()),
  ],
);

/** One event to one endpoint: its attempts, the last answer, and whether it is still being tried. */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idEndpoint: uuid('id_endpoint')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    idEvento: uuid('id_evento')
      .notNull()
      .references(() => webhookEventos.id, { onDelete: 'cascade' }),
    estado: varchar('estado', { length: 20 }).notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimoCodigo: integer('ultimo_codigo'),
    ultimaResposta: text('ultima_resposta'),
    ultimoErro: text('ultimo_erro'),
    /** Retries stop 24 hours after this (the first attempt, or the latest "Reenviar"). */
    janelaDesde: timestamp('janela_desde', { withTimezone: true }).notNull().defaultNow(),
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_entregas_endpoint_evento_key').on(t.idEndpoint, t.idEvento),
    index('webhook_entregas_endpoint_criacao_idx').on(t.idEndpoint, t.createdAt.desc()),
    check('webhook_entregas_estado_check', sql`${t.estado} in ('pendente', 'entregue', 'falhou')`),
  ],
);

/**
 * The workspace owner's activity list (docs/workspaces.md, "Quem fez o quê"): one row per action, written in the
 * action's own transaction (so a refused or rolled-back action leaves none), never updated. The kinds are
 * src/shared/workspaces/activity.ts's. A carousel is named by id and by its theme when the action happened, with
 * no foreign key: a deleted carousel's rows keep their words and the screen links only to one that still exists.
 */
export const workspaceAtividades = pgTable(
  'workspace_atividades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idWorkspace: workspaceId(),
    /** Who did it; null once that account is deleted. */
    idUsuario: uuid('id_usuario').references(() => profiles.id, { onDelete: 'set null' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    idCarrossel: uuid('id_carrossel'),
    /** The carousel's theme when it happened (it may be deleted later). */
    tema: text('tema'),
    /** The member added, removed or whose role changed. */
    idMembro: uuid('id_membro').references(() => profiles.id, { onDelete: 'set null' }),
    /** The role given (member added, role changed). */
    papel: varchar('papel', { length: 10 }),
    /** instagram or linkedin (published). */
    rede: varchar('rede', { length: 10 }),
    idPagamento: uuid('id_pagamento').references(() => pagamentos.id, { onDelete: 'set null' }),
    /** Credits bought. */
    creditos: integer('creditos'),
    createdAt: createdAt(),
  },
  (t) => [
    index('workspace_atividades_workspace_idx').on(t.idWorkspace, t.id.desc()),
    check(
      'workspace_atividades_tipo_check',
      sql`${t.tipo} in ('carrossel_criado', 'carrossel_editado', 'carrossel_excluido', 'carrossel_publicado', 'creditos_comprados', 'membro_entrou', 'membro_removido', 'membro_saiu', 'papel_alterado')`,
    ),
    check('workspace_atividades_papel_check', sql`${t.papel} in ('dono', 'editor', 'leitor')`),
    check('workspace_atividades_rede_check', sql`${t.rede} in ('instagram', 'linkedin')`),
  ],
);
