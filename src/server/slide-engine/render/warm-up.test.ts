import { expect, it } from 'vitest';
import { getSlideSize } from '../../../shared/carousels/formats';
import { BUNDLED_BACKGROUND_NAMES } from './assets/bundled-backgrounds';
import { getRenderAssets } from './assets/render-assets';
import { createRenderer } from './create-renderer';

// A file of its own: the textures are kept per process, and other tests draw them.
it('warms up the bundled textures in the default format, so a worker’s first carousels do not make them', async () => {
  const { loadBundledBackground } = getRenderAssets();
  const { width, height } = getSlideSize();
  expect(BUNDLED_BACKGROUND_NAMES.some((name) => loadBundledBackground.has(name, width, height))).toBe(false);
  await createRenderer().warmUp();
  for (const name of BUNDLED_BACKGROUND_NAMES)
    expect(loadBundledBackground.has(name, width, height)).toBe(true);
});
