/**
 * The "Ask AI" button, on every page (mounted once from the theme's Root, so
 * a conversation outlives navigation). It is all the page carries of the
 * chat: the widget's code (the SDK, Markdown, the engine) is fetched when the
 * pointer or focus reaches the button, and mounted on the first press.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import type {ChatWidgetProps} from './ChatWidget';
import {chatLabels} from './labels';
import {useChatSettings} from './useChatSettings';
import styles from './launcher.module.css';

type Widget = ComponentType<ChatWidgetProps>;

let widgetModule: Promise<Widget> | null = null;
function loadWidget(): Promise<Widget> {
  widgetModule ??= import('./ChatWidget').then(
    (module) => module.default,
    (error: unknown) => {
      // Offline or a deploy replaced the chunk: the next press tries again.
      widgetModule = null;
      throw error;
    },
  );
  return widgetModule;
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.5 21l4.4-2.4c1 .3 2 .4 3.1.4 5.5 0 10-3.6 10-8s-4.5-8-10-8Zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
      />
    </svg>
  );
}

export default function ChatLauncher() {
  const settings = useChatSettings();
  const [Widget, setWidget] = useState<Widget | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const prefetch = useCallback(() => {
    loadWidget().catch(() => {});
  }, []);

  const press = useCallback(() => {
    if (open) return;
    setFailed(false);
    if (Widget) {
      setOpen(true);
      return;
    }
    setLoading(true);
    loadWidget().then(
      (loaded) => {
        // A component in state must be wrapped, or React calls it as an updater.
        setWidget(() => loaded);
        setLoading(false);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('Ask AI: the chat could not be loaded.', error);
        setLoading(false);
        setFailed(true);
      },
    );
  }, [open, Widget]);

  const close = useCallback(() => setOpen(false), []);

  // Focus goes back to the button whenever the chat or its terms close.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const {texts} = settings;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(
          styles.launcher,
          styles[`launcher--${settings.buttonPosition}`],
          styles[`launcher--${settings.buttonStyle}`],
        )}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={press}>
        <ChatIcon />
        <span>{texts.buttonText}</span>
      </button>
      <span role="status" className={styles.srOnly}>
        {loading ? chatLabels().loading : ''}
      </span>
      {failed && (
        <p
          role="alert"
          className={clsx(styles.loadError, styles[`loadError--${settings.buttonPosition}`])}>
          {texts.errorDefault}
        </p>
      )}
      {Widget && <Widget settings={settings} open={open} onClose={close} />}
    </>
  );
}
