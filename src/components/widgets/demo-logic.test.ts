import {describe, expect, it} from 'vitest';
import {
  accountNumberValid,
  accountOutcome,
  banksMatching,
  bikValid,
  bindingOutcome,
  brandOf,
  cardOutcome,
  demoId,
  fpsPayoutError,
  luhnValid,
  maskAccount,
  maskCard,
  moscowTime,
  parseExpiry,
  personInnValid,
  type SandboxAccount,
  type FpsBank,
  type SandboxCard,
  type SandboxFpsBank,
  type SandboxTaxId,
} from './demo-logic';

const cards: SandboxCard[] = [
  {number: '4111111111111111', brand: 'visa', operations: ['payment', 'token'], outcome: 'success'},
  {
    number: '5555555555554444',
    brand: 'mastercard',
    operations: ['payment', 'token'],
    outcome: 'three_ds_challenge',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    operations: ['payment'],
    outcome: 'decline',
    error_code: 'card_declined',
  },
  {number: '9860100000000008', brand: 'humo', operations: ['payment'], outcome: 'success'},
];

describe('demo widget logic', () => {
  it('checks card numbers with the Luhn algorithm', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111')).toBe(false);
  });

  it('reads MM/YY and refuses a past or impossible month', () => {
    const now = new Date(2026, 10, 23);
    expect(parseExpiry('12/30', now)).toEqual({month: 12, year: 2030});
    expect(parseExpiry('11/26', now)).toEqual({month: 11, year: 2026});
    expect(parseExpiry('10/26', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(parseExpiry('1230', now)).toBeNull();
  });

  it('gives each test card its sandbox outcome', () => {
    expect(cardOutcome('4111111111111111', cards, 'payment')).toEqual({
      kind: 'success',
      brand: 'visa',
    });
    expect(cardOutcome('5555 5555 5555 4444', cards, 'payment').kind).toBe('three_ds');
    expect(cardOutcome('4000000000000002', cards, 'payment')).toEqual({
      kind: 'decline',
      code: 'card_declined',
    });
    // A card the sandbox does not list for the operation is declined.
    expect(cardOutcome('9860100000000008', cards, 'token').kind).toBe('decline');
    // Any other valid card behaves like the first successful one.
    expect(cardOutcome('2200000000000004', cards, 'token')).toEqual({
      kind: 'success',
      brand: 'mir',
    });
  });

  it('masks numbers and names brands the way the API does', () => {
    expect(maskCard('4111111111111111')).toBe('411111******1111');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('9860100000000008')).toBe('humo');
  });

  it('makes ids of the API shape', () => {
    expect(demoId('pm')).toMatch(/^pm_[0-9a-z]{10}$/);
    expect(demoId('tok', () => 0)).toBe('tok_0000000000');
  });

  it('checks account numbers and BIKs by length, and gives each test account its outcome', () => {
    const accounts: SandboxAccount[] = [
      {account_number: '40817810100000000001', bik: '044525999', outcome: 'success'},
      {
        account_number: '40817810400000000002',
        bik: '044525999',
        outcome: 'error',
        error_code: 'recipient_account_invalid',
      },
      {
        account_number: '40817810900000000009',
        bik: '044525999',
        outcome: 'error',
        error_code: 'invalid_field_value',
      },
      {
        account_number: '40817810300000000005',
        bik: '044525999',
        outcome: 'returned',
        error_code: 'recipient_account_invalid',
      },
    ];
    expect(accountNumberValid('4081 7810 1000 0000 0001')).toBe(true);
    expect(accountNumberValid('4081781010000000000')).toBe(false);
    expect(bikValid('044525999')).toBe(true);
    expect(bikValid('04452599')).toBe(false);
    expect(accountOutcome('40817810900000000009', '044525999', accounts)).toEqual({
      kind: 'decline',
      code: 'invalid_field_value',
    });
    // The recipient's bank refuses or returns only a payout: the account itself tokenises.
    expect(accountOutcome('40817810400000000002', '044525999', accounts).kind).toBe('success');
    expect(accountOutcome('40817810300000000005', '044525999', accounts).kind).toBe('success');
    // The same number at another bank is not the test account.
    expect(accountOutcome('40817810900000000009', '044525000', accounts).kind).toBe('success');
    expect(maskAccount('40817810100000000001')).toBe('40817***********0001');
    expect(maskAccount('40817810100000000001')).toMatch(/^[0-9]{5}[0-9*]{11}[0-9]{4}$/);
  });

  it("checks a person's INN by its check digits, and fails only an unregistered test INN at once", () => {
    expect(personInnValid('165500000190')).toBe(true);
    expect(personInnValid('165500000191')).toBe(false);
    expect(personInnValid('1656123456')).toBe(false);
    const taxIds: SandboxTaxId[] = [
      {inn: '165500000190', outcome: 'bound'},
      {inn: '165500000337', outcome: 'unbound'},
      {inn: '165500000400', outcome: 'error', error_code: 'selfemployed_not_registered'},
    ];
    expect(bindingOutcome('165500000400', taxIds)).toEqual({
      kind: 'decline',
      code: 'selfemployed_not_registered',
    });
    expect(bindingOutcome('165500000337', taxIds).kind).toBe('success');
    expect(bindingOutcome('500100732259', taxIds).kind).toBe('success');
  });

  it('finds FPS banks by either name and tells how a payout to a test bank ends', () => {
    const banks: FpsBank[] = [
      {bank_id: '100000000001', name: 'Тестовый банк 1', name_en: 'Test Bank 1', available: true},
      {bank_id: '100000000003', name: 'Тестовый банк 3', name_en: 'Test Bank 3', available: false},
    ];
    expect(banksMatching(banks, '  ').map((bank) => bank.bank_id)).toHaveLength(2);
    expect(banksMatching(banks, 'test bank 3').map((bank) => bank.bank_id)).toEqual([
      '100000000003',
    ]);
    expect(banksMatching(banks, 'ТЕСТОВЫЙ БАНК 1').map((bank) => bank.bank_id)).toEqual([
      '100000000001',
    ]);
    expect(banksMatching(banks, 'Сбер')).toEqual([]);
    const outcomes: SandboxFpsBank[] = [
      {bank_id: '100000000001', outcome: 'success'},
      {bank_id: '100000000002', outcome: 'error', error_code: 'fps_phone_not_found'},
    ];
    expect(fpsPayoutError('100000000001', outcomes)).toBeNull();
    expect(fpsPayoutError('100000000002', outcomes)).toBe('fps_phone_not_found');
  });

  it('writes a moment in Moscow time as the API does', () => {
    expect(moscowTime(new Date('2025-10-22T11:30:00.750Z'))).toBe('2025-10-22T14:30:00+03:00');
    expect(moscowTime(new Date('2025-12-31T22:15:00Z'))).toBe('2026-01-01T01:15:00+03:00');
  });
});
