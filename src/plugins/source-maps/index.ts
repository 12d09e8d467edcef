/**
 * `BENCH_SOURCE_MAPS=true` (config/env.ts): the client bundle also writes
 * hidden source maps, `*.js.map` beside each script, which no script links to
 * (no `sourceMappingURL` comment, so browsers never fetch them). `npm run
 * bench` reads them to attribute the bytes of the startup scripts to npm
 * packages. Off by default: a deployed build carries no maps.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheKeyedBy} from '../bundlerCache';

export default function sourceMapsPlugin(
  _context: LoadContext,
  options: {enabled: boolean},
): Plugin {
  return {
    name: 'source-maps',
    configureWebpack(config, isServer) {
      if (!options.enabled || isServer) {
        return {};
      }
      // Modules compiled with maps are not the ones a build without them cached.
      return {...cacheKeyedBy(config, 'source-maps'), devtool: 'hidden-source-map'};
    },
  };
}
