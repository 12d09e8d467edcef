import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {formatMachineFiles, machineFiles} from './machineFiles';

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-files-'));
afterAll(() => fs.rmSync(build, {recursive: true, force: true}));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
  fs.writeFileSync(path.join(build, file), text);
}

describe('machineFiles', () => {
  for (const dir of ['', 'en']) {
    write(path.join(dir, 'index.md'), '# Home\n');
    write(path.join(dir, 'index.html'), '<h1>Home</h1>');
    write(path.join(dir, 'payouts/card.md'), '# Card\n'.repeat(50));
    write(path.join(dir, 'payouts/card/index.html'), '<h1>Card</h1>'.repeat(80));
    write(path.join(dir, 'llms.txt'), '# Site\n');
    write(path.join(dir, 'llms-full.txt'), '# Site\n# Home\n# Card\n');
  }
  write('openapi.yaml', 'openapi: 3.1.0\n');
  write('openapi.json', '{"openapi": "3.1.0"}\n');
  const files = machineFiles(build, [
    {locale: 'ru', dir: ''},
    {locale: 'en', dir: 'en'},
  ]);

  it("counts each locale's twins and their pages, not the other locale's", () => {
    expect(files.locales.map(({locale, twins}) => [locale, twins])).toEqual([
      ['ru', 2],
      ['en', 2],
    ]);
    const [ru] = files.locales;
    expect(ru?.twinsSize.raw).toBe('# Home\n'.length + '# Card\n'.length * 50);
    expect(ru?.pagesSize.raw).toBe('<h1>Home</h1>'.length + '<h1>Card</h1>'.length * 80);
    expect(ru?.largestTwin.file).toBe(path.join('payouts', 'card.md'));
    expect(files.locales[1]?.largestTwin.file).toBe(path.join('en', 'payouts', 'card.md'));
    expect(files.openapiYaml.raw).toBe('openapi: 3.1.0\n'.length);
  });

  it('prints every figure in one table', () => {
    const text = formatMachineFiles(files);
    expect(text).toContain('ru: 2 Markdown twins');
    expect(text).toContain("en: the same pages' HTML");
    expect(text).toContain('llms-full.txt');
    expect(text).toContain('openapi.json');
  });
});
