import { defineModule } from '../../core/module.ts';
import { laborContractsMessages } from './messages.ts';
import { laborContractsResourceDefinition } from './resource.ts';
import { laborContractsModule } from './routes.ts';

/** 劳动合同 (docs/product/labor-contracts.md), listed once in modules/index.ts, which mounts it. */
export const laborContractsManifest = defineModule({
  name: 'labor-contracts',
  column: 'staff',
  routes: laborContractsModule,
  resources: [laborContractsResourceDefinition],
  messages: [laborContractsMessages],
});
