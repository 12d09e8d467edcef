import {describe, expect, it, vi} from 'vitest';
import {CONSOLE_TEXTS, textOf} from './texts';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the request console texts', () => {
  it('exist in both languages, with the same placeholders', () => {
    const {ru, en} = CONSOLE_TEXTS;
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    for (const id of Object.keys(ru) as (keyof typeof ru)[]) {
      expect(ru[id].trim(), id).not.toBe('');
      expect(en[id].trim(), id).not.toBe('');
      expect(placeholders(en[id]), id).toEqual(placeholders(ru[id]));
      // A forgotten translation would be in the other language.
      expect(ru[id], id).toMatch(/[а-яё]/i);
      expect(en[id], id).not.toMatch(/[а-яё]/i);
    }
  });

  it('fill their placeholders, and leave unknown ones as written', () => {
    expect(textOf('en')('title', {method: 'session/create'})).toBe('Try session/create');
    expect(textOf('ru')('title', {method: 'session/create'})).toBe('Попробовать session/create');
    expect(textOf('en')('title')).toBe('Try {method}');
  });
});
