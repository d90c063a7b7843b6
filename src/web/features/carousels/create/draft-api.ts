import { useMutation } from '@tanstack/react-query';
import type { DraftRequest, DraftResponse } from '../../../../shared/carousels/draft';
import { CAROUSEL_ENDPOINTS } from '../../../../shared/carousels/endpoints';
import type { Objective } from '../../../../shared/constants';
import { createApi } from '../../../lib/endpoint-client';

/** Where a draft starts from: a link, a pasted text or a PDF file. */
export type DraftSourceInput =
  | { kind: 'url'; url: string }
  | { kind: 'texto'; texto: string }
  | { kind: 'pdf'; file: File };

/** A draft of the fields: JSON for a link or a text, multipart for a PDF. Free: no credit moves. */
export async function requestDraft(objective: Objective, source: DraftSourceInput): Promise<DraftResponse> {
  let body: DraftRequest | FormData;
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
  return createApi(CAROUSEL_ENDPOINTS).draft({ body });
}

export function useDraftFromSource() {
  return useMutation({
    mutationFn: ({ objective, source }: { objective: Objective; source: DraftSourceInput }) =>
      requestDraft(objective, source),
  });
}
