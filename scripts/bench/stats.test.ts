import {describe, expect, it} from 'vitest';
import {type Figures, median, medianFigures, ratio, ratios} from './stats';

const run = (performance: number, tbtMs: number, cls = 0): Figures => ({
  performance,
  lcpMs: 1000,
  tbtMs,
  cls,
  transferKiB: 300,
  jsKiB: 200,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('is taken figure by figure over runs', () => {
    expect(medianFigures([run(60, 900), run(70, 300), run(65, 2000)])).toEqual(run(65, 900));
  });
});

describe('ratio', () => {
  it('is ours over the baseline', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0.05, 0)).toBeNull();
  });

  it('is given for every figure', () => {
    expect(ratios(run(50, 600, 0), run(100, 300, 0))).toEqual({
      performance: 0.5,
      lcpMs: 1,
      tbtMs: 2,
      cls: 1,
      transferKiB: 1,
      jsKiB: 1,
    });
  });
});
