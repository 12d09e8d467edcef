import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {brand, localized} from '@site/config/brand';
import styles from './styles.module.css';

/** The provider's support channels, read from `config/brand.ts`. */
export default function SupportContacts({className}: {className?: string}): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return (
    <dl className={className ?? styles.contacts} data-testid="support-contacts">
      <div>
        <dt>
          <Translate id="contacts.phone" description="Label of the free support phone line">
            Поддержка по телефону
          </Translate>
        </dt>
        <dd>
          <a href={`tel:${brand.supportPhone.dial}`}>{brand.supportPhone.display}</a>
          <br />
          {localized(brand.supportPhone.note, currentLocale)}
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="contacts.supportEmail" description="Label of the technical support e-mail">
            Техническая поддержка
          </Translate>
        </dt>
        <dd>
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </dd>
      </div>
      <div>
        <dt>
          <Translate
            id="contacts.bankEmail"
            description="Label of the e-mail for enquiries to the bank">
            Обращения в банк
          </Translate>
        </dt>
        <dd>
          <a href={`mailto:${brand.bankEnquiriesEmail}`}>{brand.bankEnquiriesEmail}</a>
        </dd>
      </div>
      <div>
        <dt>
          <Translate id="contacts.address" description="Label of the postal address">
            Почтовый адрес
          </Translate>
        </dt>
        <dd>{localized(brand.postalAddress, currentLocale)}</dd>
      </div>
    </dl>
  );
}
