// Certification (issue 32 item 1): a person's real-name and an enterprise's certification as a document.
import type { ServerModule } from '../../core';
import { certFlow } from './workflow';
import * as certifyTables from './tables';
import { certifyCodes } from './codes';
import { certifyHandlers } from './routes';
import { seedCertifyDemo } from './demo';

export { certifyTables };
export const certifyModule = {
  handlers: certifyHandlers,
  tables: certifyTables,
  workflows: [certFlow],
  codes: certifyCodes,
  seedDemo: seedCertifyDemo,
} satisfies ServerModule<'certify'>;
export { certFlow, CERT_TYPE, type CertState, type CertStatus } from './workflow';
export { certDocument } from './move';
export { CERT_PEOPLE, CERT_COMPANIES, DEMO_CERTS } from './demo';
