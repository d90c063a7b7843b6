import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreateCarouselRequest } from '../../shared/carousels/schemas';
import { AppError } from '../http/app-error';
import { createLocalStorage } from '../storage/local-storage';
import { isMediaKey } from '../storage/media-keys';
import { FOREIGN_IMAGE_MESSAGE, parseSlideImage, toStoredFields, toWireFields } from './image-refs';

const root = mkdtempSync(path.join(os.tmpdir(), 'image-refs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root, 'http://localhost:3000');

const USER = '5b0c7f0e-1111-4111-8111-111111111111';
const KEY = `public/${USER}-capa.png`;
const POINT_KEY = `public/${USER}-ponto.webp`;

const educar: CreateCarouselRequest = {
  objetivo: 'educar',
  template_visual: 't1',
  formato: 'retrato',
  campos_personalizados: {
    titulo: 'Preço',
    introducao: 'Como',
    imagemUrl: `http://localhost:3000/storage/medias/${KEY}`,
    pontos: [
      { titulo: 'Custo', descricao: 'Some', imagemUrl: `/storage/medias/${POINT_KEY}` },
      { titulo: 'Margem', descricao: 'Defina', imagemUrl: '' },
    ],
  },
};

describe('toStoredFields', () => {
  it('stores each own upload as its key and leaves a blank address out', () => {
    expect(toStoredFields(educar, USER, storage)).toEqual({
      titulo: 'Preço',
      introducao: 'Como',
      imagemChave: KEY,
      pontos: [
        { titulo: 'Custo', descricao: 'Some', imagemChave: POINT_KEY },
        { titulo: 'Margem', descricao: 'Defina' },
      ],
    });
  });

  it('refuses any other address, a point’s included, with the Portuguese message', () => {
    const foreign = [
      'https://cdn.example.com/capa.png',
      '/storage/medias/public/outra-pessoa-capa.png',
      `/storage/carrosseis/public/${USER}-capa.png`,
    ];
    for (const imagemUrl of foreign) {
      const cover = { ...educar, campos_personalizados: { ...educar.campos_personalizados, imagemUrl } };
      const point = {
        ...educar,
        campos_personalizados: {
          ...educar.campos_personalizados,
          pontos: [{ titulo: 'Custo', descricao: 'Some', imagemUrl }],
        },
      };
      for (const request of [cover, point]) {
        const attempt = () => toStoredFields(request, USER, storage);
        expect(attempt).toThrow(AppError);
        expect(attempt).toThrow(FOREIGN_IMAGE_MESSAGE);
      }
    }
  });
});

describe('toWireFields', () => {
  it('answers each key as the address a browser reads now, and anything else as stored', async () => {
    const stored = toStoredFields(educar, USER, storage);
    expect(await toWireFields(stored, storage)).toEqual({
      titulo: 'Preço',
      introducao: 'Como',
      imagemUrl: `/storage/medias/${KEY}`,
      pontos: [
        { titulo: 'Custo', descricao: 'Some', imagemUrl: `/storage/medias/${POINT_KEY}` },
        { titulo: 'Margem', descricao: 'Defina' },
      ],
    });
    const legacy = { mito: 'a', imagemUrl: 'https://cdn.example.com/capa.png' };
    expect(await toWireFields(legacy, storage)).toEqual(legacy);
    expect(await toWireFields(null, storage)).toEqual({});
  });
});

describe('slide images', () => {
  it('tells a key from an address, and reads our address back to its key', () => {
    expect(isMediaKey(KEY)).toBe(true);
    for (const ref of [
      '/storage/medias/x.png',
      'https://cdn.example.com/x.png',
      'data:image/png;base64,AA',
      '../x',
    ])
      expect(isMediaKey(ref)).toBe(false);
    expect(parseSlideImage(`/storage/medias/${KEY}`, storage)).toBe(KEY);
    expect(parseSlideImage('http://169.254.169.254/latest', storage)).toBeNull();
    expect(parseSlideImage(`/storage/carrosseis/${KEY}`, storage)).toBeNull();
  });
});
