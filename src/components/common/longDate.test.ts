import {describe, expect, it} from 'vitest';
import {longDate} from './longDate';

describe('longDate', () => {
  it('formats dates the same way on the server and in the browser', () => {
    expect(longDate('2025-09-16', 'ru')).toBe('16 сентября 2025 г.');
    expect(longDate('2024-01-05', 'en')).toBe('5 January 2024');
  });
});
