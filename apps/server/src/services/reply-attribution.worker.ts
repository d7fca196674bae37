/** The thread 数据统计's rule simulation runs in (services/message-stats.ts), off the event loop. */
import { workerMain } from '../lib/worker-main.ts';
import { type AttributionJob, attribute } from './reply-attribution.ts';

workerMain((job: AttributionJob) => attribute(job));
