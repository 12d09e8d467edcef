import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {fillNode, fillText, useLocalTexts, type TextTable} from './localTexts';

const site = vi.hoisted(() => ({locale: 'ru'}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: site.locale}}),
}));

describe('texts kept out of code.json', () => {
  it('fill placeholders with strings and numbers, and leave unknown ones as written', () => {
    expect(fillText('{a} and {b}, {c}', {a: 'one', b: 2})).toBe('one and 2, {c}');
    expect(fillText('{count} items', {count: 0})).toBe('0 items');
    expect(fillText('no placeholders')).toBe('no placeholders');
  });

  it('fill placeholders with elements', () => {
    const node = fillNode('Run {command} in {place}.', {
      command: <code>npm run sandbox</code>,
      place: 'a terminal',
    });
    expect(renderToStaticMarkup(<p>{node}</p>)).toBe(
      '<p>Run <code>npm run sandbox</code> in a terminal.</p>',
    );
  });

  it('are in the page’s language, Russian unless the site is English', () => {
    const table: TextTable<'hello'> = {ru: {hello: 'Привет, {name}'}, en: {hello: 'Hello, {name}'}};
    function Greeting(): React.ReactNode {
      const {lang, t, tNode} = useLocalTexts(table);
      return (
        <p lang={lang}>
          {t('hello', {name: 'A'})} / {tNode('hello', {name: <b>B</b>})}
        </p>
      );
    }
    expect(renderToStaticMarkup(<Greeting />)).toBe(
      '<p lang="ru">Привет, A / Привет, <b>B</b></p>',
    );
    site.locale = 'en';
    expect(renderToStaticMarkup(<Greeting />)).toBe('<p lang="en">Hello, A / Hello, <b>B</b></p>');
  });
});
