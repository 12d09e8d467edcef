import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * The one notice a page carries until its content is written. It tells the
 * reader honestly that the page is incomplete and where to get the answer now.
 */
export default function BeingWritten(): ReactNode {
  return (
    <aside className={styles.notice} role="note" data-testid="being-written" data-search-exclude>
      <p className={styles.title}>
        <Translate
          id="beingWritten.title"
          description="Title of the notice on a page whose content is not written yet">
          Страница пишется
        </Translate>
      </p>
      <p className={styles.body}>
        <Translate
          id="beingWritten.body"
          description="Body of the notice on a page whose content is not written yet; {help} is a link to the help page"
          values={{
            help: (
              <Link to="/help">
                <Translate
                  id="beingWritten.helpLink"
                  description="Link text to the help page inside the 'being written' notice">
                  в поддержку
                </Translate>
              </Link>
            ),
          }}>
          {
            'Мы готовим подробное описание: шаги, примеры запросов и ответов, ошибки и тестовые данные. Если ответ нужен сейчас, напишите {help}.'
          }
        </Translate>
      </p>
    </aside>
  );
}
