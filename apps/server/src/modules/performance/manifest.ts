import { defineModule } from '../../core/module.ts';
import { analysisMessages } from './analysis/messages.ts';
import { analysisResources } from './analysis/resources.ts';
import { appraisalMessages } from './appraisal/messages.ts';
import { appraisalResources } from './appraisal/resources.ts';
import { cyclesMessages } from './cycles/messages.ts';
import { cyclesResources } from './cycles/resources.ts';
import { libraryMessages } from './library/messages.ts';
import { libraryResources } from './library/resources.ts';
import { performanceMessages } from './messages.ts';
import { review360Messages } from './review360/messages.ts';
import { review360Resources } from './review360/resources.ts';
import { performanceRoutes } from './routes.ts';

/** Performance (绩效): library, templates, cycles, targets, appraisal, 360 and analysis (docs/product/performance.md). */
export const performanceManifest = defineModule({
  name: 'performance',
  column: 'performance',
  routes: performanceRoutes,
  resources: [
    ...libraryResources,
    ...cyclesResources,
    ...appraisalResources,
    ...review360Resources,
    ...analysisResources,
  ],
  messages: [
    performanceMessages,
    libraryMessages,
    cyclesMessages,
    appraisalMessages,
    review360Messages,
    analysisMessages,
  ],
});
