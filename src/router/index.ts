// src/router: react-router 7 in history mode under /scprmall/ (spec 2), guarded by spec 4.
export { appRoutes } from './routes';
export { guardLoader, stripBase, basenameOf } from './guard-loader';
