import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Lang, Localized} from '../../plugins/openapi/model';
import type {PageData, PageDataComponent} from '../../plugins/openapi/pageData';

/** The page's language and a picker of a localized text. */
export function useLang(): {lang: Lang; t: (text: Localized) => string} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const lang: Lang = currentLocale === 'en' ? 'en' : 'ru';
  return {lang, t: (text) => text[lang]};
}

/**
 * The data the build wrote into a block of a docs page
 * (`src/plugins/openapi/remarkPageData.ts`), parsed once per render of the page.
 */
export function usePageData<K extends PageDataComponent>(
  component: K,
  json: string | undefined,
): PageData[K] {
  if (json === undefined) {
    throw new Error(
      `<${component}> has no data: it renders in docs pages only, where the build writes it from the OpenAPI file.`,
    );
  }
  return useMemo(() => JSON.parse(json) as PageData[K], [json]);
}

/** What the build adds to a block: its data as JSON. */
export type WithPageData = {data?: string};
