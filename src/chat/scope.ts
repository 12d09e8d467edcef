/**
 * Whether a question is about something the documentation does not cover.
 * Each of the question's words weighs by how few pages use it
 * (`corpus.ts`). The words no page uses at all are the question's own topic
 * (another bank, a programming language, a feature the API lacks) or just the
 * way it is asked (a verb the pages happen not to use); the words the best
 * pages hold are what the documentation can answer. The question is out of
 * scope when the first outweigh the second. A word written as a name
 * (Тинькофф, PayPal, ВТБ) counts double, a Russian verb form half. No list
 * of other banks or technologies: only what the index holds.
 */
import {hasTerm, type QueryTerm} from './corpus';

/** Russian verb endings (infinitive, present, past, imperative, gerund). */
const RUSSIAN_VERB =
  /[а-я](ться|тся|ть|ти|ешь|ет|ут|ют|ит|ат|ят|ете|ите|ишь|ал|ял|ел|ил|ул|ла|ли|ло|лся|лась|лись|йте|ем|им|ив|ав)$/;
const CYRILLIC = /^[а-я]/;

export const NAME_FACTOR = 2;
export const VERB_FACTOR = 0.5;
/** How far the unknown words may outweigh the known ones held before the question is declined. */
export const SCOPE_MARGIN = 1;

/** The weight of the question's words that no page uses. */
export function unknownWeight(terms: readonly QueryTerm[]): number {
  return terms
    .filter(({pages}) => pages === 0)
    .reduce((sum, term) => {
      const factor = term.name
        ? NAME_FACTOR
        : CYRILLIC.test(term.word) && RUSSIAN_VERB.test(term.word)
          ? VERB_FACTOR
          : 1;
      return sum + term.weight * factor;
    }, 0);
}

/** An API name: a method (`session/create`) or a field, event or code (`payout_finished`). */
const API_NAME = /[a-z0-9][_/][a-z0-9]/;
export const API_NAME_FACTOR = 2;

/**
 * The weight of the question's words a page holds (its stems:
 * `ChatCorpus.pageStems`); an API name the page holds counts double, as a
 * name the pages do not hold does against it.
 */
export const heldWeight = (terms: readonly QueryTerm[], pageStems: readonly string[]): number =>
  terms.reduce(
    (sum, term) =>
      sum +
      (term.pages > 0 && hasTerm(pageStems, term)
        ? term.weight * (API_NAME.test(term.word) ? API_NAME_FACTOR : 1)
        : 0),
    0,
  );

/**
 * Out of scope: no meaningful word at all, or the unknown words outweigh
 * (by the margin) what the best of the pages holds.
 */
export function isOutOfScope(terms: readonly QueryTerm[], bestHeld: number): boolean {
  if (terms.length === 0 || terms.every(({weight}) => weight === 0)) return true;
  return unknownWeight(terms) > bestHeld + SCOPE_MARGIN;
}
