import type { Logger } from 'pino';
import { DRAFT_LIMITS, DRAFT_MESSAGES, type DraftResponse } from '../../shared/carousels/draft';
import { FIELDS_SCHEMA_BY_OBJECTIVE } from '../../shared/carousels/schemas';
import type { Objective } from '../../shared/constants';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { fetchOutbound, OutboundFetchError } from '../outbound/outbound-fetch';
import type { Drafter } from './drafter';
import { extractPlainText } from './extract/extract-article';
import { extractPdf, PdfReadError } from './extract/extract-pdf';
import { readFetchedDocument } from './extract/read-document';
import { countWords, type SourceDocument } from './extract/source';
import { createLlmDrafter } from './llm-drafter';
import { localDrafter } from './local-drafter';
import { suggestObjective } from './suggest-objective';

/** Fewer words than this is not a source worth drafting from (a login wall, an empty PDF page). */
const MIN_WORDS = 15;

export interface DraftService {
  /** Who fills the fields (the eval scores it on its own). */
  drafter: Drafter;
  fromUrl(objective: Objective, url: string): Promise<DraftResponse>;
  fromText(objective: Objective, text: string): Promise<DraftResponse>;
  fromPdf(objective: Objective, bytes: Uint8Array): Promise<DraftResponse>;
}

type DraftConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'OUTBOUND_ALLOW_HOSTS'
>;

function createDrafter(config: DraftConfig, logger: Logger): Drafter {
  if (config.AI_PROVIDER !== 'llm' || !config.AI_BASE_URL || !config.AI_MODEL) return localDrafter;
  return createLlmDrafter(
    {
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      logger: logger.child({ component: 'llm-drafter' }),
    },
    localDrafter,
  );
}

/** A source that cannot be read is the caller's to fix: 422 with the reason in Portuguese. */
const unreadable = (message: string) => new AppError('unprocessable_source', message);

/**
 * Turns a link, a text or a PDF into a draft of the objective's fields (docs/product-rules.md §5a): reads the
 * source (src/server/outbound for links), extracts its text, suggests an objective and lets the drafter fill the
 * fields, which must pass the objective's own schema. Nothing is stored and no credit moves.
 */
export function createDraftService(config: DraftConfig, logger: Logger): DraftService {
  const drafter = createDrafter(config, logger);

  async function draft(objective: Objective, source: SourceDocument): Promise<DraftResponse> {
    const words = countWords(source);
    if (words < MIN_WORDS) throw unreadable(DRAFT_MESSAGES.sourceEmpty);
    const sourceText = source.paragrafos.join('\n');
    const fields = await drafter.draft(objective, source, sourceText);
    const parsed = FIELDS_SCHEMA_BY_OBJECTIVE[objective].safeParse(fields);
    if (!parsed.success) {
      logger.warn(
        { objective, issues: parsed.error.issues.length },
        'draft did not pass the objective schema',
      );
      throw unreadable(DRAFT_MESSAGES.sourceEmpty);
    }
    return {
      objetivo: objective,
      campos_personalizados: parsed.data,
      objetivo_sugerido: suggestObjective(source),
      fonte: { titulo: source.titulo, url: source.url, palavras: words },
    } as DraftResponse;
  }

  /** A PDF that cannot be read is the user's to fix: its message, as a 4xx. */
  async function read(reading: Promise<SourceDocument>): Promise<SourceDocument> {
    try {
      return await reading;
    } catch (error) {
      if (error instanceof PdfReadError) throw unreadable(error.message);
      throw error;
    }
  }

  return {
    drafter,
    async fromUrl(objective, url) {
      let page: Awaited<ReturnType<typeof fetchOutbound>>;
      try {
        page = await fetchOutbound(url, { allowHosts: config.OUTBOUND_ALLOW_HOSTS });
      } catch (error) {
        if (error instanceof OutboundFetchError) {
          logger.info({ reason: error.reason }, 'draft link refused');
          throw unreadable(error.message);
        }
        throw error;
      }
      return draft(objective, await read(readFetchedDocument(page)));
    },
    async fromText(objective, text) {
      if (text.length > DRAFT_LIMITS.textMax) throw unreadable(DRAFT_MESSAGES.textTooLong);
      if (text.trim().length < DRAFT_LIMITS.textMin) throw unreadable(DRAFT_MESSAGES.textTooShort);
      return draft(objective, extractPlainText(text, null));
    },
    async fromPdf(objective, bytes) {
      return draft(objective, await read(extractPdf(bytes, null)));
    },
  };
}
