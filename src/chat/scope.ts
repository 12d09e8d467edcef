/**
 * Whether a question is about something the documentation does not cover.
 * Each of the question's words weighs by how few pages use it
 * (`corpus.ts`). The words no page uses at all are the question's own topic
 * (another bank, a programming language, a feature the API lacks) or just the
 * way it is asked (a verb the pages happen not to use); the words the best
 * pages hold are what the documentation can answer. The question is out of
 * scope when the first outweigh the second. A word written as a name
 * (Тинькофф, PayPal, ВТБ) counts double, a Russian verb, adjective or
 * participle form half.
 *
 * A rare word the pages do use can still be the question's own topic, the
 * pages using it about something else. English pages use almost every word
 * of an English question ("reverse a linked list", "upload chargeback
 * evidence", "pay later at checkout"), so few words are unknown there. So a
 * rare word is set apart when no passage using it (a record with its
 * headings and page title) holds more than a twentieth of the weight of the
 * question's other words, nothing but the words most pages use: the
 * question's words are never found together. It counts on the unknown side
 * at half weight (the pages know the word, only not in this sense), and not
 * on the held side, where a page holds it away from the rest of the
 * question. A rare word that some passage uses with the question's other
 * words is used in the question's sense; a common word is general language,
 * met in any company, and an API name is the pages' own in any company.
 *
 * No list of other banks or technologies: only what the index holds.
 */
import {hasTerm, type ChatCorpus, type QueryTerm} from './corpus';

/** Russian verb endings (infinitive, present, past, imperative, gerund). */
const RUSSIAN_VERB =
  /[а-я](ться|тся|ть|ти|ешь|ет|ут|ют|ит|ат|ят|ете|ите|ишь|ал|ял|ел|ил|ул|ла|ли|ло|лся|лась|лись|йте|ем|им|ив|ав)$/;
const CYRILLIC = /^[а-я]/;
const NUMBER = /^\d+$/;
/**
 * Russian adjective and participle endings that nouns do not take (not -ой, -ий,
 * -ие, which "картой", "сценарий", "списание" end in).
 */
const RUSSIAN_MODIFIER =
  /[а-я]{3}(ого|его|ому|ему|ыми|ими|ый|ая|яя|ую|юю|ых|ое|ским|щий|щая|щее|щие|щей|вший|вшая|вшее|вшие|вшей|нной|нный|нная|нное|нные)$/;

export const NAME_FACTOR = 2;
export const VERB_FACTOR = 0.5;
/** How far the unknown words may outweigh the known ones held before the question is declined. */
export const SCOPE_MARGIN = 1;

/** An API name: a method (`session/create`) or a field, event or code (`payout_finished`). */
export const API_NAME = /[a-z0-9][_/][a-z0-9]/;
export const API_NAME_FACTOR = 2;

/**
 * A word is rare when at most this share of the pages use it (10 of the 131
 * pages of a locale): the term of some topic, which may be another topic
 * than the question's. A more common word is general language.
 */
export const APART_MAX_PAGE_SHARE = 0.08;
/**
 * A rare word is apart when no passage using it holds this share of the
 * weight of the question's other words (unknown ones too: they are part of
 * what the question asks).
 */
export const APART_COMPANY_SHARE = 0.05;
/** What a word set apart weighs on the unknown side, against a word no page uses. */
export const APART_FACTOR = 0.5;

/**
 * The question's rare words that the pages use only apart from its other
 * words (no passage using one holds their weight's `APART_COMPANY_SHARE`).
 * Never an API name: a name the pages define is theirs in any company.
 */
export function apartWords(terms: readonly QueryTerm[], corpus: ChatCorpus): Set<QueryTerm> {
  const apart = new Set<QueryTerm>();
  for (const term of terms) {
    if (term.pages === 0 || term.pages > corpus.pageCount * APART_MAX_PAGE_SHARE) continue;
    if (API_NAME.test(term.word)) continue;
    const others = terms.filter((other) => other !== term);
    // With no other word the pages use, there is nothing to meet: the unknown words decide.
    if (!others.some((other) => other.pages > 0 && other.weight > 0)) continue;
    const othersWeight = others.reduce((sum, other) => sum + other.weight, 0);
    let company = 0;
    for (const stems of corpus.recordsUsing(term)) {
      company = Math.max(company, heldWeight(others, stems));
      if (company >= othersWeight * APART_COMPANY_SHARE) break;
    }
    if (company < othersWeight * APART_COMPANY_SHARE) apart.add(term);
  }
  return apart;
}

/**
 * The weight of the question's words that no page uses, and, at
 * `APART_FACTOR`, of those the pages use only apart from the others.
 */
export function unknownWeight(
  terms: readonly QueryTerm[],
  apart: ReadonlySet<QueryTerm> = new Set(),
): number {
  return terms.reduce((sum, term) => {
    const isApart = apart.has(term);
    if (term.pages > 0 && !isApart) return sum;
    // A number the pages do not give is an amount or a count of the reader's ("3000 самозанятым").
    if (NUMBER.test(term.word)) return sum;
    // A verb says what the reader wants done ("настроить"), an adjective or a participle how
    // things are ("разового", "пришедшего"), not what about: half, apart or not.
    const factor = term.name
      ? NAME_FACTOR
      : CYRILLIC.test(term.word) &&
          (RUSSIAN_VERB.test(term.word) || RUSSIAN_MODIFIER.test(term.word))
        ? VERB_FACTOR
        : 1;
    return sum + term.weight * factor * (isApart ? APART_FACTOR : 1);
  }, 0);
}

/** Whether a page holds a word of the question the pages know, not one set apart. */
const holds = (
  pageStems: readonly string[],
  term: QueryTerm,
  apart: ReadonlySet<QueryTerm>,
): boolean => term.pages > 0 && !apart.has(term) && hasTerm(pageStems, term);

/**
 * The weight of the question's words a page holds (its stems:
 * `ChatCorpus.pageStems`); an API name the page holds counts double, as a
 * name the pages do not hold does against it. A word set apart (`apartWords`)
 * is not held: the page uses it about something else.
 */
export const heldWeight = (
  terms: readonly QueryTerm[],
  pageStems: readonly string[],
  apart: ReadonlySet<QueryTerm> = new Set(),
): number =>
  terms.reduce(
    (sum, term) =>
      sum +
      (holds(pageStems, term, apart)
        ? term.weight * (API_NAME.test(term.word) ? API_NAME_FACTOR : 1)
        : 0),
    0,
  );

/** A word below this weight (one most pages use) tells little, even when a page holds it. */
export const TELLING_WEIGHT = 0.3;
/**
 * A page holding this many of the question's telling words is about it,
 * whatever else the question says: a long question tells its situation in
 * words of its own ("в воскресенье ночью", "we're a hotel"), where a question
 * about something else shares a word or three with the pages.
 */
export const IN_SCOPE_WORDS = 6;

/** How many of the question's telling words a page holds (not those set apart). */
export const heldWords = (
  terms: readonly QueryTerm[],
  pageStems: readonly string[],
  apart: ReadonlySet<QueryTerm> = new Set(),
): number =>
  terms.filter((term) => term.weight >= TELLING_WEIGHT && holds(pageStems, term, apart)).length;

/**
 * Out of scope: no meaningful word at all, or, unless the best of the pages
 * holds `IN_SCOPE_WORDS` of its telling words, the unknown words (with the
 * words set apart) outweigh, by the margin, what the best of the pages holds.
 */
export function isOutOfScope(
  terms: readonly QueryTerm[],
  bestHeld: number,
  apart: ReadonlySet<QueryTerm> = new Set(),
  bestHeldWords = 0,
): boolean {
  if (terms.length === 0 || terms.every(({weight}) => weight === 0)) return true;
  if (bestHeldWords >= IN_SCOPE_WORDS) return false;
  return unknownWeight(terms, apart) > bestHeld + SCOPE_MARGIN;
}
