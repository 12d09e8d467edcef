import type {Page, Request} from '@playwright/test';
import {localized, locales} from './spec-routes';
import {expect, test, visit} from './fixtures';

const texts = {
  ru: {
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    pay: /Оплатить/,
    save: 'Сохранить карту',
    paid: 'Оплачено картой 411111******1111',
    code: 'Одноразовый код',
    confirm: 'Подтвердить',
    restart: 'Начать заново',
    luhn: 'алгоритму Луна',
    accountNumber: 'Номер счёта',
    bik: 'БИК банка',
    holder: 'Владелец счёта',
    saveAccount: 'Сохранить счёт',
    twentyDigits: '20 цифр',
    inn: 'ИНН самозанятого',
    bind: 'Выдать разрешения банку',
    checkDigits: 'контрольные',
    findBank: 'Найдите свой банк',
    banks: 'Банки СБП',
    validUntil: /Действует до \d{2}:\d{2} по московскому времени/,
    chooseBank: 'Выбрать банк',
    payment: /оплата$/,
    computer: 'компьютер',
    openWidget: 'Открыть виджет',
    qr: 'QR-код СБП (демонстрация, никуда не ведёт)',
    customerPays: 'Покупатель оплачивает',
    letExpire: 'Не оплачивать, пока код не истечёт',
    bank2: 'Тестовый банк 2',
    bank3: /Тестовый банк 3/,
  },
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    pay: /Pay/,
    save: 'Save card',
    paid: 'Paid with card 411111******1111',
    code: 'One-time code',
    confirm: 'Confirm',
    restart: 'Start again',
    luhn: 'Luhn check',
    accountNumber: 'Account number',
    bik: 'BIK of the bank',
    holder: 'Account holder',
    saveAccount: 'Save account',
    twentyDigits: '20 digits',
    inn: 'INN of the self-employed person',
    bind: 'Give the bank permissions',
    checkDigits: 'check digits',
    findBank: 'Find your bank',
    banks: 'Banks of the FPS',
    validUntil: /Valid until \d{2}:\d{2} Moscow time/,
    chooseBank: 'Choose bank',
    payment: /: payment$/,
    computer: 'computer',
    openWidget: 'Open the widget',
    qr: 'FPS QR code (demo, leads nowhere)',
    customerPays: 'The customer pays',
    letExpire: 'Let the code expire unpaid',
    bank2: 'Test Bank 2',
    bank3: /Test Bank 3/,
  },
} as const;

/** Every request the page makes from now on, to prove card data stays in the page. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectNoCardDataSent(requests: Request[], card: string): void {
  for (const request of requests) {
    expect(request.url()).not.toContain(card);
    expect(request.postData() ?? '').not.toContain(card);
  }
}

for (const locale of locales) {
  const text = texts[locale.key];

  test.describe(`widget demos (${locale.key})`, () => {
    async function fillCard(page: Page, number: string) {
      const demo = page.locator('[data-widget-demo]').first();
      await demo.getByLabel(text.number).fill(number);
      await demo.getByLabel(text.expiry).fill('12/30');
      // The tokenisation form has no CVC: the spec does not use it there.
      if ((await demo.getByLabel('CVC').count()) > 0) {
        await demo.getByLabel('CVC').fill('123');
      }
      return demo;
    }

    test('the payment widget demo pays with a test card and logs the events', async ({page}) => {
      await visit(page, localized(locale, '/payments/payment-widget'));
      const requests = recordRequests(page);
      const demo = await fillCard(page, '4111111111111111');
      await demo.getByRole('button', {name: text.pay}).click();
      await expect(demo.getByRole('status')).toContainText(text.paid);
      const log = demo.locator('ol');
      await expect(log.locator('li > code')).toHaveText(['ready', 'submit', 'success']);
      await expect(log).toContainText(/"payment_id": "pm_[0-9a-z]{10}"/);
      expectNoCardDataSent(requests, '4111111111111111');
    });

    test('a declined card ends in the fail event with the catalogue code', async ({page}) => {
      await visit(page, localized(locale, '/payments/payment-widget'));
      const demo = await fillCard(page, '4000000000000002');
      await demo.getByRole('button', {name: text.pay}).click();
      await expect(demo.getByRole('status')).toContainText('card_declined');
      await expect(demo.locator('ol li > code').last()).toHaveText('fail');
      await demo.getByRole('button', {name: text.restart}).click();
      await expect(demo.getByLabel(text.number)).toHaveValue('');
      await expect(demo.locator('ol li > code')).toHaveText(['ready']);
    });

    test('3-D Secure passes with the test code and fails with another', async ({page}) => {
      await visit(page, localized(locale, '/payments/payment-widget'));
      let demo = await fillCard(page, '5555555555554444');
      await demo.getByRole('button', {name: text.pay}).click();
      const code = demo.getByLabel(text.code);
      await expect(code).toBeFocused();
      await code.fill('000000');
      await demo.getByRole('button', {name: text.confirm}).click();
      await expect(demo.getByRole('status')).toContainText('three_ds_failed');
      await demo.getByRole('button', {name: text.restart}).click();
      demo = await fillCard(page, '5555555555554444');
      await demo.getByRole('button', {name: text.pay}).click();
      await demo.getByLabel(text.code).fill('111111');
      await demo.getByLabel(text.code).press('Enter');
      await expect(demo.getByRole('status')).toContainText('555555******4444');
      await expect(demo.locator('ol li > code')).toHaveText([
        'ready',
        'submit',
        'three_ds',
        'success',
      ]);
    });

    test('a mistyped card number is named at the field and nothing is submitted', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/payments/payment-widget'));
      const demo = await fillCard(page, '4111111111111112');
      await demo.getByRole('button', {name: text.pay}).click();
      const number = demo.getByLabel(text.number);
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription(new RegExp(text.luhn));
      await expect(demo.locator('ol li > code')).toHaveText(['ready']);
    });

    test('the tokenisation widget demo returns a card token', async ({page}) => {
      await visit(page, localized(locale, '/payments/tokenize-widget'));
      const requests = recordRequests(page);
      const demo = await fillCard(page, '2200000000000004');
      await demo.getByRole('button', {name: text.save}).click();
      await expect(demo.getByRole('status')).toContainText('220000******0004');
      await expect(demo.locator('ol li > code')).toHaveText(['ready', 'submit', 'token']);
      await expect(demo.locator('ol')).toContainText(/"token": "tok_[0-9a-z]{10}"/);
      await expect(demo.locator('ol')).toContainText('"brand": "mir"');
      expectNoCardDataSent(requests, '2200000000000004');
    });

    test('the account tokenisation demo returns an account token, or the catalogue code', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/payouts/tokenize-account-widget'));
      const requests = recordRequests(page);
      const demo = page.locator('[data-widget-demo="account"]');
      const number = demo.getByLabel(text.accountNumber);
      await number.fill('4081781010000000000');
      await demo.getByRole('button', {name: text.saveAccount}).click();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription(new RegExp(text.twentyDigits));
      await expect(demo.locator('ol li > code')).toHaveText(['ready']);

      // The control key fails against the BIK: not final, the form stays for a correction.
      await number.fill('40817810900000000009');
      await demo.getByLabel(text.bik).fill('044525999');
      await demo.getByLabel(text.holder).fill('Иванов Иван Иванович');
      await demo.getByRole('button', {name: text.saveAccount}).click();
      await expect(demo.getByRole('alert')).toContainText('invalid_field_value');
      await expect(demo.locator('ol li > code')).toHaveText(['ready', 'submit', 'fail']);

      await number.fill('40817810100000000001');
      await demo.getByLabel(text.holder).press('Enter');
      await expect(demo.getByRole('status')).toContainText('40817***********0001');
      await expect(demo.locator('ol li > code')).toHaveText([
        'ready',
        'submit',
        'fail',
        'submit',
        'token',
      ]);
      await expect(demo.locator('ol')).toContainText(/"token": "tok_[0-9a-z]{10}"/);
      expectNoCardDataSent(requests, '40817810100000000001');
    });

    test('the self-employed demo binds a test INN, then saves a card', async ({page}) => {
      await visit(page, localized(locale, '/payouts/selfemployed-widget'));
      const demo = page.locator('[data-widget-demo="selfemployed"]');
      const inn = demo.getByLabel(text.inn);
      await inn.fill('165500000191');
      await demo.getByRole('button', {name: text.bind}).click();
      await expect(inn).toHaveAccessibleDescription(new RegExp(text.checkDigits));

      // Not registered is not final: the form stays open for another INN.
      await inn.fill('165500000400');
      await demo.getByRole('button', {name: text.bind}).click();
      await expect(demo.getByRole('alert')).toContainText('selfemployed_not_registered');
      await expect(demo.locator('ol li > code')).toHaveText(['ready', 'submit', 'fail']);

      await inn.fill('165500000190');
      await demo.getByRole('button', {name: text.bind}).click();
      await expect(demo.locator('ol li > code')).toHaveText([
        'ready',
        'submit',
        'fail',
        'submit',
        'binding',
      ]);
      await expect(demo.locator('ol')).toContainText(/"selfemployed_id": "se_[0-9a-z]{10}"/);
      await expect(demo.locator('ol')).toContainText('"status": "pending"');
      await fillCard(page, '2200000000000004');
      await demo.getByRole('button', {name: text.save}).click();
      await expect(demo.getByRole('status')).toContainText('220000******0004');
      await expect(demo.locator('ol li > code')).toHaveText([
        'ready',
        'submit',
        'fail',
        'submit',
        'binding',
        'submit',
        'token',
      ]);
    });

    test('the FPS demo picks a payout bank, and pays or lets the QR code expire', async ({
      page,
    }) => {
      await visit(page, localized(locale, '/widget/widget-fps'));
      const requests = recordRequests(page);
      const demo = page.locator('[data-widget-demo="fps"]');
      const log = demo.locator('ol li > code');
      // A bank that does not accept FPS payouts now is not shown for a payout.
      await expect(demo.getByRole('radio', {name: text.bank3})).toHaveCount(0);
      await demo.getByRole('button', {name: text.chooseBank}).click();
      await expect(demo.getByRole('alert')).toBeVisible();
      await expect(log).toHaveText(['ready']);

      await demo.getByLabel(text.findBank).fill('2');
      await expect(demo.getByRole('group', {name: text.banks}).getByRole('radio')).toHaveCount(1);
      await demo.getByRole('radio', {name: text.bank2}).check();
      await demo.getByRole('button', {name: text.chooseBank}).click();
      await expect(demo.getByRole('status')).toContainText('100000000002');
      await expect(demo.getByRole('status')).toContainText('fps_phone_not_found');
      await expect(log).toHaveText(['ready', 'bank_selected']);
      await expect(demo.locator('ol')).toContainText('"bank_id": "100000000002"');

      // Payment mode on a phone: the customer's bank app opens; the QR code expires unpaid.
      await demo.getByRole('button', {name: text.restart}).click();
      await demo.getByRole('radio', {name: text.payment}).check();
      await demo.getByRole('radio', {name: 'payment_qr_expired'}).check();
      await demo.getByRole('radio', {name: text.bank3}).check();
      await demo.getByRole('button', {name: text.chooseBank}).click();
      await expect(log).toHaveText(['ready', 'bank_selected', 'app_opened']);
      await demo.getByRole('button', {name: text.letExpire}).click();
      await expect(demo.getByRole('status')).toContainText('payment_expired');
      await expect(log).toHaveText(['ready', 'bank_selected', 'app_opened', 'expired']);
      await expect(demo.locator('ol')).toContainText('"reason": "qr"');

      // Payment mode on a computer: the QR code is shown with its expiry, and the customer pays.
      await demo.getByRole('button', {name: text.restart}).click();
      await demo.getByRole('radio', {name: text.payment}).check();
      await demo.getByRole('radio', {name: text.computer}).check();
      await demo.getByRole('radio', {name: 'payment_success'}).check();
      await demo.getByRole('button', {name: text.openWidget}).click();
      await expect(demo.getByRole('img', {name: text.qr})).toBeVisible();
      await expect(demo.getByText(text.validUntil)).toBeVisible();
      await expect(demo.locator('ol')).toContainText(
        /"expires_at": "\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00"/,
      );
      await demo.getByRole('button', {name: text.customerPays}).click();
      await expect(log).toHaveText(['ready', 'qr_shown', 'success']);
      await expect(demo.locator('ol')).toContainText(/"payment_id": "pm_[0-9a-z]{10}"/);
      await expect(demo.locator('ol')).toContainText('"status": "captured"');
      expect(requests.filter((request) => request.method() !== 'GET')).toEqual([]);
    });
  });
}
