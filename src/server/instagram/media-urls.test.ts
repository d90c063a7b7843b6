import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { isPrivateHost, publicMediaProblem } from './media-urls';

describe('whether Instagram can download the slides', () => {
  it('knows loopback, private, link-local and local names from public hosts', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.10',
      '169.254.1.1',
      '[::1]',
      'app',
      'carrossel.local',
    ]) {
      expect(isPrivateHost(host), host).toBe(true);
    }
    for (const host of ['carrossel.com.br', '172.32.0.1', '8.8.8.8', 'app.exemplo.com']) {
      expect(isPrivateHost(host), host).toBe(false);
    }
  });

  it('says what to configure for a local APP_URL or S3 endpoint, nothing for public ones', () => {
    const local = { STORAGE: 'local', APP_URL: 'http://localhost:3000' } as Config;
    expect(publicMediaProblem(local)).toMatch(/Configure APP_URL com o endereço público/);
    expect(publicMediaProblem({ ...local, APP_URL: 'https://carrossel.com.br' })).toBeNull();
    const s3 = {
      STORAGE: 's3',
      APP_URL: 'http://localhost:3000',
      S3_ENDPOINT: 'http://minio:9000',
    } as Config;
    expect(publicMediaProblem(s3)).toMatch(/Configure S3_ENDPOINT/);
    expect(publicMediaProblem({ ...s3, S3_ENDPOINT: undefined })).toBeNull();
  });
});
