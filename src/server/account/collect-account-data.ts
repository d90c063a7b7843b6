import type pg from 'pg';
import { toWireFields } from '../carousels/image-refs';
import { isMediaKey, readImageUrl } from '../storage/media-keys';
import type { Storage } from '../storage/storage';

/** Every file of the account the ZIP carries: where it is stored and where it goes inside the ZIP. */
export interface ExportFile {
  bucket: 'carrosseis' | 'medias';
  key: string;
  path: string;
}

export interface AccountData {
  /** The JSON document (dados.json): every row about the person, passwords and token hashes left out. */
  document: Record<string, unknown>;
  files: ExportFile[];
}

async function rowsOf<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  userId: string,
): Promise<T[]> {
  return (await pool.query<T>(text, [userId])).rows;
}

/** Every string inside a JSON value (an old carousel row may hold an image's address). */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** The images a carousel stores by key (image-refs.ts): its fields' cover and points, every version's photos. */
function imageKeysOf(carousel: { campos_personalizados: unknown; versoes: unknown }): string[] {
  const fields = (carousel.campos_personalizados ?? {}) as { imagemChave?: unknown; pontos?: unknown };
  const points = Array.isArray(fields.pontos) ? (fields.pontos as { imagemChave?: unknown }[]) : [];
  const versions = Array.isArray(carousel.versoes) ? (carousel.versoes as { slides?: unknown }[]) : [];
  const slides = versions.flatMap((version) =>
    Array.isArray(version?.slides) ? (version.slides as { imageRef?: unknown }[]) : [],
  );
  return [
    fields.imagemChave,
    ...points.map((point) => point?.imagemChave),
    ...slides.map((slide) => slide?.imageRef),
  ].filter((key): key is string => typeof key === 'string' && isMediaKey(key));
}

/** The brand kit row with its avatar as the address a browser reads it at, where the API shows it too. */
async function toWireMarca(
  row: { avatar_chave: string | null },
  storage: Storage,
): Promise<Record<string, unknown>> {
  const { avatar_chave: key, ...rest } = row;
  return { ...rest, avatar_url: key && isMediaKey(key) ? await readImageUrl(key, storage) : null };
}

/**
 * Reads what the account holds for its export (LGPD art. 18: access and portability): profile, brand kit,
 * workspace memberships (name, role, since), credit ledger, payments and their refunds, API keys (never their hash), webhook endpoints (never their
 * secret), support tickets with their conversations, sessions, notifications, carousels with their fields and every
 * version's words, and the list of files it owns (each carousel's slides, ZIPs and PDFs, and its own uploads:
 * covers, photos, avatar). Files of others (template backgrounds) are not the user's and stay out.
 */
export async function collectAccountData(
  pool: pg.Pool,
  storage: Storage,
  userId: string,
): Promise<AccountData> {
  const [perfil] = await rowsOf(
    pool,
    `select id, nome, email, phone as telefone, tipo, status, email_verified_at as email_confirmado_em,
            created_at as criado_em, updated_at as atualizado_em
       from profiles where id = $1`,
    userId,
  );
  const [marca] = await rowsOf<{ avatar_chave: string | null }>(
    pool,
    'select * from marcas where id_usuario = $1',
    userId,
  );
  const [creditos] = await rowsOf(
    pool,
    'select saldo_atual, data_ultima_recarga from creditos where id_usuario = $1',
    userId,
  );
  // The workspaces the account belongs to: name, role and since when (docs/workspaces.md).
  const espacos = await rowsOf(
    pool,
    `select w.nome, m.papel, m.desde, w.id_usuario_pessoal is not null as pessoal
       from workspace_membros m join workspaces w on w.id = m.id_workspace
      where m.id_usuario = $1 order by pessoal desc, m.desde`,
    userId,
  );
  const extrato = await rowsOf(
    pool,
    `select id, kind as tipo, delta, saldo_apos, descricao, id_pagamento, id_carrossel, created_at as data
       from credit_ledger where id_usuario = $1 order by id`,
    userId,
  );
  const pagamentos = await rowsOf(
    pool,
    `select id, plano, provider, pix_id, status, quantidade, valor as valor_centavos, vencimento,
            data_pagamento, created_at as criado_em
       from pagamentos where id_usuario = $1 order by created_at`,
    userId,
  );
  // Refunds of the user's purchases (who asked is the team's business, as on the credits screen).
  const estornos = await rowsOf(
    pool,
    `select e.id_pagamento, e.motivo, e.quantidade, e.valor as valor_centavos, e.status, e.created_at as criado_em,
            e.confirmado_em
       from estornos e join pagamentos p on p.id = e.id_pagamento
      where p.id_usuario = $1 order by e.created_at`,
    userId,
  );
  // API keys as the Desenvolvedores screen lists them: never the key's hash.
  const chavesApi = await rowsOf(
    pool,
    `select nome, prefixo, created_at as criada_em, ultimo_uso_em, revogada_em
       from chaves_api where id_usuario = $1 order by created_at`,
    userId,
  );
  // Webhook endpoints: never the signing secret.
  const webhooks = await rowsOf(
    pool,
    `select url, eventos, ativo, created_at as criado_em, desativado_em
       from webhook_endpoints where id_usuario = $1 order by created_at`,
    userId,
  );
  const chamados = await rowsOf(
    pool,
    `select id, name as nome, email, phone as telefone, title as titulo, description as descricao, category as categoria,
            severity as gravidade, source_page as pagina, status, created_at as criado_em, updated_at as atualizado_em,
            -- The conversation as the user's own screen shows it: the team answers as the team, no admin named.
            coalesce((select json_agg(json_build_object(
                        'autor', case m.author when 'user' then 'usuario' when 'team' then 'equipe' else 'sistema' end,
                        'texto', m.body, 'status', m.status, 'criada_em', m.created_at) order by m.created_at, m.id)
                        from support_ticket_messages m where m.ticket_id = support_tickets.id), '[]'::json) as mensagens
       from support_tickets where id_usuario = $1 order by created_at`,
    userId,
  );
  const sessoes = await rowsOf(
    pool,
    `select created_at as criada_em, expires_at as expira_em, revoked_at as encerrada_em, ip, user_agent
       from auth_sessions where id_usuario = $1 order by created_at`,
    userId,
  );
  const notificacoes = await rowsOf(
    pool,
    'select tipo, titulo, mensagem, lida, data_envio from notificacoes where id_usuario = $1 order by data_envio',
    userId,
  );
  const carrosseis = await rowsOf<{ id: string; campos_personalizados: unknown; versoes: unknown }>(
    pool,
    `select c.id, c.tema, c.objetivo, c.formato, c.status, c.template_visual, c.campos_personalizados,
            c.descricao_solicitada, c.data_criacao, c.data_finalizacao, c.versao_atual,
            coalesce((select json_agg(json_build_object('versao', t.versao, 'slides', t.slides, 'legenda', t.legenda,
                                                        'estado', t.estado, 'criada_em', t.created_at) order by t.versao)
                        from carrossel_textos t where t.id_carrossel = c.id), '[]'::json) as versoes
       from carrosseis c where c.id_usuario = $1 order by c.data_criacao`,
    userId,
  );
  const arquivos = await rowsOf<{
    id_carrossel: string;
    versao: number;
    nome_arquivo: string;
    storage_path: string;
  }>(
    pool,
    `select a.id_carrossel, a.versao, a.nome_arquivo, a.storage_path
       from arquivos a join carrosseis c on c.id = a.id_carrossel
      where c.id_usuario = $1 and a.storage_path is not null order by a.id_carrossel, a.versao, a.ordem`,
    userId,
  );
  const uploads = await rowsOf<{ key: string }>(
    pool,
    'select key from uploads where id_usuario = $1',
    userId,
  );

  const files: ExportFile[] = arquivos.map((file) => ({
    bucket: 'carrosseis',
    key: file.storage_path,
    path: `arquivos/carrosseis/${file.id_carrossel}/versao-${file.versao}/${file.nome_arquivo}`,
  }));
  // Own uploads are named public/{userId}-... (the upload route); only those are the user's files.
  const ownPrefix = `public/${userId}-`;
  const uploadKeys = new Set(uploads.map((row) => row.key));
  for (const carousel of carrosseis) for (const key of imageKeysOf(carousel)) uploadKeys.add(key);
  // The brand kit stores its avatar by key (brand-kit/stored-kit.ts).
  if (marca?.avatar_chave && isMediaKey(marca.avatar_chave)) uploadKeys.add(marca.avatar_chave);
  // Addresses: a carousel's image an old row kept as an address.
  for (const text of stringsIn(carrosseis)) {
    const parsed = storage.parsePublicUrl(text);
    if (parsed?.bucket === 'medias') uploadKeys.add(parsed.key);
  }
  for (const key of [...uploadKeys].filter((item) => item.startsWith(ownPrefix)).sort()) {
    files.push({ bucket: 'medias', key, path: `arquivos/envios/${key.slice('public/'.length)}` });
  }

  return {
    document: {
      geradoEm: new Date().toISOString(),
      sobre:
        'Cópia dos seus dados no Carrossel (LGPD, art. 18). Valores em centavos; datas em UTC (ISO 8601). Os arquivos estão na pasta arquivos/.',
      perfil: perfil ?? null,
      // The kit as the API answers it: its avatar's key as an address (avatar_url).
      marca: marca ? await toWireMarca(marca, storage) : null,
      creditos: creditos ?? null,
      espacos,
      extrato,
      pagamentos,
      estornos,
      chaves_api: chavesApi,
      webhooks,
      chamados,
      sessoes,
      notificacoes,
      // The fields as the API answers them: each image key as an address (image-refs.ts).
      carrosseis: await Promise.all(
        carrosseis.map(async (carousel) => ({
          ...carousel,
          campos_personalizados: await toWireFields(carousel.campos_personalizados, storage),
        })),
      ),
      arquivos: files.map((file) => file.path),
    },
    files,
  };
}
