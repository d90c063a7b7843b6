import { z } from 'zod';
import { textSchema } from '../text';

/** Every key starts so: a secret scanner (and a person) recognises a Carrossel key at a glance. */
export const API_KEY_PREFIX = 'crs_live_';

/** The characters after API_KEY_PREFIX shown on the list, so two keys can be told apart. */
export const API_KEY_SHOWN_CHARS = 6;

/** Live keys one workspace may hold at once (a leaked-key sweep stays short). */
export const MAX_ACTIVE_API_KEYS = 20;

export const API_KEY_MESSAGES = {
  nameRequired: 'Dê um nome à chave (por exemplo, "n8n" ou "Planilha da agência").',
  nameTooLong: 'O nome da chave pode ter até 60 caracteres.',
  tooMany: `Este espaço já tem ${MAX_ACTIVE_API_KEYS} chaves ativas. Revogue uma antes de criar outra.`,
  notFound: 'Chave de API não encontrada.',
  missing: 'Envie sua chave de API no cabeçalho Authorization: Bearer crs_live_…',
  invalid: 'Chave de API inválida ou revogada.',
  /** 401: the member who created the key left the key's workspace (or was removed from it). */
  creatorLeft:
    'Esta chave de API parou de funcionar: quem a criou não faz mais parte do espaço de trabalho dela. Peça ao dono do espaço uma chave nova.',
  /** 403: the member who created the key is now a leitor there; it works again if they are editor or dono again. */
  creatorReader:
    'Esta chave de API está suspensa: quem a criou agora é leitor no espaço de trabalho dela, e uma chave só funciona enquanto quem a criou é editor ou dono. Peça ao dono do espaço para mudar o papel ou criar uma chave nova.',
  /** 400: X-Workspace-Id names another workspace than the key's own. */
  otherWorkspace:
    'Esta chave de API pertence a outro espaço de trabalho: o cabeçalho X-Workspace-Id não troca o espaço de uma chave. Tire o cabeçalho ou use uma chave criada no espaço que você quer usar.',
  rateLimited: 'Muitas requisições com esta chave de API.',
} as const;

/** POST /api/api-keys. */
export const createApiKeyBodySchema = z.object({
  nome: textSchema({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: API_KEY_MESSAGES.nameRequired })
    .max(60, { error: API_KEY_MESSAGES.nameTooLong }),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/** A key as the Desenvolvedores screen lists it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  /** The key's first characters (`crs_live_` and six more). */
  prefixo: z.string(),
  criado_em: z.string(),
  /** Null until the key is first used. */
  ultimo_uso_em: z.string().nullable(),
  /** The name of the member who created it (the key works while they are an editor or the owner there). */
  criada_por: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ itens: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to creating a key: the only time the whole key is shown (only its SHA-256 is kept). */
export const createdApiKeySchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  prefixo: z.string(),
  chave: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
