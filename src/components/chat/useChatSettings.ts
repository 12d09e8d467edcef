import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ChatSettings} from '../../../config/chat';

/** The widget's settings for the page's locale, as the build wrote them (`config/chat.ts`). */
export function useChatSettings(): ChatSettings {
  return useDocusaurusContext().siteConfig.customFields?.chat as ChatSettings;
}
