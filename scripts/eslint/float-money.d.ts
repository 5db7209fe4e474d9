// Types of the local lint plugin (float-money.js stays plain JavaScript: eslint.config.js loads it as is).
import type { ESLint, Rule } from 'eslint';

export declare const noFloatMoney: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
