// `npm run workflows:gen` (also run by `catalogue:types` and `docs:format`): writes what the declared
// workflows derive (scripts/workflows/outputs.ts): each document's status colours and progress steps
// (schemas/fragments), the status enum of its entity (schemas/entities) and its state diagram
// (docs/diagrams). schemas:check fails while any of them is stale.
import { writeWorkflowOutputs } from './workflows/write';

writeWorkflowOutputs();
