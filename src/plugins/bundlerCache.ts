/**
 * The bundler's persistent cache is keyed by the Docusaurus version and the
 * theme's aliases, not by what a plugin aliases: a plugin whose aliases depend
 * on the build's configuration must add that configuration to the cache
 * version, or a build with another configuration reuses the wrong modules.
 */
import type {Configuration} from 'webpack';

/** The part of a webpack or Rspack configuration that adds `-<key>` to the cache version. */
export function cacheKeyedBy(config: Configuration, key: string): Configuration {
  const suffix = `-${key}`;
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
