/**
 * Texts that a component keeps in its own module, in both languages, instead
 * of in `code.json` of `i18n`. Docusaurus puts every code translation (every
 * `translate()` and `<Translate>` string) in the main bundle of every page,
 * so the texts of a tool that a single page or a lazily loaded chunk uses
 * would weigh on all pages. A component that has many texts keeps them in a
 * table of its own (`src/components/console/texts.tsx`,
 * `src/components/signature/texts.tsx`), which is bundled with the
 * component's code only; this module is the part they share: filling
 * `{placeholders}` in strings and in React nodes, and the page's language.
 *
 * The tables are checked by their tests (both languages have every text, with
 * the same placeholders, each in its own script); `write-translations` does
 * not see them.
 */
import React, {useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Lang} from '../../plugins/openapi/model';

/** A tool's texts in both languages: the same ids in each. */
export type TextTable<Id extends string> = Record<Lang, Record<Id, string>>;

/** Values of `{placeholders}` in a plain text. */
export type TextValues = Record<string, string | number>;

/** A text of the page's language with its `{placeholders}` filled. */
export type LocalText<Id extends string> = (id: Id, values?: TextValues) => string;
/** The same, for texts that hold elements (a code span or a link in a sentence). */
export type LocalNode<Id extends string> = (id: Id, values: Record<string, ReactNode>) => ReactNode;

/** `{name}` replaced by `values.name`; a placeholder without a value stays as written. */
export function fillText(text: string, values: TextValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The same as `fillText`, with elements for values: the text becomes fragments. */
export function fillNode(text: string, values: Record<string, ReactNode>): ReactNode {
  return text
    .split(/(\{\w+\})/)
    .map((part, index) => (
      <React.Fragment key={index}>
        {/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part}
      </React.Fragment>
    ));
}

export function localText<Id extends string>(texts: Record<Id, string>): LocalText<Id> {
  return (id, values) => fillText(texts[id], values);
}

export function localNode<Id extends string>(texts: Record<Id, string>): LocalNode<Id> {
  return (id, values) => fillNode(texts[id], values);
}

/** The page's language: English on the English site, Russian (the default locale) otherwise. */
export function usePageLang(): Lang {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return currentLocale === 'en' ? 'en' : 'ru';
}

/** The page's language and a table's texts in it. */
export function useLocalTexts<Id extends string>(
  table: TextTable<Id>,
): {lang: Lang; t: LocalText<Id>; tNode: LocalNode<Id>} {
  const lang = usePageLang();
  return useMemo(
    () => ({lang, t: localText(table[lang]), tNode: localNode(table[lang])}),
    [table, lang],
  );
}
