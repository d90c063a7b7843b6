import { describe, expect, it } from 'vitest';
import { describeFileType, isExternalUrl } from './describe-file-type';

describe('describeFileType', () => {
  it('names the types the generator writes', () => {
    expect(describeFileType('application/zip', 'carrossel.zip')).toBe('ZIP');
    expect(describeFileType('application/pdf', 'carrossel.pdf')).toBe('PDF');
    expect(describeFileType('image/png', 'slide-01.png')).toBe('PNG');
  });

  it('falls back to the extension, then to the stored type', () => {
    expect(describeFileType('application/octet-stream', 'legenda.txt')).toBe('TXT');
    expect(describeFileType('zip', 'sem-extensao')).toBe('zip');
    expect(describeFileType('', 'sem-extensao')).toBe('Arquivo');
  });
});

describe('isExternalUrl', () => {
  it('opens http(s) addresses and downloads our own paths', () => {
    expect(isExternalUrl('https://cdn.exemplo.com/a.zip')).toBe(true);
    expect(isExternalUrl('http://localhost:3000/storage/a.zip')).toBe(true);
    expect(isExternalUrl('/storage/carrosseis/a.zip')).toBe(false);
  });
});
