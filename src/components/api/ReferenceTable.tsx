import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The three-column table of the reference pages: a name, its type, what it
 * means. Schema fields and the widgets' options and events use it.
 */
export default function ReferenceTable({
  first,
  second,
  children,
}: {
  first: ReactNode;
  second: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <table className={styles.schemaTable}>
      <thead>
        <tr>
          <th>{first}</th>
          <th>{second}</th>
          <th>
            <Translate id="api.schema.description">Description</Translate>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
