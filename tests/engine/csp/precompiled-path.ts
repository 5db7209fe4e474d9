// Run by tests/engine/csp.test.ts under `node --disallow-code-generation-from-strings`, the Node twin
// of a Content-Security-Policy without 'unsafe-eval': eval and new Function throw. It loads the
// precompiled validators of an entity and runs the browser's form validation path with them.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { deriveForm } from '../../../engine/render/form/derive';
import { precompiledSchemaValidator } from '../../../engine/render/form/schema-validator';
import { validateFields } from '../../../engine/render/form/validate';
import { rjsfValidator } from '../../../engine/render/form/rjsf/rjsf-validator';
import { normalize } from '../../../engine/schema/normalize';
import { resolveEntity } from '../../../engine/schema/entity';
import type { FormBody } from '../../../engine/schema/types';
import type { ValidatorFunctions } from '../../../engine/render/context';

const [modulePath] = process.argv.slice(2);
const probe = (f: () => unknown) => {
  try {
    f();
    return 'allowed';
  } catch (e) {
    return (e as Error).name;
  }
};
// This probe is the point of the script: it must see eval refused.
// eslint-disable-next-line no-eval
const evalBlocked = probe(() => eval('1'));
// eslint-disable-next-line no-new-func
const functionBlocked = probe(() => new Function('return 1'));

const fns = (await import(pathToFileURL(modulePath!).href)).default as ValidatorFunctions;
const read = (p: string) => JSON.parse(readFileSync(`tests/engine/fixtures/${p}`, 'utf8'));
const entities = { goods: read('entities/goods.json'), notice: read('entities/notice.json') };
const screen = normalize(read('screens/seller/goods-edit.json')) as FormBody & { kind: string };
const form = deriveForm(screen, resolveEntity('goods', entities));
const sv = precompiledSchemaValidator(fns);
const bad = { goodsName: '', price: '12.345', stock: 123456789012, status: '1', contactMobile: '12800000000', supplierCreditCode: '91350100M000100Y44', onShelfDate: '2024-02-30' };
const good = { goodsName: '红枣', price: '12.34', stock: 3, status: '1', contactMobile: '13800000000', supplierCreditCode: '91350100M000100Y43', onShelfDate: '2024-02-29' };
const rjsf = rjsfValidator(sv);
console.log(
  JSON.stringify({
    evalBlocked,
    functionBlocked,
    bad: validateFields(form, bad, form.fields, sv),
    good: validateFields(form, good, form.fields, sv),
    // rjsf's own question (matching a oneOf option), answered by a precompiled function.
    option: rjsf.isValid(form.fieldSchemas.category!.oneOf![2] as never, 'herb', form.schema),
  }),
);
