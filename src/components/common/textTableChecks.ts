/**
 * What the tests of a text table kept out of `code.json` (`localTexts.tsx`)
 * check, since `write-translations` does not see it: both languages have
 * every text, not empty, with the same placeholders, each in its own script
 * (a forgotten translation would be in the other language). Tests only.
 */
import {expect} from 'vitest';
import type {TextTable} from './localTexts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

export function expectCompleteTextTable<Id extends string>({ru, en}: TextTable<Id>): void {
  expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  for (const id of Object.keys(ru) as Id[]) {
    expect(ru[id].trim(), id).not.toBe('');
    expect(en[id].trim(), id).not.toBe('');
    expect(placeholders(en[id]), id).toEqual(placeholders(ru[id]));
    expect(ru[id], id).toMatch(/[а-яё]/i);
    expect(en[id], id).not.toMatch(/[а-яё]/i);
  }
}
