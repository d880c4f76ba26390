import { describe, expect, it } from 'vitest';
import { percentChange } from './dashboard';

describe('dashboard trends', () => {
  it('computes a trend percentage with one decimal, none without a base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});
