import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads';
import { getErrorMessage } from '../../../lib/api-client';
import { uploadCover } from '../api';
import { getImageTips } from './image-tips';

export type CoverState =
  | { status: 'empty' }
  | { status: 'uploading'; previewUrl: string; fileName: string }
  | { status: 'ready'; previewUrl: string; fileName: string };

async function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    // Not decodable here: no tips; the server still decides whether the file is an image it accepts.
    return null;
  }
}

/**
 * An image upload (the optional cover, the brand's avatar): local preview at once, size tips as toasts, upload to /api/uploads, then the public
 * url goes into the form through `onUploaded`. `reset` (objective changed, image removed) also makes any
 * upload still in flight land nowhere.
 */
export function useCoverUpload(options: {
  userId: string | null;
  onUploaded: (url: string) => void;
  /** The cover's size tips (square, 800 px); off for an image that is not a cover (the brand's avatar). */
  sizeTips?: boolean;
}) {
  const { userId, onUploaded, sizeTips = true } = options;
  const [cover, setCover] = useState<CoverState>({ status: 'empty' });
  const attempt = useRef(0);
  const localUrl = useRef<string | null>(null);

  const releaseLocalUrl = useCallback(() => {
    if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    localUrl.current = null;
  }, []);

  useEffect(() => releaseLocalUrl, [releaseLocalUrl]);

  const reset = useCallback(() => {
    attempt.current += 1;
    releaseLocalUrl();
    setCover({ status: 'empty' });
  }, [releaseLocalUrl]);

  const selectFile = useCallback(
    async (file: File) => {
      if (!userId) {
        toast.error(UPLOAD_MESSAGES.noSession);
        return;
      }
      const current = ++attempt.current;
      releaseLocalUrl();
      localUrl.current = URL.createObjectURL(file);
      setCover({ status: 'uploading', previewUrl: localUrl.current, fileName: file.name });

      if (sizeTips) {
        const size = await readImageSize(file);
        if (current !== attempt.current) return;
        for (const tip of size ? getImageTips(size) : [])
          toast.info(tip.title, { description: tip.description });
      }

      try {
        const { url } = await uploadCover(file);
        if (current !== attempt.current) return;
        if (!url) {
          toast.error(UPLOAD_MESSAGES.failed, { description: UPLOAD_MESSAGES.noPublicUrl });
          reset();
          return;
        }
        onUploaded(url);
        // The local preview stays on screen (no flash while the stored copy loads); it is the same image.
        setCover({ status: 'ready', previewUrl: localUrl.current ?? url, fileName: file.name });
        toast.success(UPLOAD_MESSAGES.done);
      } catch (error) {
        if (current !== attempt.current) return;
        toast.error(UPLOAD_MESSAGES.failed, { description: getErrorMessage(error, 'Tente novamente.') });
        reset();
      }
    },
    [userId, onUploaded, sizeTips, releaseLocalUrl, reset],
  );

  return { cover, selectFile, reset };
}
