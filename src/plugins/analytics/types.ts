/** One Yandex Metrica counter and the recording features it has switched on. */
export type MetricaCounter = {
  id: number;
  /** Counts changes of the URL fragment as page views (Metrica `trackHash`). */
  trackHash?: boolean;
  /** Session recording (Metrica `webvisor`). */
  webvisor?: boolean;
};

export type AnalyticsOptions = {
  counters: MetricaCounter[];
  /** Where the Metrica tag is loaded from; overridable for a self-hosted mirror. */
  tagUrl: string;
};

/** What the plugin hands to the browser through global data. */
export type AnalyticsGlobalData = {counterIds: number[]};

/** The `ym` function the Metrica snippet defines on `window`. */
export type YandexMetrica = (counterId: number, method: string, ...args: unknown[]) => void;
