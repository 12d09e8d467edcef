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
import type {Configuration} from 'webpack';
import type {ChatEngineName} from '../../../config/chat';

/** Module → stub in `stubs/`, for every module of these the SDK imports (checked by the test). */
export const LOCAL_ENGINE_STUBS: Record<string, string> = {
  '@fingerprintjs/fingerprintjs-pro-react': 'fingerprintjs-pro-react',
  '@fingerprintjs/fingerprintjs-pro-spa': 'fingerprintjs-pro-spa',
  '@hcaptcha/react-hcaptcha': 'react-hcaptcha',
};

/**
 * The bundler's persistent cache is keyed by the Docusaurus version and the
 * theme's aliases, not by a plugin's: without the engine in its version, a
 * hosted build after a local one would reuse the stubbed modules (and the
 * other way round).
 */
export function cacheKeyedByEngine(config: Configuration, engine: ChatEngineName): Configuration {
  const suffix = `-chat-${engine}`;
  const keyed: Configuration = {};
  // Rspack (Docusaurus Faster): `experiments.cache`, typed by Rspack, not webpack.
  const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object') {
    const {version = ''} = rspackCache as {version?: string};
    keyed.experiments = {cache: {version: `${version}${suffix}`}} as Configuration['experiments'];
  }
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    keyed.cache = {type: 'filesystem', version: `${config.cache.version ?? ''}${suffix}`};
  }
  return keyed;
}

export default function chatEnginePlugin(
  _context: LoadContext,
  options: {engine: ChatEngineName},
): Plugin {
  return {
    name: 'chat-engine',
    configureWebpack(config) {
      return {
        ...cacheKeyedByEngine(config, options.engine),
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
