import { describe, expect, it } from 'vitest';
import { getImageTips, LOW_RESOLUTION_TIP, NOT_SQUARE_TIP } from './image-tips';

describe('getImageTips', () => {
  it('has nothing to say about a square image of 800 px or more', () => {
    expect(getImageTips({ width: 800, height: 800 })).toEqual([]);
    expect(getImageTips({ width: 1000, height: 1000 })).toEqual([]);
  });

  it('accepts up to 2% away from square and recommends square beyond that', () => {
    expect(getImageTips({ width: 1020, height: 1000 })).toEqual([]);
    expect(getImageTips({ width: 1000, height: 1020 })).toEqual([]);
    expect(getImageTips({ width: 1030, height: 1000 })).toEqual([NOT_SQUARE_TIP]);
    expect(getImageTips({ width: 1080, height: 1350 })).toEqual([NOT_SQUARE_TIP]);
  });

  it('recommends a higher resolution under 800 px on a side', () => {
    expect(getImageTips({ width: 799, height: 799 })).toEqual([LOW_RESOLUTION_TIP]);
    expect(getImageTips({ width: 600, height: 400 })).toEqual([NOT_SQUARE_TIP, LOW_RESOLUTION_TIP]);
  });

  it('stays quiet when the size could not be read', () => {
    expect(getImageTips({ width: 0, height: 0 })).toEqual([]);
  });
});
