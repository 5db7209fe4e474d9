// "No schema holds JavaScript": conditions are structurally JSON-logic (the meta-schema refuses strings
// there), and this scan refuses any string that reads like code wherever it stands.
import type { CheckError } from './types';

const CODE_LIKE: [RegExp, string][] = [
  [/^\s*javascript:/i, 'a javascript: URL'],
  [/=>/, 'an arrow function'],
  [/\bfunction\s*\(/, 'a function'],
  [/\$\{[^}]*\}/, 'a template expression'],
  [/\b(?:eval|new\s+Function|setTimeout|document\.|window\.)\s*[.(]?/, 'a script call'],
];

export function checkNoCode(file: string, json: unknown): CheckError[] {
  const errors: CheckError[] = [];
  const walk = (v: unknown, pointer: string) => {
    if (typeof v === 'string') {
      const hit = CODE_LIKE.find(([re]) => re.test(v));
      if (hit?.[1] === 'a template expression') {
        // Templates are compiled where an expression may stand (engine/schema/template.ts); here they would show as typed.
        errors.push({ file, pointer, message: 'a "${...}" template where no expression may stand (a label, a title ...); write the text plainly, or "$${" for a literal "${"' });
      } else if (hit) errors.push({ file, pointer, message: `looks like JavaScript (${hit[1]}); write conditions and values as JSON-logic` });
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${pointer}/${i}`));
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(json, '');
  return errors;
}
