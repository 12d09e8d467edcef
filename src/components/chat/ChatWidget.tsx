/**
 * The widget behind the button, loaded on first use: the terms (asked once),
 * then the conversation, kept by `@kapaai/react-sdk` and answered by the
 * engine the build chose (`config/chat.ts`): the local one over the site's
 * search index, or the hosted provider when a project id is set. The
 * provider stays mounted once the terms are accepted, so closing the chat or
 * following a source loses nothing.
 */
import React, {useState, type ReactNode} from 'react';
import {KapaProvider} from '@kapaai/react-sdk';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ChatSettings} from '../../../config/chat';
import {installLocalCaptchaStandIn} from '../../chat/captchaStandIn';
import {HostedKapaApiService} from '../../chat/hostedApiService';
import {LocalKapaApiService, type KapaApiService} from '../../chat/localApiService';
import {siteTwinLoader} from '../../chat/twinLoader';
import {sharedLocalClient} from '../../search/siteSearch';
import ChatDialog from './ChatDialog';
import TermsDialog from './TermsDialog';
import {browserStorage, rememberTermsAccepted, termsAccepted} from './termsConsent';

export type ChatWidgetProps = {
  settings: ChatSettings;
  open: boolean;
  onClose: () => void;
};

function useEngine(settings: ChatSettings): KapaApiService {
  const {
    siteConfig: {url: siteUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const indexUrl = useBaseUrl('/search/');
  const [service] = useState<KapaApiService>(() => {
    if (settings.engine === 'kapa') return new HostedKapaApiService();
    installLocalCaptchaStandIn();
    return new LocalKapaApiService({
      locale: currentLocale === 'en' ? 'en' : 'ru',
      // The same loaded index as the search box's, fetched once per page.
      loadEngine: () => sharedLocalClient(indexUrl, siteUrl).engine(),
      // Each page's Markdown twin, from this site: code blocks for how-to answers.
      loadTwin: siteTwinLoader(),
    });
  });
  return service;
}

function ChatEngine({settings, children}: {settings: ChatSettings; children: ReactNode}) {
  const service = useEngine(settings);
  return (
    <KapaProvider
      integrationId={settings.projectId ?? 'local'}
      apiService={service}
      // No cookie and no fingerprint in either mode.
      userTrackingMode="none">
      {children}
    </KapaProvider>
  );
}

export default function ChatWidget({settings, open, onClose}: ChatWidgetProps) {
  const [accepted, setAccepted] = useState(() =>
    termsAccepted(browserStorage(), settings.termsVersion),
  );
  if (!accepted) {
    return (
      <TermsDialog
        texts={settings.texts}
        open={open}
        onAccept={() => {
          rememberTermsAccepted(browserStorage(), settings.termsVersion);
          setAccepted(true);
        }}
        onDecline={onClose}
      />
    );
  }
  return (
    <ChatEngine settings={settings}>
      <ChatDialog settings={settings} open={open} onClose={onClose} />
    </ChatEngine>
  );
}
