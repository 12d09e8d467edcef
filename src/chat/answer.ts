/**
 * The local chat engine's answer: retrieval over the search index of the
 * page's locale, then an extractive answer made of the passages that match
 * the question best, each under a link to its section, the request or
 * payload block of the quoted section when the question asks how to do
 * something, and the pages cited as sources. Nothing is generated: the answer
 * says it is assembled from the documentation. It says it does not know when
 * the question's weighty words are not in the documentation, or when the
 * only page about it is not written yet, and names the closest pages instead.
 * No React and no network of its own: the Markdown twins (for code blocks and
 * table headers) come through an injected loader, so it is unit-tested alone.
 */
import type {StreamSource} from '@kapaai/react-sdk';
import type {SearchRecord} from '../plugins/search-index/schema';
import {isBlogPost, stem, tokenise, type EngineHit, type SearchEngine} from '../search/engine';
import {contextualFacetFilters} from '../search/siteSearch';
import {
  blockKind,
  blockText,
  fencedBlock,
  holdsName,
  identifiers,
  sampleOf,
  scoreBlock,
  shownBlock,
  type BlockWishes,
} from './codeBlock';
import {ChatCorpus, hasTerm, stemsOf, type ChatPage, type QueryTerm} from './corpus';
import {
  CELL_SEPARATOR,
  cutAtSentence,
  headingOf,
  normaliseText,
  pagePassages,
  type Passage,
} from './passages';
import {API_NAME, apartWords, heldWeight, heldWords, isOutOfScope} from './scope';
import {
  parseTwin,
  sectionAndParents,
  sectionWithChildren,
  type Twin,
  type TwinCodeBlock,
  type TwinSection,
} from './twin';

export type AnswerLocale = 'ru' | 'en';

export type ComposedAnswer = {
  /** Markdown: a lead-in, then quoted passages with links. */
  markdown: string;
  sources: StreamSource[];
  /** True when the answer is "I don't know" (plus the closest pages). */
  uncertain: boolean;
};

/**
 * A page's Markdown twin by the page's URL (absolute, without anchor), or
 * null when there is none. The browser fetches it from the site
 * (`twinLoader.ts`); the bench reads it from the build.
 */
export type TwinLoader = (pageUrl: string) => Promise<string | null>;

export type AnswerOptions = {
  locale: AnswerLocale;
  /** Without it the answer has no code blocks and quotes no table rows. */
  loadTwin?: TwinLoader;
};

/** Pages an answer quotes from, and passages per page. */
const MAX_PAGES = 3;
const PASSAGES_PER_PAGE = 2;
/**
 * A second passage of a page must come close to the first or add question
 * words, and in any case score at least the floor's share of the first.
 */
const SECOND_PASSAGE_SHARE = 0.6;
const SECOND_PASSAGE_FLOOR = 0.35;

type Texts = {
  leadIn: string;
  unknown: string;
  closest: string;
  nothing: string;
  notWritten: string;
  notWrittenPages: string;
  support: string;
  codeCut: string;
  codeFrom: string;
};

const TEXTS: Record<AnswerLocale, Texts> = {
  ru: {
    leadIn:
      'Ответ собран из документации: ниже фрагменты разделов, которые ближе всего к вопросу. Проверьте детали по ссылкам.',
    unknown:
      'Не знаю точного ответа: в документации нет раздела, который прямо отвечает на этот вопрос.',
    closest: 'Ближе всего по теме эти страницы:',
    nothing: 'Попробуйте переформулировать вопрос или напишите в поддержку.',
    notWritten: 'Не знаю точного ответа: страница на эту тему ещё пишется.',
    notWrittenPages: 'Страница на эту тему:',
    support: 'Если ответ нужен сейчас, напишите в поддержку.',
    codeCut: 'Пример сокращён, полностью он в разделе',
    codeFrom: 'Пример из раздела',
  },
  en: {
    leadIn:
      'This answer is assembled from the documentation: below are the passages closest to your question. Check the details at the links.',
    unknown:
      "I don't know the exact answer: no section of the documentation answers this question directly.",
    closest: 'These pages are the closest to the topic:',
    nothing: 'Try rephrasing the question, or contact support.',
    notWritten: "I don't know the exact answer: the page on this topic is still being written.",
    notWrittenPages: 'The page on this topic:',
    support: 'If you need an answer now, contact support.',
    codeCut: 'The example is shortened; see it in full in',
    codeFrom: 'An example from',
  },
};

/** Questions that ask how to do something or what a request looks like. */
const HOW_TO: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(как(ой|ая|ие|им|ую)?(?! (долго|часто|скоро|давно))|каким образом|пример\p{L}*|запрос\p{L}*|тел[оа]|покаж\p{L}*|настро\p{L}*|отправ\p{L}*|передат\p{L}*|вызов\p{L}*|подключ\p{L}*|встро\p{L}*|выгляд\p{L}*|поля|реквизит\p{L}*|опиш\p{L}*|шаг\p{L}*|куда передать)(?=$|[^\p{L}])/iu,
  en: /\b(how (do|does|can|could|should|would|to|is|are)|example|examples|request|requests|body|payload|look like|show|set up|send|pass|call|calls|embed|fields|connect|steps|describe|walk me through|what goes (in|into)|details do I need)\b/i,
};
const WANTS_RESPONSE: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(ответ\p{L}*|верн[её]т\p{L}*|возвраща\p{L}*|отвеча\p{L}*|приходит в ответе)(?=$|[^\p{L}])/iu,
  en: /\b(response|responses|return|returns|returned|responds?|answer|comes? back)\b/i,
};
const WANTS_ERROR: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(ошибк\p{L}*|отказ\p{L}*|отклон\p{L}*)(?=$|[^\p{L}])/iu,
  en: /\b(errors?|fail\w*|declined|rejected)\b/i,
};
const WANTS_REPORT: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(отч[её]т\p{L}*|реестр\p{L}*|выгрузк\p{L}*|csv)(?=$|[^\p{L}])/iu,
  en: /\b(reports?|csv)\b/i,
};
const WANTS_MARKUP: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(виджет\p{L}*|встро\p{L}*|форм[аеуыо]\p{L}*|на страниц\p{L}*)(?=$|[^\p{L}])/iu,
  en: /\b(widgets?|embed\w*|forms?|on (the|a|our|my) page)\b/i,
};
const WANTS_WEBHOOK: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(вебхук\p{L}*|уведомлен\p{L}*|колб[эе]к\p{L}*)(?=$|[^\p{L}])/iu,
  en: /\b(webhooks?|notifications?|callbacks?)\b/i,
};

export const isHowTo = (question: string, locale: AnswerLocale): boolean =>
  HOW_TO[locale].test(question);

/**
 * Whether an answer shows code blocks: the question asks how to do something,
 * names an API name, or asks what a call returns or what a webhook carries.
 */
export const showsCode = (question: string, locale: AnswerLocale): boolean =>
  isHowTo(question, locale) ||
  identifiers(question).length > 0 ||
  WANTS_RESPONSE[locale].test(question) ||
  WANTS_WEBHOOK[locale].test(question);

/** Markdown-safe text: the index holds plain text, but a passage must not become markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|~&])/g, '\\$1');
}

/**
 * A URL as the answer cites it: absolute and percent-encoded, as a hosted
 * answer's are. The SDK keeps only the sources whose URL it finds in the
 * answer text, and it finds ASCII URLs only (Russian anchors are Cyrillic);
 * the widget turns the site's own URLs back into site links.
 */
const citedUrl = (url: string): string => encodeURI(url);

function source(record: SearchRecord, url = record.url): StreamSource {
  return {
    title: record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? '',
    subtitle: url === record.url && record.anchor ? headingOf(record) : '',
    source_url: citedUrl(url),
    source_type: 'documentation',
  };
}

/** The link text of a section: the page title and the heading, once each. */
function sectionTitle(record: SearchRecord): string {
  const title = record.hierarchy.lvl1 ?? '';
  const heading = record.anchor ? headingOf(record) : '';
  return [title, heading]
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(' — ');
}

type Candidate = {
  page: ChatPage;
  /** Its place among the pages of the engine's hits; null when the engine did not find it. */
  rank: number | null;
  /** Share of the question's weight its title and description hold. */
  titleCoverage: number;
  /** Share of the question's words (by count) its title names. */
  titleWords: number;
  /** Share of its title's words the question names: a title that is the question's topic. */
  titlePrecision: number;
  /** BM25 of the page's headings and text (`ChatCorpus.pageBm25`). */
  bm25: number;
  passages: Passage[];
  /** The question asks what is new or changed (`NEWS`). */
  news: boolean;
};

/** Pages of the engine's hits taken, and pages holding most of the question's weight. */
const ENGINE_PAGES = 10;
const COVERAGE_PAGES = 8;

/** The pages the engine ranks first and the pages holding most of the question's weight. */
function candidates(
  engine: SearchEngine,
  corpus: ChatCorpus,
  question: string,
  terms: QueryTerm[],
  total: number,
  locale: AnswerLocale,
): Candidate[] {
  const {hits} = engine.search({
    query: `${question.trim()} `,
    hitsPerPage: 100,
    facetFilters: contextualFacetFilters(locale),
    // Every passage: a heading and the text under it share a URL.
    distinct: false,
  });
  const ranked: string[] = [];
  for (const hit of hits as EngineHit[]) {
    if (!ranked.includes(hit.url_without_anchor)) ranked.push(hit.url_without_anchor);
  }
  const held = new Map<string, number>();
  for (const term of terms) {
    for (const url of term.pageUrls) held.set(url, (held.get(url) ?? 0) + term.weight);
  }
  const byCoverage = [...held.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, COVERAGE_PAGES)
    .map(([url]) => url);
  const urls = [...new Set([...ranked.slice(0, ENGINE_PAGES), ...byCoverage])];
  const news = NEWS[locale].test(question);
  return urls.flatMap((url) => {
    const page = corpus.pages.get(url);
    if (!page) return [];
    const rank = ranked.indexOf(url);
    const lead = stemsOf(
      `${page.title} ${page.records.find((record) => record.content)?.content ?? ''}`,
    );
    return [
      {
        page,
        rank: rank === -1 || rank >= ENGINE_PAGES ? null : rank,
        titleCoverage:
          total > 0
            ? terms.reduce((sum, term) => sum + (hasTerm(lead, term) ? term.weight : 0), 0) / total
            : 0,
        titleWords:
          terms.length > 0
            ? terms.filter((term) => hasTerm(stemsOf(page.title), term)).length / terms.length
            : 0,
        titlePrecision: titlePrecision(page.title, terms),
        bm25: corpus.pageBm25(page, terms, total),
        passages: pagePassages(page, terms, total),
        news,
      },
    ];
  });
}

/** Share of a title's words (of three letters or more) that are the question's words. */
function titlePrecision(title: string, terms: QueryTerm[]): number {
  const words = tokenise(title).filter((word) => word.length > 2);
  if (words.length === 0) return 0;
  const named = words.filter((word) => terms.some((term) => hasTerm([stem(word)], term)));
  return named.length / words.length;
}

/**
 * A question about what is new or what changed, and when: what the blog's
 * posts answer, where otherwise a guide answers first.
 */
const NEWS: Record<AnswerLocale, RegExp> = {
  ru: /(^|[^\p{L}])(когда (в api |у \p{L}+ )?(появил|ввел|добав|стал)\p{L}*|с какого (момента|времени)|что (изменилось|поменялось|нового|добавилось)|после появления|раньше|нововведени\p{L}*|анонс\p{L}*|(январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)\p{L}* 20\d\d)(?=$|[^\p{L}])/iu,
  en: /\b(the new|what's new|what is new|when (did|was|were)|since when|what (has )?changed|used to|announce\w*|introduc\w*|(january|february|march|april|may|june|july|august|september|october|november|december) 20\d\d)\b/i,
};
/** Blog posts announce what the guides describe: a guide answers first, */
const BLOG_FACTOR = 0.6;
/** unless the question asks what is new or changed (`NEWS`). */
const NEWS_FACTOR = 1.5;
const RANK_DECAY = 0.9;
const UNRANKED_PLACE = 16;

/**
 * The order the answer takes the pages in: the engine's, weighed by what a
 * page holds of the question: how many of its words the title names, how
 * much of its weight the title and description hold, its best passage, and
 * how often it uses the words (BM25); a blog post after the guides unless
 * the question asks what is new.
 */
export function pageScore(candidate: Candidate): number {
  const best = candidate.passages[0]?.score ?? 0;
  const blog = isBlogPost(candidate.page.url) ? (candidate.news ? NEWS_FACTOR : BLOG_FACTOR) : 1;
  return (
    Math.sqrt(0.3 + candidate.titleWords) *
    (1 + candidate.titlePrecision) *
    (0.2 + candidate.titleCoverage) *
    Math.sqrt(0.2 + best) *
    Math.sqrt(0.1 + candidate.bm25) *
    RANK_DECAY ** (candidate.rank ?? UNRANKED_PLACE) *
    blog
  );
}

/** A table row with its table's header from the twin: "Header: cell; …", or null. */
function tableRowText(passage: Passage, twin: Twin | null): string | null {
  if (!twin || !passage.record.content) return null;
  const wanted = normaliseText(passage.record.content);
  // A row anchored by the name it defines (the error catalogue's `#card_declined`) is in no
  // section of that id: its table is looked for on the whole page.
  const inSection = passage.record.anchor ? sectionWithChildren(twin, passage.record.anchor) : [];
  const sections = inSection.length > 0 ? inSection : twin.sections;
  for (const section of sections) {
    for (const table of section.tables) {
      for (const row of table.rows) {
        if (normaliseText(row.filter(Boolean).join(CELL_SEPARATOR)) !== wanted) continue;
        // A header names every column, or the row cannot be read as "column: value".
        if (table.header.length < row.length || table.header.some((cell) => !cell)) return null;
        return row.map((cell, index) => `${table.header[index]}: ${cell}`).join('; ');
      }
    }
  }
  return null;
}

type Quote = {passage: Passage; text: string};
type PageAnswer = {page: ChatPage; quotes: Quote[]; twin: Twin | null};

/**
 * A page's quotes: its best passage, and a second one when it adds question
 * words or nearly matches the first; never a text already quoted or shown as
 * a title or heading, never a table row without its header.
 */
function quotesOf(candidate: Candidate, twin: Twin | null, shown: Set<string>): Quote[] {
  const quotes: Quote[] = [];
  const used = new Set<SearchRecord>();
  const covered = new Set<number>();
  const isShown = (text: string) => {
    const normal = normaliseText(text);
    if (!normal || shown.has(normal)) return true;
    for (const other of shown) {
      if (
        other.length >= 40 &&
        normal.length >= 40 &&
        (other.includes(normal) || normal.includes(other))
      ) {
        return true;
      }
    }
    return false;
  };
  const best = candidate.passages[0]?.score ?? 0;
  for (const passage of candidate.passages) {
    if (quotes.length >= PASSAGES_PER_PAGE) break;
    if (passage.records.some((record) => used.has(record))) continue;
    if (quotes.length > 0) {
      const adds = [...passage.terms].some((term) => !covered.has(term));
      if (passage.score < best * SECOND_PASSAGE_SHARE && !adds) continue;
      if (passage.score < best * SECOND_PASSAGE_FLOOR) continue;
    }
    const raw = passage.tableRow ? tableRowText(passage, twin) : passage.text;
    if (!raw) continue;
    const text = cutAtSentence(raw);
    const headings = [sectionTitle(passage.record), headingOf(passage.record)];
    if (
      isShown(text) ||
      headings.some((heading) => normaliseText(heading) === normaliseText(text))
    ) {
      continue;
    }
    quotes.push({passage, text});
    shown.add(normaliseText(text));
    for (const heading of headings) shown.add(normaliseText(heading));
    for (const record of passage.records) used.add(record);
    for (const term of passage.terms) covered.add(term);
  }
  return quotes;
}

async function loadTwins(
  pages: ChatPage[],
  loadTwin: TwinLoader | undefined,
): Promise<(Twin | null)[]> {
  if (!loadTwin) return pages.map(() => null);
  return Promise.all(
    pages.map(async (page) => {
      // Only docs pages have twins: asking for another's would only get a 404.
      if (!page.docs) return null;
      try {
        const markdown = await loadTwin(page.url);
        return markdown ? parseTwin(markdown) : null;
      } catch {
        // No twin (the dev server has none) or a failed fetch: the answer goes without.
        return null;
      }
    }),
  );
}

/** What a block near the quote (in its section) gains over one elsewhere on the page. */
const NEAR = 2;
/** Below this no block fits the question. */
const MIN_BLOCK_SCORE = 3;
/** How much a page's block loses for each page before it in the answer. */
const PAGE_BLOCK_STEP = 1;
/** Another block is shown when it scores within this of the best one. */
const SECOND_BLOCK_MARGIN = 3;
/** Blocks an answer shows at most. */
const MAX_BLOCKS = 3;
/** Blocks of one page an answer shows at most. */
const BLOCKS_PER_PAGE = 2;

type CodeBlockFound = {
  score: number;
  quote: Quote;
  section: TwinSection;
  near: boolean;
  block: TwinCodeBlock;
};

/** The question's weighed words (`ChatCorpus.terms`) and their total weight. */
export type QuestionWords = {terms: QueryTerm[]; total: number};

/** What a block gains when its section heading, title and lead hold all of the question's weight. */
const TOPIC = 4;

/**
 * The share of the question's weight that the heading of a block's section,
 * its title and the line leading to it hold: a block under "Cancelling a
 * receipt" answers "how do I cancel a receipt" whatever names the quotes give.
 */
export function topicShare(
  section: TwinSection,
  block: TwinCodeBlock,
  question: QuestionWords,
): number {
  if (question.total <= 0) return 0;
  const stems = stemsOf(`${section.heading} ${block.title ?? ''} ${block.lead}`);
  const held = question.terms.reduce(
    (sum, term) => sum + (hasTerm(stems, term) ? term.weight : 0),
    0,
  );
  return held / question.total;
}

/**
 * The code blocks of a page that fit the question, each once with its best
 * score: near one of the page's quotes, under the section quoted, or
 * elsewhere on the page (shown after its first quote).
 */
function pageBlocks(
  answer: PageAnswer,
  wishes: (names: string[]) => BlockWishes,
  question: QuestionWords,
): CodeBlockFound[] {
  const twin = answer.twin;
  if (!twin) return [];
  const best = new Map<TwinCodeBlock, CodeBlockFound>();
  const consider = (quote: Quote, sections: TwinSection[], place: number, names: string[]) => {
    const wanted = wishes(names);
    for (const section of sections) {
      for (const block of section.blocks) {
        const score =
          scoreBlock(block, wanted) + place + TOPIC * topicShare(section, block, question);
        const known = best.get(block);
        if (score >= MIN_BLOCK_SCORE && (!known || score > known.score)) {
          best.set(block, {score, quote, section, near: place === NEAR, block});
        }
      }
    }
  };
  for (const quote of answer.quotes) {
    const anchor = quote.passage.record.anchor;
    const names = identifiers(`${quote.text} ${headingOf(quote.passage.record)}`);
    // The quoted section with the sections under it, then the sections it is under; the
    // page's introduction is above all its sections, as a section is above its subsections.
    consider(quote, sectionWithChildren(twin, anchor), NEAR, names);
    const around =
      anchor === null ? twin.sections.slice(1) : sectionAndParents(twin, anchor).slice(1);
    consider(quote, around, 1, names);
  }
  // Then the rest of the page, shown after its first quote.
  const first = answer.quotes[0];
  const pageNames = identifiers(answer.quotes.map(({text}) => text).join(' '));
  if (first) consider(first, twin.sections, 0, pageNames);
  return [...best.values()];
}

/** A chosen block as the answer shows it: fenced, cut if long, and where it is from. */
function blockMarkdown(found: CodeBlockFound, locale: AnswerLocale): string {
  const shown = shownBlock(found.block);
  const {markdown, cut} = fencedBlock(shown.code, shown.lang);
  const {record} = found.quote.passage;
  const pageUrl = record.url_without_anchor;
  const sectionUrl = citedUrl(found.section.id ? `${pageUrl}#${found.section.id}` : pageUrl);
  const sectionName = escapeMarkdown(
    [record.hierarchy.lvl1, found.section.heading].filter(Boolean).join(' — '),
  );
  const texts = TEXTS[locale];
  // A block from another section of the page says where it is from.
  const from = found.near ? '' : `${texts.codeFrom} [${sectionName}](${sectionUrl}):\n\n`;
  const note = cut ? `\n\n*${texts.codeCut} [${sectionName}](${sectionUrl}).*` : '';
  return `${from}${markdown}${note}`;
}

/**
 * The code blocks a how-to answer shows, each after the quote it belongs to:
 * the best block of the pages quoted (a page's blocks lose a step for each
 * page before it), and others about as good, up to `MAX_BLOCKS`, a page's
 * steps being often more than one call (blocks of calls not shown yet before
 * another body of a call shown); then, while there is room, a block of
 * each call the quotes name that no block shown holds (the call a passage
 * says to make, when blocks of the question's other names score higher).
 * Never two blocks sent, or two coming back, of one section (a request's body
 * and its cURL sample are the same call twice; its response is what the call
 * returns), one block twice, nor two responses of one call or two payloads of
 * one event.
 */
function chooseBlocks(
  answers: PageAnswer[],
  question: string,
  words: QuestionWords,
  locale: AnswerLocale,
): Map<Quote, string[]> {
  // What the question asks for is the same for every block; only the quotes' names differ.
  const asked = {
    questionNames: identifiers(question),
    wantsResponse: WANTS_RESPONSE[locale].test(question),
    wantsError: WANTS_ERROR[locale].test(question),
    wantsReport: WANTS_REPORT[locale].test(question),
    wantsWebhook: WANTS_WEBHOOK[locale].test(question),
    wantsMarkup: WANTS_MARKUP[locale].test(question),
  };
  const wishes = (names: string[]): BlockWishes => ({...asked, passageNames: names});
  const found = answers
    .flatMap((answer, pageIndex) =>
      pageBlocks(answer, wishes, words).map((block) => ({
        ...block,
        // The pages come in the order of their answer to the question.
        score: block.score - pageIndex * PAGE_BLOCK_STEP,
        pageIndex,
        sectionIndex: answer.twin?.sections.indexOf(block.section) ?? 0,
      })),
    )
    .sort((a, b) => b.score - a.score);
  const chosen: typeof found = [];
  // What is sent (a body, a cURL sample) or what comes back (a response, a payload).
  const sent = (block: TwinCodeBlock) => {
    const kind = blockKind(block);
    return kind === null || kind === 'request';
  };
  const fits = (candidate: (typeof found)[number]) => {
    const sample = sampleOf(candidate.block);
    const repeats = chosen.some(
      ({section, block}) =>
        (section === candidate.section && sent(block) === sent(candidate.block)) ||
        (block.request === candidate.block.request && block.code === candidate.block.code) ||
        (sample !== null && sampleOf(block) === sample),
    );
    const pageFull =
      chosen.filter(({pageIndex}) => pageIndex === candidate.pageIndex).length >= BLOCKS_PER_PAGE;
    return !repeats && !pageFull;
  };
  const callShown = (candidate: (typeof found)[number]) =>
    candidate.block.request !== null &&
    chosen.some(({block}) => block.request === candidate.block.request);
  // Blocks of calls not shown yet first: a second body of a call shown (its test variant, a
  // repeat payment) says less than the next call the steps make.
  for (const deferCallsShown of [true, false]) {
    for (const candidate of found) {
      const best = chosen[0];
      if (chosen.length >= MAX_BLOCKS) break;
      if (best && candidate.score < best.score - SECOND_BLOCK_MARGIN) break;
      if (deferCallsShown && callShown(candidate)) continue;
      if (fits(candidate)) chosen.push(candidate);
    }
  }
  // The calls the quotes name, in the order quoted, are what the answer is about: one no
  // block shown holds gets its best block, however the others scored.
  const calls = identifiers(
    answers.flatMap(({quotes}) => quotes.map(({text}) => text)).join(' '),
  ).filter((name) => name.includes('/'));
  for (const call of calls) {
    if (chosen.length >= MAX_BLOCKS) break;
    if (chosen.some(({block}) => holdsName(blockText(block), call))) continue;
    const candidate = found.find((other) => holdsName(blockText(other.block), call) && fits(other));
    if (candidate) chosen.push(candidate);
  }
  // In the order of the pages, so that the steps of one page read in their order (a request
  // before its response).
  chosen.sort(
    (a, b) =>
      a.pageIndex - b.pageIndex ||
      a.sectionIndex - b.sectionIndex ||
      a.section.blocks.indexOf(a.block) - b.section.blocks.indexOf(b.block),
  );
  const shown = new Map<Quote, string[]>();
  for (const block of chosen) {
    shown.set(block.quote, [...(shown.get(block.quote) ?? []), blockMarkdown(block, locale)]);
  }
  return shown;
}

/** Pages as a list of links, and as the sources citing them. */
function pageList(pages: ChatPage[]): {list: string; sources: StreamSource[]} {
  const sources = pages.slice(0, MAX_PAGES).map((page) => {
    const record = page.records[0] as SearchRecord;
    return source(record, page.url);
  });
  const list = sources
    .map(({title, source_url}) => `- [${escapeMarkdown(title)}](${source_url})`)
    .join('\n');
  return {list, sources};
}

/** "I don't know", and the closest pages. */
function unknownAnswer(texts: Texts, pages: ChatPage[]): ComposedAnswer {
  const {list, sources} = pageList(pages);
  return {
    markdown: [
      texts.unknown,
      sources.length > 0 ? `${texts.closest}\n\n${list}` : texts.nothing,
    ].join('\n\n'),
    sources,
    uncertain: true,
  };
}

/** "I don't know": the page about it is being written; where to ask meanwhile. */
function notWrittenAnswer(texts: Texts, pages: ChatPage[]): ComposedAnswer {
  const {list, sources} = pageList(pages);
  return {
    markdown: [texts.notWritten, `${texts.notWrittenPages}\n\n${list}`, texts.support].join('\n\n'),
    sources,
    uncertain: true,
  };
}

/**
 * What a question says the reader has not got or does not want: "у нас нет
 * PCI DSS", "выплата без PCI DSS", "no PCI DSS certificate", "not PCI DSS
 * certified": up to three words after a negation word (punctuation ends them).
 * Not after Russian "не", which denies a verb ("деньги не попали в долю" asks
 * about the share), and never an API name ("if I do not pass account_id"
 * asks about `account_id`).
 */
const NEGATED: Record<AnswerLocale, RegExp> = {
  ru: /(?<![\p{L}\p{N}_])(без|нет)((?:\s+[\p{L}\p{N}_/-]+){1,3})/giu,
  en: /\b(without|no|not|n't have)((?:\s+[\w/-]+){1,3})/gi,
};

/**
 * The question without the words it negates (`NEGATED`), for the engine's
 * search. The negation word stays: the pages for readers without something
 * say so ("без открытия счёта", "without receiving its number").
 */
export function withoutNegated(question: string, locale: AnswerLocale): string {
  return question.replace(NEGATED[locale], (_match, negation: string, words: string) =>
    [negation, ...words.split(/\s+/).filter((word) => API_NAME.test(word))].join(' '),
  );
}

/**
 * The question's weighed words, the pages that may answer it (best first),
 * what the best of them holds of it (weight and telling words), and its words
 * the pages use only apart.
 */
export function retrieve(engine: SearchEngine, question: string, locale: AnswerLocale) {
  const corpus = ChatCorpus.of(engine, locale);
  const terms = corpus.terms(question);
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  // The engine looks for what the reader has: the pages it would rank first for the words
  // negated ("…для партнёров с PCI DSS") are for other readers. The words still weigh in
  // the chat's own measures: the page for the reader's case names them too ("если у вас
  // нет сертификата PCI DSS, используйте виджет").
  const found = candidates(
    engine,
    corpus,
    withoutNegated(question, locale),
    terms,
    total,
    locale,
  ).sort((a, b) => pageScore(b) - pageScore(a));
  const apart = apartWords(terms, corpus);
  // What the best of the pages an answer would quote holds of the question.
  const quoted = found.slice(0, MAX_PAGES).map(({page}) => corpus.pageStems(page));
  const held = Math.max(0, ...quoted.map((stems) => heldWeight(terms, stems, apart)));
  const words = Math.max(0, ...quoted.map((stems) => heldWords(terms, stems, apart)));
  return {terms, total, found, held, words, apart};
}

export async function composeAnswer(
  engine: SearchEngine,
  question: string,
  options: AnswerOptions,
): Promise<ComposedAnswer> {
  const {locale} = options;
  const texts = TEXTS[locale];
  const {terms, total, found, held, words, apart} = retrieve(engine, question, locale);
  const best = found[0];
  if (!best || !best.passages[0] || isOutOfScope(terms, held, apart, words)) {
    return unknownAnswer(
      texts,
      found.map(({page}) => page),
    );
  }
  const chosen = found.slice(0, MAX_PAGES);
  const twins = await loadTwins(
    chosen.map(({page}) => page),
    options.loadTwin,
  );
  // A page that says it is not written yet answers nothing; when it is the page about
  // the question, the others only mention it, and the answer is that it is being written.
  if (twins[0]?.beingWritten) {
    const pages = chosen.filter((_candidate, index) => twins[index]?.beingWritten);
    return notWrittenAnswer(
      texts,
      pages.map(({page}) => page),
    );
  }
  // Titles are shown as links: no passage may repeat one.
  const shown = new Set(chosen.map(({page}) => normaliseText(page.title)));
  const answers: PageAnswer[] = chosen.flatMap((candidate, index) => {
    const twin = twins[index] ?? null;
    if (twin?.beingWritten) return [];
    const quotes = quotesOf(candidate, twin, shown);
    return quotes.length > 0 ? [{page: candidate.page, quotes, twin}] : [];
  });
  if (answers.length === 0) {
    const notWritten = chosen.filter((_candidate, index) => twins[index]?.beingWritten);
    if (notWritten.length > 0)
      return notWrittenAnswer(
        texts,
        notWritten.map(({page}) => page),
      );
    return unknownAnswer(
      texts,
      found.map(({page}) => page),
    );
  }
  const blocks = showsCode(question, locale)
    ? chooseBlocks(answers, question, {terms, total}, locale)
    : new Map<Quote, string[]>();
  const sections: string[] = [];
  const sources: StreamSource[] = [];
  for (const answer of answers) {
    // Quotes under the link to their section; quotes of one section share it.
    let lastUrl = '';
    for (const quote of answer.quotes) {
      const {record} = quote.passage;
      const url = record.anchor ? record.url : answer.page.url;
      if (url !== lastUrl) {
        sections.push(`**[${escapeMarkdown(sectionTitle(record))}](${citedUrl(url)})**`);
        sources.push(source(record, url));
        lastUrl = url;
      }
      sections.push(`> ${escapeMarkdown(quote.text)}`);
      sections.push(...(blocks.get(quote) ?? []));
    }
  }
  return {
    markdown: [texts.leadIn, ...sections].join('\n\n'),
    sources: sources.filter(
      (item, index) => sources.findIndex((other) => other.source_url === item.source_url) === index,
    ),
    uncertain: false,
  };
}
