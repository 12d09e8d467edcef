import {describe, expect, it, vi} from 'vitest';
import {expectCompleteTextTable} from '../common/textTableChecks';
import {CONSOLE_TEXTS, textOf} from './texts';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));

describe('the request console texts', () => {
  it('exist in both languages, with the same placeholders', () => {
    expectCompleteTextTable(CONSOLE_TEXTS);
  });

  it('fill their placeholders, and leave unknown ones as written', () => {
    expect(textOf('en')('title', {method: 'session/create'})).toBe('Try session/create');
    expect(textOf('ru')('title', {method: 'session/create'})).toBe('Попробовать session/create');
    expect(textOf('en')('title')).toBe('Try {method}');
  });
});
