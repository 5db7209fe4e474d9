// The screen format's TypeScript face. The types are generated from the meta-schema (format.gen.ts,
// written by `npm run docs:format` through typegen.ts); this file adds the word lists and the few names
// the engine's code reads by another name. Expressions and conditions are JSON-logic data (engine/logic).
import type { Logic } from '../logic';
import type {
  Action, AppFile, AreaScreen, Block, DialogScreen, DrawerScreen, GroupScreen, ListBody, Navigate, Route, ScreenFile,
} from './format.gen';

export * from './vocabulary';
export * from './format.gen';

/** A value computed from the scope: a literal, or JSON-logic such as `{ "var": "query.id" }`. */
export type Expr = Logic;
/** A further route to the same screen (add / edit / view of one goods form). */
export type RouteAlias = Route;
export type NavigateTarget = Navigate;
/** A text asked for before an action's call (a reason to freeze goods); it goes into the payload. */
export type ActionPrompt = NonNullable<Action['prompt']>;
/** Hierarchical rows of a list. */
export type TreeSpec = NonNullable<ListBody['tree']>;
/** A dialog or drawer, local to a screen (`dialogs`) or shared (its own file). */
export type { Dialog as DialogDef } from './format.gen';
export type ContainerScreen = AreaScreen | GroupScreen;
export type SharedDialogScreen = DialogScreen | DrawerScreen;
export type RoutedScreen = Exclude<ScreenFile, SharedDialogScreen | AppFile>;
/** Anything the renderer can show: a routed screen's body or a block. */
export type Renderable = RoutedScreen | Block;
