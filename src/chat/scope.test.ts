import {describe, expect, it} from 'vitest';
import {ChatCorpus, namesIn, stemMatches, type QueryTerm} from './corpus';
import {
  APART_FACTOR,
  apartWords,
  heldWeight,
  heldWords,
  isOutOfScope,
  NAME_FACTOR,
  unknownWeight,
  VERB_FACTOR,
} from './scope';
import {FILLER_PAGES, pageRecords, type TestPage} from './testDocs';

const term = (fields: Partial<QueryTerm>): QueryTerm => ({
  word: 'слово',
  stems: ['слов'],
  pages: 0,
  weight: 2,
  name: false,
  pageUrls: new Set(),
  ...fields,
});

describe('the words of a question', () => {
  const corpus = new ChatCorpus(FILLER_PAGES.flatMap(pageRecords), 'ru');

  it('weigh by how few pages use them; a word no page uses weighs most', () => {
    const terms = corpus.terms('Как провести выплату через Тинькофф, пожалуйста?');
    const byWord = Object.fromEntries(terms.map((item) => [item.word, item]));
    // Fillers say nothing about the topic and are left out.
    expect(byWord['пожалуйста']).toBeUndefined();
    expect(byWord['выплату']?.pages).toBe(FILLER_PAGES.length);
    expect(byWord['выплату']?.weight).toBeLessThan(0.1);
    expect(byWord['тинькофф']).toMatchObject({pages: 0, name: true});
    expect(byWord['тинькофф']?.weight).toBeGreaterThan(2);
  });

  it('leave out pronouns, "why" and hedges the stop-word lists lack', () => {
    const words = (question: string) => corpus.terms(question).map(({word}) => word);
    expect(words('Почему нам не пришла выплата на наш счёт?')).toEqual([
      'пришла',
      'выплата',
      'счет',
    ]);
    expect(words('Why did our payout just fail?')).toEqual(['payout', 'fail']);
    expect(words("We're paying 800 thousand roubles")).toEqual(['paying', '800', 'roubles']);
    expect(words('Нужно выплатить 800 тысяч рублей')).toEqual(['выплатить', '800', 'рублей']);
  });

  it('weigh two words always found together ("PCI DSS") as one', () => {
    const pages = FILLER_PAGES.map((page) => ({
      ...page,
      sections: [{id: 'pci', heading: 'PCI DSS', texts: ['Партнёр с сертификатом PCI DSS.']}],
    }));
    const pciCorpus = new ChatCorpus(
      [...pages.slice(0, 2), ...FILLER_PAGES.slice(2)].flatMap(pageRecords),
      'ru',
    );
    const [pci, dss] = pciCorpus.terms('PCI DSS');
    expect(pci?.weight).toBeGreaterThan(0);
    expect((pci?.weight ?? 0) + (dss?.weight ?? 0)).toBeCloseTo(
      pciCorpus.terms('PCI')[0]?.weight ?? 0,
    );
  });

  it('count as names when capitalised inside a sentence, in capitals, or with an inner capital', () => {
    expect([
      ...namesIn('Как подключить эквайринг Альфа-Банка к PayPal и ВТБ? Тинькофф тоже.'),
    ]).toEqual(['альфа', 'банка', 'paypal', 'втб']);
    expect(namesIn('Есть ли SDK для iOS?').has('ios')).toBe(true);
    expect(namesIn('Как сделать выплату?').size).toBe(0);
  });

  it('match a longer stem of the same word, but not another word that starts alike', () => {
    expect(stemMatches('кредитн', 'кред')).toBe(true);
    expect(stemMatches('кредитовани', 'кред')).toBe(false);
    expect(stemMatches('application', 'appl')).toBe(false);
    expect(stemMatches('tok_3f9a1c7e52', 'tok_')).toBe(true);
    expect(stemMatches('webhook', 'webhook')).toBe(true);
  });
});

describe('out of scope', () => {
  it('weighs the unknown words: names double, Russian verb, adjective and participle forms half', () => {
    expect(unknownWeight([term({word: 'ипотеку'})])).toBe(2);
    expect(unknownWeight([term({word: 'газпромбанк', name: true})])).toBe(2 * NAME_FACTOR);
    expect(unknownWeight([term({word: 'поменять'})])).toBe(2 * VERB_FACTOR);
    for (const word of ['разового', 'пришедшего', 'упавшей', 'завершенной', 'казахстанским']) {
      expect(unknownWeight([term({word})])).toBe(2 * VERB_FACTOR);
    }
    // Nouns: the instrumental "-ой", "-ий" and "-ие" are theirs too.
    for (const word of ['рассрочкой', 'сценарий', 'автопродление']) {
      expect(unknownWeight([term({word})])).toBe(2);
    }
    expect(unknownWeight([term({word: 'выплату', pages: 3})])).toBe(0);
    // A number the pages do not give is the reader's amount or count, not a topic.
    expect(unknownWeight([term({word: '3000'})])).toBe(0);
  });

  it('weighs the known words a page holds, API names double', () => {
    const terms = [
      term({word: 'выплату', stems: ['выплат'], pages: 3, weight: 1}),
      term({word: 'session/refund', stems: ['session/refund'], pages: 1, weight: 3}),
      term({word: 'ипотеку', stems: ['ипотек'], pages: 0, weight: 5}),
    ];
    expect(heldWeight(terms, ['выплат', 'session/refund'])).toBe(1 + 3 * 2);
    expect(heldWeight(terms, ['выплат'])).toBe(1);
  });

  it('is a question whose unknown words outweigh what the best pages hold', () => {
    const unknown = [
      term({word: 'ипотеку', weight: 5}),
      term({word: 'выплату', pages: 3, weight: 1}),
    ];
    expect(isOutOfScope(unknown, 1)).toBe(true);
    expect(isOutOfScope(unknown, 6)).toBe(false);
    expect(isOutOfScope([], 0)).toBe(true);
    expect(isOutOfScope([term({pages: 3, weight: 0})], 0)).toBe(true);
  });

  it('is never a question the best page holds six telling words of, however many it does not', () => {
    const told = ['курьер', 'выплат', 'способ', 'сбп', 'карт', 'зачислен'];
    const question = [
      ...['воскресенье', 'ночью', 'понедельник'].map((word) => term({word, weight: 5})),
      ...told.map((word) => term({word, stems: [word], pages: 10, weight: 1})),
      // A word most pages use tells nothing: holding it does not count.
      term({word: 'деньги', stems: ['деньг'], pages: 120, weight: 0.1}),
    ];
    const stems = [...told, 'деньг'];
    expect(heldWords(question, stems)).toBe(6);
    expect(isOutOfScope(question, heldWeight(question, stems), new Set(), 6)).toBe(false);
    const fewer = [...told.slice(1), 'деньг'];
    expect(heldWords(question, fewer)).toBe(5);
    expect(isOutOfScope(question, heldWeight(question, fewer), new Set(), 5)).toBe(true);
  });
});

describe('words set apart', () => {
  const page = (path: string, title: string, text: string): TestPage => ({
    path,
    title,
    sections: [{id: 'main', heading: title, texts: [text]}],
  });
  // Enough pages for a word on one of them to be rare.
  const pages = [
    ...FILLER_PAGES,
    ...FILLER_PAGES.map((filler) => ({...filler, path: `${filler.path}/more`})),
    page('/passport', 'Проверка паспорта', 'Партнёр загружает фото паспорта получателя.'),
    page('/look', 'Оформление формы', 'Логотип магазина показывается на форме оплаты.'),
    page('/errors', 'Ошибки выплат', 'Ответ payout_limit_exceeded значит, что лимит исчерпан.'),
  ];
  const corpus = new ChatCorpus(pages.flatMap(pageRecords), 'ru');
  const apartIn = (question: string) =>
    [...apartWords(corpus.terms(question), corpus)].map(({word}) => word);

  it("are the rare words no passage uses with the question's other words", () => {
    expect(apartIn('Как добавить логотип к фото паспорта?')).toEqual(['логотип']);
    expect(apartIn('Как добавить фото паспорта?')).toEqual([]);
    // Among unknown words only, a word has nothing to meet: the unknown words decide.
    expect(apartIn('Как перекрасить логотип?')).toEqual([]);
  });

  it('are never an API name, nor a word many pages use', () => {
    expect(apartIn('Когда приходит payout_limit_exceeded на фото паспорта?')).toEqual([]);
    expect(apartIn('Что с сессией после фото паспорта?')).toEqual([]);
  });

  it('count at a share of their weight as unknown, and as not held', () => {
    const rare = term({word: 'логотип', stems: ['логотип'], pages: 1, weight: 4});
    const known = term({word: 'паспорта', stems: ['паспорт'], pages: 1, weight: 3});
    const apart = new Set([rare]);
    expect(unknownWeight([rare, known], apart)).toBe(4 * APART_FACTOR);
    // A verb set apart ("Как настроить вебхук?") says what is to be done: half of that again.
    const verb = term({word: 'настроить', stems: ['настро'], pages: 5, weight: 4});
    expect(unknownWeight([verb, known], new Set([verb]))).toBe(4 * APART_FACTOR * VERB_FACTOR);
    expect(heldWeight([rare, known], ['логотип', 'паспорт'], apart)).toBe(3);
    // The page holds both, the unknown word is outweighed; with the rare word apart, it is not.
    const question = [rare, known, term({weight: 3})];
    const stems = ['логотип', 'паспорт'];
    expect(isOutOfScope(question, heldWeight(question, stems))).toBe(false);
    expect(isOutOfScope(question, heldWeight(question, stems, apart), apart)).toBe(true);
  });
});
