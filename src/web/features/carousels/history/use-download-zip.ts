import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { getErrorMessage } from '../../../lib/api-client';
import { getCarouselDownloadQueryOptions } from '../api';

/** docs/product-rules.md §8's download texts. */
export const DOWNLOAD_MESSAGES = {
  startedTitle: 'Download iniciado',
  startedDescription: 'Seu arquivo .zip está sendo baixado.',
  noFiles: 'Nenhum arquivo encontrado para download.',
  failedTitle: 'Erro no download',
  failedFallback: 'Não foi possível baixar o arquivo',
} as const;

/** Sends the browser to `url`, saving it under `fileName` when it is on our own origin. */
function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The card's download button: asks for the files and downloads the first one, the ZIP. */
export function useDownloadZip() {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  // Stable across renders, so the history's memoised cards do not redraw because of it.
  const downloadZip = useCallback(
    async (carouselId: string) => {
      setPendingId(carouselId);
      try {
        const { arquivos } = await queryClient.fetchQuery(getCarouselDownloadQueryOptions(carouselId));
        const zip = arquivos[0];
        if (!zip) {
          toast.error(DOWNLOAD_MESSAGES.noFiles);
          return;
        }
        startDownload(zip.url, zip.nome);
        toast.success(DOWNLOAD_MESSAGES.startedTitle, { description: DOWNLOAD_MESSAGES.startedDescription });
      } catch (error) {
        toast.error(DOWNLOAD_MESSAGES.failedTitle, {
          description: getErrorMessage(error, DOWNLOAD_MESSAGES.failedFallback),
        });
      } finally {
        setPendingId(null);
      }
    },
    [queryClient],
  );

  return { downloadZip, pendingId };
}
