/**
 * The local chat engine's answer: retrieval over the search index of the
 * page's locale, then an extractive answer made of the passages that match
 * the question best, each under a link to its section, and the pages cited
 * as sources. Nothing is generated: the answer says it is assembled from the
 * documentation, and below a relevance threshold it says it does not know
 * and names the closest pages instead. No React, no network: unit-tested alone.
 */
import type {StreamSource} from '@kapaai/react-sdk';
import {queryWords, type EngineHit, type SearchEngine} from '../search/engine';
import {contextualFacetFilters} from '../search/siteSearch';

export type AnswerLocale = 'ru' | 'en';

export type ComposedAnswer = {
  /** Markdown: a lead-in, then quoted passages with links. */
  markdown: string;
  sources: StreamSource[];
  /** True when nothing matched well enough: the answer is "I don't know" plus the closest pages. */
  uncertain: boolean;
};

/** Pages an answer quotes from, and passages per page. */
const MAX_PAGES = 3;
const PASSAGES_PER_PAGE = 2;
/** Share of the question's words the best passage must contain for an answer. */
export const RELEVANCE_THRESHOLD = 0.5;
const PASSAGE_MAX_LENGTH = 400;

const TEXTS: Record<
  AnswerLocale,
  {leadIn: string; unknown: string; closest: string; nothing: string}
> = {
  ru: {
    leadIn:
      'Ответ собран из документации: ниже фрагменты разделов, которые ближе всего к вопросу. Проверьте детали по ссылкам.',
    unknown:
      'Не знаю точного ответа: в документации нет раздела, который прямо отвечает на этот вопрос.',
    closest: 'Ближе всего по теме эти страницы:',
    nothing: 'Попробуйте переформулировать вопрос или напишите в поддержку.',
  },
  en: {
    leadIn:
      'This answer is assembled from the documentation: below are the passages closest to your question. Check the details at the links.',
    unknown:
      "I don't know the exact answer: no section of the documentation answers this question directly.",
    closest: 'These pages are the closest to the topic:',
    nothing: 'Try rephrasing the question, or contact support.',
  },
};

/** Markdown-safe text: the index holds plain text, but a passage must not become markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = text.lastIndexOf(' ', length);
  return `${text.slice(0, end > length / 2 ? end : length)}…`;
}

/**
 * A hit's URL as the answer cites it: absolute and percent-encoded, as a
 * hosted answer's are. The SDK keeps only the sources whose URL it finds in
 * the answer text, and it finds ASCII URLs only (Russian anchors are
 * Cyrillic); the widget turns the site's own URLs back into site links.
 */
const citedUrl = (url: string): string => encodeURI(url);

function source(hit: EngineHit, url = hit.url): StreamSource {
  const heading = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? '';
  return {
    title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? '',
    subtitle: url === hit.url ? heading : '',
    source_url: citedUrl(url),
    source_type: 'documentation',
  };
}

/** Share of the question's words found in a hit (title, headings or text). */
function coverage(hit: EngineHit, words: number): number {
  const matched = new Set<string>();
  for (const highlight of [
    ...Object.values(hit._highlightResult.hierarchy),
    hit._highlightResult.content,
  ]) {
    for (const word of highlight.matchedWords) matched.add(word);
  }
  return words === 0 ? 0 : matched.size / words;
}

export function composeAnswer(
  engine: SearchEngine,
  question: string,
  options: {locale: AnswerLocale},
): ComposedAnswer {
  const texts = TEXTS[options.locale];
  const words = queryWords(question).length;
  const {hits} = engine.search({
    query: `${question.trim()} `,
    hitsPerPage: 30,
    facetFilters: contextualFacetFilters(options.locale),
    // Every passage: a heading and the text under it share a URL.
    distinct: false,
  });
  const byPage = new Map<string, EngineHit[]>();
  for (const hit of hits) {
    const page = byPage.get(hit.url_without_anchor) ?? [];
    page.push(hit);
    byPage.set(hit.url_without_anchor, page);
  }
  const pages = [...byPage.values()].slice(0, MAX_PAGES);
  const best = hits[0];
  if (!best || coverage(best, words) < RELEVANCE_THRESHOLD) {
    // The closest pages, as a whole: their best hit's page without its anchor.
    const closest = pages.map((page) => {
      const hit = page[0] as EngineHit;
      return source(hit, hit.url_without_anchor);
    });
    const list = closest
      .map(({title, source_url}) => `- [${escapeMarkdown(title)}](${source_url})`)
      .join('\n');
    return {
      markdown: [
        texts.unknown,
        closest.length > 0 ? `${texts.closest}\n\n${list}` : texts.nothing,
      ].join('\n\n'),
      sources: closest,
      uncertain: true,
    };
  }
  const sections: string[] = [];
  const sources: StreamSource[] = [];
  for (const page of pages) {
    const passages = page.filter((hit) => hit.content).slice(0, PASSAGES_PER_PAGE);
    const shown = passages.length > 0 ? passages : page.slice(0, 1);
    const head = shown[0] as EngineHit;
    const where = [head.hierarchy.lvl1, head.hierarchy.lvl2].filter(Boolean).join(' — ');
    const quotes = passages
      .map((hit) => `> ${escapeMarkdown(cut(hit.content ?? '', PASSAGE_MAX_LENGTH))}`)
      .join('\n>\n');
    sections.push(
      `**[${escapeMarkdown(where)}](${citedUrl(head.url)})**${quotes ? `\n\n${quotes}` : ''}`,
    );
    sources.push(...shown.map((hit) => source(hit)));
  }
  return {
    markdown: [texts.leadIn, ...sections].join('\n\n'),
    sources: sources.filter(
      (item, index) => sources.findIndex((other) => other.source_url === item.source_url) === index,
    ),
    uncertain: false,
  };
}
