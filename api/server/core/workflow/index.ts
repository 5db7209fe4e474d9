// The workflow kit (docs/workflow.md): a business document declares its states and moves once
// (declareWorkflow) and binds them to its rows and effects (declareDocument).
export { declareWorkflow, Workflow, type Code, type MoveDecl, type MoveOf, type Moves, type ProgressPath, type StateDecl, type TargetOf, type Tone, type Transition, type WorkflowDecl } from './declare';
export { declareDocument, Document, type DocumentDef, type Effect, type Listener, type MoveContext, type MoveInput, type Moved, type Mover, type TimedMove } from './document';
