import { defineModule } from '../../core/module.ts';
import { healthModule } from './routes.ts';

export const healthManifest = defineModule({
  name: 'health',
  routes: healthModule,
});
