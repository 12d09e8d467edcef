import path from 'path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {AnalyticsGlobalData, AnalyticsOptions, MetricaCounter} from './types';

export const PLUGIN_NAME = 'ivelta-analytics';
export const DEFAULT_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

const optionsSchema = Joi.object<AnalyticsOptions>({
  counters: Joi.array()
    .items(
      Joi.object<MetricaCounter>({
        id: Joi.number().integer().positive().required(),
        trackHash: Joi.boolean().default(false),
        webvisor: Joi.boolean().default(false),
      }),
    )
    .unique('id')
    .default([]),
  tagUrl: Joi.string()
    .uri({scheme: ['https']})
    .default(DEFAULT_TAG_URL),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<
  Partial<AnalyticsOptions> | undefined,
  AnalyticsOptions
>): AnalyticsOptions {
  return validate(optionsSchema, options ?? {});
}

/**
 * The standard Metrica loader, with one `init` per counter. `defer: true`
 * keeps Metrica from counting the first view itself: the client module sends
 * every view, the first one included, so each counter gets exactly one hit
 * per page with the title of the page actually shown.
 */
export function metricaSnippet({counters, tagUrl}: AnalyticsOptions): string {
  const inits = counters
    .map(({id, trackHash = false, webvisor = false}) => {
      const settings = {
        defer: true,
        clickmap: true,
        trackLinks: true,
        accurateTrackBounce: true,
        trackHash,
        webvisor,
      };
      return `ym(${id},"init",${JSON.stringify(settings)});`;
    })
    .join('');
  return (
    '(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};' +
    'm[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,' +
    `a.parentNode.insertBefore(k,a)})(window,document,"script",${JSON.stringify(tagUrl)},"ym");` +
    inits
  );
}

/**
 * Yandex Metrica with any number of counters. Active only in production
 * builds that have at least one counter configured; otherwise it adds nothing
 * to the page, not even the client module.
 */
export default function analyticsPlugin(
  _context: LoadContext,
  options: AnalyticsOptions,
): Plugin<void> | null {
  if (process.env.NODE_ENV !== 'production' || options.counters.length === 0) {
    return null;
  }
  const globalData: AnalyticsGlobalData = {counterIds: options.counters.map(({id}) => id)};
  const tagOrigin = new URL(options.tagUrl).origin;
  return {
    name: PLUGIN_NAME,
    contentLoaded({actions}) {
      actions.setGlobalData(globalData);
    },
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preconnect', href: tagOrigin}},
          {tagName: 'script', innerHTML: metricaSnippet(options)},
        ],
      };
    },
  };
}
