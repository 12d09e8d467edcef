/**
 * Wraps the theme's DocBreadcrumbs to put the "Copy page" control
 * (`src/components/copyPage`) on the breadcrumbs' row, at the top of every
 * doc page: the one place above the title that every doc page renders.
 */
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '../../components/copyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <CopyPage permalink={metadata.permalink} />
    </div>
  );
}
