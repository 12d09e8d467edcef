import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docRoutes, pageRoutes} from '../../tests/e2e/spec-routes';
import {acceptedAnswers, readQueries} from './queries';

const sets = [
  {name: 'the search benchmark query set', file: path.join(__dirname, 'queries.json')},
  {
    name: 'the chat benchmark question set',
    file: path.join(__dirname, '../bench-chat/questions.json'),
  },
];

describe.each(sets)('$name', ({file}) => {
  const queries = readQueries(file);

  it('has at least 40 distinct questions per locale over at least 25 answer pages', () => {
    for (const locale of ['ru', 'en']) {
      const list = queries[locale] ?? [];
      expect(list.length, locale).toBeGreaterThanOrEqual(40);
      expect(new Set(list.map(({query}) => query.toLowerCase())).size, locale).toBe(list.length);
      expect(new Set(list.map(({answer}) => answer)).size, locale).toBeGreaterThanOrEqual(25);
    }
  });

  it('names an existing page as every answer', () => {
    const pages = new Set<string>([...docRoutes, ...pageRoutes]);
    // A post's route is its date and file name: /blog/2024/02/12/x is blog/2024-02-12-x.mdx.
    const post = (answer: string) => /^\/blog\/(\d{4})\/(\d{2})\/(\d{2})\/(.+)$/.exec(answer);
    for (const query of Object.values(queries).flat()) {
      const [answer = '', ...also] = acceptedAnswers(query);
      expect(also, `${query.query}: also repeats the answer`).not.toContain(answer);
      expect(new Set(also).size, `${query.query}: also`).toBe(also.length);
      for (const other of also) expect(pages.has(other), other).toBe(true);
      const date = post(answer);
      const exists = date
        ? fs.existsSync(`blog/${date.slice(1, 4).join('-')}-${date[4]}.mdx`)
        : pages.has(answer);
      expect(exists, answer).toBe(true);
      expect(answer).not.toMatch(/^\/en\/|#/);
    }
  });
});
