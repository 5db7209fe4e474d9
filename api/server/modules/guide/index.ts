import type { ServerModule } from '../../core';
import { guideHandlers } from './routes';

export { guideHandlers };
export const guideModule = { handlers: guideHandlers } satisfies ServerModule<'guide'>;
