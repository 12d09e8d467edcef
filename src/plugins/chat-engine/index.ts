/**
 * Builds where the local engine answers "Ask AI" never run the SDK's
 * fingerprinting (FingerprintJS Pro) or hCaptcha: the widget sets no user
 * tracking and stands in for the captcha itself (`src/chat/captchaStandIn.ts`).
 * The SDK imports both statically, so this plugin resolves them to inert
 * stubs, and the code that could reach a third party is not shipped at all.
 * Hosted builds keep the real modules.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ChatEngineName} from '../../../config/chat';
import {cacheKeyedBy} from '../bundlerCache';

/** Module → stub in `stubs/`, for every module of these the SDK imports (checked by the test). */
export const LOCAL_ENGINE_STUBS: Record<string, string> = {
  '@fingerprintjs/fingerprintjs-pro-react': 'fingerprintjs-pro-react',
  '@fingerprintjs/fingerprintjs-pro-spa': 'fingerprintjs-pro-spa',
  '@hcaptcha/react-hcaptcha': 'react-hcaptcha',
};

export default function chatEnginePlugin(
  _context: LoadContext,
  options: {engine: ChatEngineName},
): Plugin {
  return {
    name: 'chat-engine',
    configureWebpack(config) {
      return {
        // The stubs depend on the engine: a hosted build must not reuse a local one's modules.
        ...cacheKeyedBy(config, `chat-${options.engine}`),
        ...(options.engine === 'local'
          ? {
              resolve: {
                alias: Object.fromEntries(
                  Object.entries(LOCAL_ENGINE_STUBS).map(([module, stub]) => [
                    // `$`: the module itself, not a path inside it.
                    `${module}$`,
                    path.join(__dirname, 'stubs', `${stub}.ts`),
                  ]),
                ),
              },
            }
          : {}),
      };
    },
  };
}
