/**
 * Scripts in UTF-8. Docusaurus minifies with `ascii_only`, which writes every
 * Cyrillic letter of a script as `\u0418`: six bytes instead of two, and
 * poorer compression. The Russian pages' content chunks and the reference's
 * API data were mostly such escapes (the data shrank by a quarter, gzip). A
 * classic script served without a charset is decoded in its page's encoding
 * (HTML standard), and every page declares UTF-8 (`<meta charset>`): the
 * escapes bought nothing. `tests/e2e/code-blocks.spec.ts` reads Russian
 * rendered in the browser from such scripts.
 * The client minifier is Docusaurus' own (same options from
 * `@docusaurus/faster`), with `ascii_only` off; the CSS minifiers stay.
 */
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';

type Rspack = {SwcJsMinimizerRspackPlugin: new (options: unknown) => object};

export default function utf8ScriptsPlugin(): Plugin {
  return {
    name: 'utf8-scripts',
    configureWebpack(config, isServer, {currentBundler}) {
      const minimizers = config.optimization?.minimizer;
      if (isServer || currentBundler.name !== 'rspack' || !Array.isArray(minimizers)) return {};
      const rspack = currentBundler.instance as unknown as Rspack;
      const options = getSwcJsMinimizerOptions();
      const scripts = new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: {
          minify: true,
          ...options,
          format: {...options.format, ascii_only: false},
        },
      });
      return {
        mergeStrategy: {'optimization.minimizer': 'replace'},
        optimization: {
          minimizer: minimizers.map((minimizer) =>
            minimizer instanceof rspack.SwcJsMinimizerRspackPlugin ? scripts : minimizer,
          ) as Configuration['optimization'] extends {minimizer?: infer M} ? M : never,
        },
      };
    },
  };
}
