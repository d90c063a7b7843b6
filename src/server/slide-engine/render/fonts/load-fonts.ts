import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import {
  FONT_FAMILIES,
  FONT_FAMILY_KEYS,
  type FontFamilyKey,
  type FontStyle,
  type FontWeight,
} from '../../templates/font-families';
import { type FontMetrics, parseWoffMetrics } from './woff-metrics';

export interface FaceRef {
  family: FontFamilyKey;
  weight: FontWeight;
  style: FontStyle;
}

export interface LoadedFace extends FaceRef {
  data: Buffer;
  metrics: FontMetrics;
}

export interface FontSet {
  faces: readonly LoadedFace[];
  /** One stable array: satori caches parsed fonts per array, so passing the same one skips re-parsing. */
  satoriFonts: Font[];
  getMetrics(face: FaceRef): FontMetrics;
}

const require = createRequire(import.meta.url);

function resolveFontFile(face: FaceRef): string {
  return require.resolve(
    `@fontsource/${face.family}/files/${face.family}-latin-${face.weight}-${face.style}.woff`,
  );
}

function getFaceKey(face: FaceRef): string {
  return `${face.family}/${face.weight}/${face.style}`;
}

/** Reads every registered face from node_modules (about 60 small files, once per process). */
export function loadFontSet(): FontSet {
  const faces: LoadedFace[] = FONT_FAMILY_KEYS.flatMap((family) =>
    FONT_FAMILIES[family].faces.map((face) => {
      const ref: FaceRef = { family, weight: face.weight, style: face.style };
      const data = readFileSync(resolveFontFile(ref));
      return { ...ref, data, metrics: parseWoffMetrics(data) };
    }),
  );
  const byKey = new Map(faces.map((face) => [getFaceKey(face), face]));
  return {
    faces,
    satoriFonts: faces.map((face) => ({
      name: face.family,
      data: face.data,
      weight: face.weight,
      style: face.style,
    })),
    getMetrics(face) {
      const loaded = byKey.get(getFaceKey(face));
      if (!loaded) throw new Error(`Fonte não registrada: ${getFaceKey(face)}`);
      return loaded.metrics;
    },
  };
}
