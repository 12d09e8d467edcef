/**
 * The legal section's register: each page lists the documents it summarises
 * (edition, effective date, how it is accepted, where the text is) from its
 * file under `registers/`, and the section's index lists them all, so an
 * edition changes in one place.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLang} from '../api/pageData';
import apiStyles from '../api/styles.module.css';
import {longDate} from '../common/longDate';
import {LEGAL_REGISTER, legalPagePath} from './register';
import type {LegalDocument, LegalPage} from './types';

function CopyCell({document}: {document: LegalDocument}): ReactNode {
  const {t} = useLang();
  const file = useBaseUrl(document.copy.file ?? '/');
  return (
    <>
      {document.copy.file && (
        <a href={file} download>
          <Translate id="legal.download">Download</Translate>
        </a>
      )}
      {document.copy.file && ' '}
      {t(document.copy.note)}
    </>
  );
}

function DocumentRow({document, page}: {document: LegalDocument; page?: LegalPage}): ReactNode {
  const {lang, t} = useLang();
  const anchor = `doc-${document.id}`;
  const brokenLinks = useBrokenLinks();
  // The index links to a page's rows: their ids must count as anchors for the build's link check.
  if (!page) brokenLinks.collectAnchor(anchor);
  return (
    <tr id={page ? undefined : anchor}>
      <td>
        {page ? (
          <Link to={`${legalPagePath(page)}#${anchor}`}>{t(document.title)}</Link>
        ) : (
          t(document.title)
        )}
      </td>
      <td>
        {document.version},{' '}
        <time dateTime={document.effectiveFrom}>{longDate(document.effectiveFrom, lang)}</time>
      </td>
      <td>{t(document.acceptance)}</td>
      <td>
        <CopyCell document={document} />
      </td>
    </tr>
  );
}

function Head(): ReactNode {
  return (
    <thead>
      <tr>
        <th>
          <Translate id="legal.document">Document</Translate>
        </th>
        <th>
          <Translate id="legal.edition">Edition in force</Translate>
        </th>
        <th>
          <Translate id="legal.acceptance">How it is accepted</Translate>
        </th>
        <th>
          <Translate id="legal.copy">Full text</Translate>
        </th>
      </tr>
    </thead>
  );
}

/** The documents one legal page summarises, each row an anchor `#doc-<id>`. */
export function LegalDocuments({page}: {page: LegalPage}): ReactNode {
  return (
    <table className={apiStyles.schemaTable}>
      <Head />
      <tbody>
        {LEGAL_REGISTER[page].map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </tbody>
    </table>
  );
}

/** The documents of several legal pages, each title linking to its summary. */
export function LegalIndex({pages}: {pages: LegalPage[]}): ReactNode {
  return (
    <table className={apiStyles.schemaTable}>
      <Head />
      <tbody>
        {pages.flatMap((page) =>
          LEGAL_REGISTER[page].map((document) => (
            <DocumentRow key={document.id} document={document} page={page} />
          )),
        )}
      </tbody>
    </table>
  );
}
