import type {AnalyticsOptions, MetricaCounter} from '../src/plugins/analytics/types';
import type {SiteEnv} from './env';

/**
 * Spec §1: two Metrica counters, one counting fragment changes, one recording
 * sessions. Each is on only when its id is set in the environment.
 */
export function analyticsOptions(metrica: SiteEnv['metrica']): Partial<AnalyticsOptions> {
  const counters: MetricaCounter[] = [];
  if (metrica.hashTrackingCounterId !== null) {
    counters.push({id: metrica.hashTrackingCounterId, trackHash: true});
  }
  if (metrica.sessionRecordingCounterId !== null) {
    counters.push({id: metrica.sessionRecordingCounterId, webvisor: true});
  }
  return {counters};
}
