// `npm run deps` (part of `npm test`): the one-way arrows of ../shared/ARCHITECTURE.md and no import
// cycles. Type-only imports count too (tsPreCompilationDeps): a cycle of types is still a knot.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycles. The only exception: the renderers of engine/render call each other recursively (a page renders blocks that render pages).',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^engine/render/' } },
    },
    {
      name: 'engine-is-generic',
      severity: 'error',
      comment: 'engine/ never imports src/, screens/ or api/ (ARCHITECTURE: it takes a caller by injection).',
      from: { path: '^engine/' },
      to: { path: '^(src|screens|api)/' },
    },
    {
      name: 'format-never-imports-the-renderer',
      severity: 'error',
      comment: 'The screen format, its checks, the access pipeline and the logic interpreter run at build time too (schemas:check, the Vite plugin): they never import the renderer or the UI kit. What both need (frame addresses) lives in engine/validation.',
      from: { path: '^engine/(schema|access|logic|validation)/' },
      to: { path: '^engine/(render|ui)/' },
    },
    {
      name: 'plugins-never-import-modules',
      severity: 'error',
      comment: 'Modules use plugins (uploads); a plugin that needs a module (frame sources read custom menus) is handed a narrow function by app.ts, so the two folders never import each other both ways.',
      from: { path: '^api/server/plugins/' },
      to: { path: '^api/server/modules/' },
    },
    {
      name: 'server-uses-validation-only',
      severity: 'error',
      comment: 'api/server imports from engine/ only engine/validation.',
      from: { path: '^api/server/', pathNot: '^api/server/modules/tntcfg/' },
      to: { path: '^engine/', pathNot: '^engine/validation/' },
    },
    {
      name: 'screen-patches-use-the-screen-checks',
      severity: 'error',
      comment: 'Issue 33: the tenant screen patches are checked by the server with the very rules the build applies to the screen files (engine/access/screen-patch*, engine/schema and its checks, engine/build/load-files), never with the renderer.',
      from: { path: '^api/server/modules/tntcfg/' },
      to: { path: '^engine/', pathNot: '^engine/(validation|access|schema|logic|build/load-files)' },
    },
    {
      name: 'nobody-imports-the-server',
      severity: 'error',
      from: { path: '^(engine|src|screens|api/catalogue|api/client)/' },
      to: { path: '^api/server/' },
    },
    {
      name: 'nobody-imports-src',
      severity: 'error',
      comment: 'Only src/ wires the app together.',
      from: { path: '^(engine|screens|api|schemas)/' },
      to: { path: '^src/' },
    },
    {
      name: 'catalogue-is-data',
      severity: 'error',
      from: { path: '^api/catalogue/' },
      to: { path: '^(api/client|engine/render|engine/ui|screens)/' },
    },
    {
      name: 'modules-through-their-index',
      severity: 'error',
      comment: 'A module uses another module only through its index.ts (its public face).',
      from: { path: '^api/server/modules/([^/]+)/' },
      to: { path: '^api/server/modules/([^/]+)/(?!index\\.ts$)', pathNot: '^api/server/modules/$1/' },
    },
    {
      name: 'outside-modules-through-their-index',
      severity: 'error',
      comment: 'Plugins, seed and start-up use a module through its index.ts (tests may test its parts).',
      from: { pathNot: '^(api/server/modules|tests)/' },
      to: { path: '^api/server/modules/[^/]+/(?!index\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
