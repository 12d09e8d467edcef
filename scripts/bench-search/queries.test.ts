import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docRoutes, pageRoutes, toolRoutes} from '../../tests/e2e/spec-routes';
import {acceptedAnswers, readQueries} from './queries';

const CHAT = path.join(__dirname, '../bench-chat');
/** Issue 23: at least 150 search queries and 100 chat questions per locale, tuned and held-out sets together. */
const sets = [
  {name: 'the search benchmark query set', file: path.join(__dirname, 'queries.json'), least: 150},
  {name: 'the search held-out set', file: path.join(__dirname, 'holdout.json'), least: 100},
  {name: 'the chat benchmark question set', file: path.join(CHAT, 'questions.json'), least: 100},
  {name: 'the chat dev set', file: path.join(CHAT, 'dev.json'), least: 60},
  {name: 'the chat held-out set', file: path.join(CHAT, 'holdout.json'), least: 60},
];

describe.each(sets)('$name', ({file, least}) => {
  const queries = readQueries(file);

  it(`has at least ${least} distinct questions per locale over at least 25 answer pages`, () => {
    for (const locale of ['ru', 'en']) {
      const list = queries[locale] ?? [];
      expect(list.length, locale).toBeGreaterThanOrEqual(least);
      expect(new Set(list.map(({query}) => query.toLowerCase())).size, locale).toBe(list.length);
      expect(new Set(list.map(({answer}) => answer)).size, locale).toBeGreaterThanOrEqual(25);
    }
  });

  it('names an existing page as every answer', () => {
    const pages = new Set<string>([...docRoutes, ...pageRoutes, ...toolRoutes]);
    // A post's route is its date and file name: /blog/2024/02/12/x is blog/2024-02-12-x.mdx.
    const post = (answer: string) => /^\/blog\/(\d{4})\/(\d{2})\/(\d{2})\/(.+)$/.exec(answer);
    const exists = (page: string) => {
      const date = post(page);
      return date
        ? fs.existsSync(`blog/${date.slice(1, 4).join('-')}-${date[4]}.mdx`)
        : pages.has(page);
    };
    for (const query of Object.values(queries).flat()) {
      const [answer = '', ...also] = acceptedAnswers(query);
      expect(also, `${query.query}: also repeats the answer`).not.toContain(answer);
      expect(new Set(also).size, `${query.query}: also`).toBe(also.length);
      for (const page of [answer, ...also]) {
        expect(exists(page), page).toBe(true);
        expect(page).not.toMatch(/^\/en\/|#/);
      }
    }
  });
});

describe('the chat benchmark how-to questions', () => {
  it('name text the answer page shows in a code block or a request marker', () => {
    for (const file of ['questions.json', 'dev.json', 'holdout.json']) {
      for (const [locale, list] of Object.entries(readQueries(path.join(CHAT, file)))) {
        const root = locale === 'ru' ? 'docs' : 'i18n/en/docusaurus-plugin-content-docs/current';
        for (const {query, answer, howto, code} of list) {
          if (!howto) continue;
          expect(code, `${query}: a how-to question names its code`).toBeTruthy();
          const source = ['.mdx', '.md']
            .map((extension) => `${root}${answer}${extension}`)
            .find((candidate) => fs.existsSync(candidate));
          if (!source) continue; // Blog posts and pages: checked by route above.
          expect(fs.readFileSync(source, 'utf8'), `${query} → ${answer}`).toContain(code);
        }
      }
    }
  });
});

describe.each(['out-of-scope.json', 'out-of-scope.holdout.json'])(
  'the chat out-of-scope set %s',
  (file) => {
    const KINDS = ['other-bank', 'programming', 'nonsense', 'missing-feature'];
    const sets = JSON.parse(fs.readFileSync(path.join(CHAT, file), 'utf8')) as Record<
      string,
      {query: string; kind: string; why?: string}[]
    >;

    it('has at least 40 distinct questions per locale, of every kind', () => {
      for (const locale of ['ru', 'en']) {
        const list = sets[locale] ?? [];
        expect(list.length, locale).toBeGreaterThanOrEqual(40);
        expect(new Set(list.map(({query}) => query.toLowerCase())).size, locale).toBe(list.length);
        for (const kind of KINDS) {
          expect(
            list.filter((item) => item.kind === kind).length,
            `${locale} ${kind}`,
          ).toBeGreaterThanOrEqual(8);
        }
        for (const item of list) expect(KINDS, item.query).toContain(item.kind);
        // A feature the API lacks says how that was checked.
        for (const item of list.filter(({kind}) => kind === 'missing-feature')) {
          expect(item.why, item.query).toBeTruthy();
        }
      }
    });
  },
);

describe('the pooled relevance judgements (judgements.json)', () => {
  type Judgement = {
    file: string;
    locale: string;
    query: string;
    page: string;
    verdict: 'equal' | 'partial' | 'no';
    reason: string;
  };
  const judgements = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'judgements.json'), 'utf8'),
  ) as Judgement[];
  const setOf = (file: string) => readQueries(path.join(__dirname, '..', file));

  it('judge questions of the sets, each with a verdict and a reason', () => {
    expect(judgements.length).toBeGreaterThan(0);
    for (const judgement of judgements) {
      const questions = (setOf(judgement.file)[judgement.locale] ?? []).map(({query}) => query);
      expect(questions, `${judgement.file}: ${judgement.query}`).toContain(judgement.query);
      expect(['equal', 'partial', 'no']).toContain(judgement.verdict);
      expect(judgement.reason.trim(), judgement.query).not.toBe('');
    }
  });

  it('count a page as an answer exactly when it was judged as full an answer', () => {
    for (const judgement of judgements) {
      const question = (setOf(judgement.file)[judgement.locale] ?? []).find(
        ({query}) => query === judgement.query,
      );
      const accepted = question ? acceptedAnswers(question) : [];
      if (judgement.verdict === 'equal')
        expect(accepted, judgement.query).toContain(judgement.page);
      else expect(accepted, judgement.query).not.toContain(judgement.page);
    }
  });
});
