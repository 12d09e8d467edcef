import vm from 'node:vm';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin, {DEFAULT_TAG_URL, metricaSnippet, validateOptions} from './index';
import {isNewPage, sendPageView} from './hits';
import type {AnalyticsOptions} from './types';

const options: AnalyticsOptions = {
  counters: [
    {id: 101, trackHash: true, webvisor: false},
    {id: 202, trackHash: false, webvisor: true},
  ],
  tagUrl: DEFAULT_TAG_URL,
};
const context = {} as LoadContext;

function validate(input: Partial<AnalyticsOptions> | undefined): AnalyticsOptions {
  return validateOptions({
    options: input,
    validate: (schema, value) => {
      const {error, value: result} = schema.validate(value);
      if (error) {
        throw error;
      }
      return result as AnalyticsOptions;
    },
  });
}

describe('analytics plugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('adds nothing outside production builds', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(analyticsPlugin(context, options)).toBeNull();
  });

  it('adds nothing when no counter is configured', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(analyticsPlugin(context, {...options, counters: []})).toBeNull();
  });

  it('injects the tag and hands the counter ids to the client in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const plugin = analyticsPlugin(context, options);
    expect(plugin?.getClientModules?.()).toEqual([expect.stringMatching(/analytics[\\/]client$/)]);
    const tags = plugin?.injectHtmlTags?.({content: undefined});
    expect(JSON.stringify(tags)).toContain('https://mc.yandex.ru');
    const setGlobalData = vi.fn();
    void plugin?.contentLoaded?.({content: undefined, actions: {setGlobalData} as never});
    expect(setGlobalData).toHaveBeenCalledWith({counterIds: [101, 202]});
  });

  it('validates options: positive integer ids, no duplicates, https tag URL', () => {
    expect(validate(undefined)).toEqual({counters: [], tagUrl: DEFAULT_TAG_URL});
    expect(validate({counters: [{id: 5}]}).counters).toEqual([
      {id: 5, trackHash: false, webvisor: false},
    ]);
    expect(() => validate({counters: [{id: -1}]})).toThrow();
    expect(() => validate({counters: [{id: 5}, {id: 5}]})).toThrow();
    expect(() => validate({tagUrl: 'http://insecure.example/tag.js'})).toThrow();
  });
});

describe('metricaSnippet', () => {
  it('defines a queueing ym, loads the tag once and inits every counter with its features', () => {
    const inserted: {src?: string}[] = [];
    const script = {
      parentNode: {insertBefore: (element: {src?: string}) => inserted.push(element)},
    };
    const sandbox: Record<string, unknown> = {
      document: {createElement: () => ({}), getElementsByTagName: () => [script]},
    };
    sandbox.window = sandbox;
    vm.runInNewContext(metricaSnippet(options), sandbox);
    expect(inserted).toEqual([{async: 1, src: DEFAULT_TAG_URL}]);
    const queue = (sandbox.ym as {a: unknown[][]}).a.map((args) => Array.from(args));
    expect(queue).toEqual([
      [101, 'init', expect.objectContaining({defer: true, trackHash: true, webvisor: false})],
      [202, 'init', expect.objectContaining({defer: true, trackHash: false, webvisor: true})],
    ]);
  });
});

describe('page views', () => {
  it('sends one hit with path and title to every counter', () => {
    const ym = vi.fn();
    sendPageView(ym, [101, 202], {
      url: '/intro?x=1#a',
      title: 'Введение',
      referer: 'https://docs.ivelta.example/',
    });
    expect(ym.mock.calls).toEqual([
      [101, 'hit', '/intro?x=1#a', {title: 'Введение', referer: 'https://docs.ivelta.example/'}],
      [202, 'hit', '/intro?x=1#a', {title: 'Введение', referer: 'https://docs.ivelta.example/'}],
    ]);
  });

  it('omits the referer on the first view', () => {
    const ym = vi.fn();
    sendPageView(ym, [1], {url: '/', title: 'Home'});
    expect(ym).toHaveBeenCalledWith(1, 'hit', '/', {title: 'Home'});
  });

  it('counts a new path or query as a new page, not a new fragment', () => {
    const at = (pathname: string, search = '', hash = '') => ({pathname, search, hash});
    expect(isNewPage(at('/a'), null)).toBe(true);
    expect(isNewPage(at('/b'), at('/a'))).toBe(true);
    expect(isNewPage(at('/a', '?q=1'), at('/a'))).toBe(true);
    expect(isNewPage(at('/a', '', '#x'), at('/a'))).toBe(false);
  });
});
