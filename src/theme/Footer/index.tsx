/*
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/Footer/index.
 * Why: spec §1 puts the provider's contacts, licence and deposit-insurance
 * statements in the footer; they come from config/brand.ts in the page's
 * language, as does the copyright line (a config string could not be both
 * translated and derived from the brand). The link columns, logo and layout
 * are the theme's own components, unchanged.
 */
import {memo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterLayout from '@theme/Footer/Layout';
import SupportContacts from '@site/src/components/common/SupportContacts';
import {brand, localized} from '@site/config/brand';
import styles from './styles.module.css';

function FooterLegal({locale}: {locale: string}): ReactNode {
  const year = new Date().getFullYear();
  return (
    <div className={styles.legal}>
      <p>{localized(brand.licence, locale)}</p>
      <p>{localized(brand.depositInsurance, locale)}</p>
      <p className="footer__copyright">
        © {brand.foundedYear}–{year} {localized(brand.copyrightHolder, locale)}
      </p>
    </div>
  );
}

function Footer(): ReactNode {
  const {footer} = useThemeConfig();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  if (!footer) {
    return null;
  }
  const {links, logo, style} = footer;
  return (
    <FooterLayout
      style={style}
      links={
        <>
          {links.length > 0 && <FooterLinks links={links} />}
          <section className={styles.contacts} aria-labelledby="footer-contacts-title">
            <h2 id="footer-contacts-title" className="footer__title">
              <Translate
                id="footer.contacts.title"
                description="Heading of the contacts block in the footer">
                Контакты
              </Translate>
            </h2>
            <SupportContacts className={styles.contactList} />
          </section>
        </>
      }
      logo={logo && <FooterLogo logo={logo} />}
      copyright={<FooterLegal locale={currentLocale} />}
    />
  );
}

export default memo(Footer);
