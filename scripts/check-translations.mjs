// `npm run lint:translations`: fails when `docusaurus write-translations` would
// change the translation files, that is when a string in the code or the
// config has no entry (or a stale description) in `i18n/`. Well-kept
// Docusaurus sites run it in CI for the same reason. The check leaves the
// tree as it found it: the files are restored after the comparison.
//
// Every non-default locale is checked whole. The default locale (ru) keeps
// only `code.json`, the Russian of the theme's strings: its sidebar, navbar,
// footer and blog labels are the source, so the files the tool would add for
// them are dropped.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCALES = ['en', 'ru'];
const DEFAULT_LOCALE = 'ru';
const docusaurus = path.join('node_modules', '.bin', 'docusaurus');

/** Files under `dir`, relative to it. */
const filesOf = (dir) =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** Puts `dir` back as `copy` holds it, touching only the files that differ. */
function restore(dir, copy) {
  const kept = new Set(filesOf(copy));
  for (const file of filesOf(dir)) {
    if (!kept.has(file)) fs.rmSync(path.join(dir, file));
  }
  for (const file of kept) {
    const original = fs.readFileSync(path.join(copy, file));
    const target = path.join(dir, file);
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(original)) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, original);
    }
  }
  // Folders the tool added and that are now empty.
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true}).reverse()) {
    const folder = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory() && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
}

let failed = false;
for (const locale of LOCALES) {
  const dir = path.join('i18n', locale);
  const before = fs.mkdtempSync(path.join(os.tmpdir(), `i18n-${locale}-`));
  fs.cpSync(dir, before, {recursive: true});
  try {
    execFileSync(docusaurus, ['write-translations', '--locale', locale], {stdio: 'pipe'});
    if (locale === DEFAULT_LOCALE) {
      for (const entry of fs.readdirSync(dir)) {
        if (!fs.existsSync(path.join(before, entry))) {
          fs.rmSync(path.join(dir, entry), {recursive: true});
        }
      }
    }
    // git's own diff of the two folders: exit status 1 and a readable diff when they differ.
    const diff = spawnSync('git', ['diff', '--no-index', '--stat', '-p', before, dir], {
      encoding: 'utf8',
    });
    if (diff.status !== 0) {
      failed = true;
      console.error(`write-translations --locale ${locale} changes ${dir}:\n${diff.stdout}`);
    }
  } finally {
    restore(dir, before);
    fs.rmSync(before, {recursive: true});
  }
}
if (failed) {
  console.error(
    'Run `npm run write-translations -- --locale <locale>` (and translate new entries), then commit i18n/.',
  );
  process.exit(1);
}
console.log(`Translation files are complete (${LOCALES.join(', ')}).`);
