import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../plugins/llms/twinPath';
import {copyMarkdown, CopyError, type CopyFailure} from './copyMarkdown';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copying'} | {kind: 'copied'} | CopyFailure;

function failureMessage(failure: CopyFailure): string {
  switch (failure.kind) {
    case 'missing':
      return process.env.NODE_ENV === 'development'
        ? translate({
            id: 'copyPage.error.devServer',
            message:
              'Markdown-версия страницы появляется только при сборке сайта (npm run build), в режиме разработки её нет.',
            description: 'Copy page: the dev server has no Markdown twins',
          })
        : translate(
            {
              id: 'copyPage.error.missing',
              message:
                'Не удалось скопировать: Markdown-версия страницы не найдена (ответ {status}). Обновите страницу и попробуйте ещё раз.',
              description: 'Copy page: the twin answered with an error status',
            },
            {status: failure.status},
          );
    case 'network':
      return translate({
        id: 'copyPage.error.network',
        message:
          'Не удалось скопировать: нет связи с сайтом. Проверьте подключение и попробуйте ещё раз.',
        description: 'Copy page: the twin could not be fetched',
      });
    case 'clipboard':
      return translate({
        id: 'copyPage.error.clipboard',
        message:
          'Браузер не дал доступ к буферу обмена. Откройте Markdown-версию в меню рядом и скопируйте текст оттуда.',
        description: 'Copy page: the browser refused the clipboard',
      });
  }
}

/**
 * "Copy page" at the top of every doc page: copies the page's Markdown twin
 * (the build writes it at the page's address plus `.md`, `src/plugins/llms`)
 * for pasting into an AI assistant, and offers the twin and `llms.txt` in a
 * disclosure menu (plain links: they are files, not routes of the app).
 * Every outcome is said in a live region.
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const twinUrl = twinPath(permalink);
  const llmsTxtUrl = useBaseUrl('/llms.txt');
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const copy = useCallback(() => {
    setStatus({kind: 'copying'});
    copyMarkdown(twinUrl).then(
      () => setStatus({kind: 'copied'}),
      (error: unknown) =>
        setStatus(error instanceof CopyError ? error.failure : {kind: 'clipboard'}),
    );
  }, [twinUrl]);

  // The "Copied" note goes after a while; a failure stays until the next try.
  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus({kind: 'idle'}), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnOutside = (event: PointerEvent | FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
    };
  }, [menuOpen]);

  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      event.stopPropagation();
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  const failed =
    status.kind === 'missing' || status.kind === 'network' || status.kind === 'clipboard';
  return (
    <div className={styles.copyPage} ref={rootRef} onKeyDown={closeOnEscape}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={clsx('button button--sm button--outline button--secondary', styles.copy)}
          onClick={copy}
          aria-disabled={status.kind === 'copying'}
          data-testid="copy-page">
          <Translate
            id="copyPage.copy"
            description="Copy page: the button that copies the page as Markdown">
            Копировать страницу
          </Translate>
        </button>
        <button
          type="button"
          ref={toggleRef}
          className={clsx('button button--sm button--outline button--secondary', styles.toggle)}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={translate({
            id: 'copyPage.more',
            message: 'Другие варианты Markdown',
            description: 'Copy page: the name of the button that opens more Markdown options',
          })}
          onClick={() => setMenuOpen((open) => !open)}>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      <ul id={menuId} className={styles.menu} hidden={!menuOpen}>
        <li>
          <a href={twinUrl} className={styles.menuItem} onClick={() => setMenuOpen(false)}>
            <Translate
              id="copyPage.openMarkdown"
              description="Copy page menu: opens the page's Markdown twin">
              Открыть страницу в Markdown
            </Translate>
          </a>
        </li>
        <li>
          <a href={llmsTxtUrl} className={styles.menuItem} onClick={() => setMenuOpen(false)}>
            <Translate id="copyPage.llmsTxt" description="Copy page menu: opens llms.txt">
              llms.txt: список страниц для ИИ-ассистентов
            </Translate>
          </a>
        </li>
      </ul>
      <p className={clsx(styles.status, failed && styles.failure)} role="status">
        {status.kind === 'copied' &&
          translate({
            id: 'copyPage.copied',
            message: 'Страница скопирована в Markdown',
            description: 'Copy page: the page was copied',
          })}
        {failed && failureMessage(status)}
      </p>
    </div>
  );
}
