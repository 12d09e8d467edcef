import {describe, expect, it, vi} from 'vitest';
import {expectCompleteTextTable} from '../common/textTableChecks';
import {localText} from '../common/localTexts';
import {durationText, verdictTitle} from './messages';
import {SIGNATURE_TEXTS} from './texts';
import type {Report} from '../../signing/diagnose';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: 'en'}}),
}));

const en = localText(SIGNATURE_TEXTS.en);
const ru = localText(SIGNATURE_TEXTS.ru);

describe('the signature debugger texts', () => {
  it('exist in both languages, with the same placeholders', () => {
    expectCompleteTextTable(SIGNATURE_TEXTS);
  });

  it('fill their placeholders with strings and numbers', () => {
    expect(en('string.facts', {bytes: 42})).toBe('42 bytes');
    expect(ru('string.facts', {bytes: 42})).toBe('длина в байтах: 42');
    expect(durationText(en, 7 * 60 + 5)).toBe('7 min 5 s');
    expect(en('path.notAbsolute', {prefix: '/v1'})).toBe('The path starts with a slash: /v1/…');
    expect(en('path.notAbsolute')).toBe('The path starts with a slash: {prefix}/…');
  });

  it('name a verdict in the page’s language, with the environment translated', () => {
    const report = {
      verdict: {kind: 'bank-key', environment: 'sandbox'},
      encoding: [],
      timestamp: null,
    } as unknown as Report;
    expect(verdictTitle(en, report)).toBe("Signed with the bank's sandbox key");
    expect(verdictTitle(ru, report)).toBe('Подписано ключом банка для песочницы');
  });
});
