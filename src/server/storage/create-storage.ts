import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  if (config.STORAGE === 's3') {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      bucketPrefix: config.S3_BUCKET_PREFIX,
      publicUrl: config.S3_PUBLIC_URL ?? config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
      signedUrlSeconds: config.S3_SIGNED_URL_SECONDS,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'storage'), config.APP_URL, config.JWT_SECRET);
}
