import { useMutation } from '@tanstack/react-query';
import { DRAFT_PATH, type DraftResponse, draftResponseSchema } from '../../../../shared/carousels/draft';
import type { Objective } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';

/** Where a draft starts from: a link, a pasted text or a PDF file. */
export type DraftSourceInput =
  | { kind: 'url'; url: string }
  | { kind: 'texto'; texto: string }
  | { kind: 'pdf'; file: File };

/** POST /api/carousels/draft: JSON for a link or a text, multipart for a PDF. Free: no credit moves. */
export async function requestDraft(objective: Objective, source: DraftSourceInput): Promise<DraftResponse> {
  let body: unknown;
  if (source.kind === 'pdf') {
    const form = new FormData();
    form.append('objetivo', objective);
    form.append('file', source.file);
    body = form;
  } else
    body =
      source.kind === 'url'
        ? { objetivo: objective, url: source.url }
        : { objetivo: objective, texto: source.texto };
  return draftResponseSchema.parse(await apiRequest(DRAFT_PATH, { body }));
}

export function useDraftFromSource() {
  return useMutation({
    mutationFn: ({ objective, source }: { objective: Objective; source: DraftSourceInput }) =>
      requestDraft(objective, source),
  });
}
