// What the declared workflows derive (scripts/workflows, docs/workflow.md): the checked-in fragments,
// entity enums and diagrams are the declarations' (schemas:check fails otherwise), a new state reaches all
// of them through the declaration alone, and the screen checks refuse status colours and buttons restated
// by hand.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declareWorkflow, type AnyWorkflow } from '../../api/server/core';
import { orderFlow } from '../../api/server/modules/indent';
import { payFlow } from '../../api/server/modules/payment/workflow';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { answersOf, catalogue } from '../../api/catalogue';
import { endings, progressBlock, statusTones } from '../../scripts/workflows/derive';
import { declaredWorkflows, staleOutputs, workflowOutputs } from '../../scripts/workflows/outputs';
import { checkCopiedTones, checkDerivedButtons, checkDerivedTones } from '../../scripts/workflows/check';

const json = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;

describe('the declared documents', () => {
  it('are the ones the modules list: orders (indent), payments, after-sales, invoices, coupons, settlements, certifications, account audits, platform joins, complaints and shops (online and offline)', () => {
    expect(declaredWorkflows().map((d) => [d.module, d.wf.decl.document, d.source])).toEqual([
      ['indent', 'order', 'api/server/modules/indent/workflow.ts'],
      ['payment', 'payment', 'api/server/modules/payment/workflow.ts'],
      ['aftersale', 'after-sale', 'api/server/modules/aftersale/workflow.ts'],
      ['invoice', 'invoice', 'api/server/modules/invoice/workflow.ts'],
      ['coupon', 'coupon', 'api/server/modules/coupon/workflow.ts'],
      ['coupon', 'user-coupon', 'api/server/modules/coupon/workflow.ts'],
      ['settlement', 'settlement', 'api/server/modules/settlement/workflow.ts'],
      ['certify', 'certification', 'api/server/modules/certify/workflow.ts'],
      ['approval', 'member-audit', 'api/server/modules/approval/workflow.ts'],
      ['join', 'platform-join', 'api/server/modules/join/workflow.ts'],
      ['complaint', 'complaint', 'api/server/modules/complaint/workflow.ts'],
      ['shop', 'shop', 'api/server/modules/shop/workflow.ts'],
      ['shop', 'offline-shop', 'api/server/modules/shop/workflow.ts'],
    ]);
  });

  it('have every derived file up to date (npm run workflows:gen)', () => {
    expect(staleOutputs().map((o) => o.file)).toEqual([]);
    const files = workflowOutputs().map((o) => o.file);
    for (const f of ['schemas/fragments/order-status-tones.json', 'schemas/fragments/order-progress.json', 'docs/diagrams/order.md', 'schemas/entities/order.json']) {
      expect(files).toContain(f);
    }
  });

  it('give the screens the declared colours, enum and steps', () => {
    expect(json('schemas/fragments/order-status-tones.json')).toEqual(statusTones(orderFlow as unknown as AnyWorkflow));
    expect(json('schemas/fragments/order-status-tones.json')['91']).toBe('danger');
    expect(json('schemas/fragments/payment-status-tones.json')).toEqual(statusTones(payFlow as unknown as AnyWorkflow));
    const order = json('schemas/entities/order.json') as { properties: { status: { enum: string[] } } };
    expect(order.properties.status.enum).toEqual(Object.values(orderFlow.decl.states).map((s) => String(s.code)));
    expect(endings(orderFlow as unknown as AnyWorkflow)).toEqual({ done: ['50'], failed: ['90', '91'] });
    const progress = json('schemas/fragments/order-progress.json') as { steps: { label: string; values: string[] }[]; paths: { when: string }[] };
    expect(progress.steps.map((s) => s.label)).toEqual(['提交订单', '卖家确认', '买家付款', '卖家发货', '买家收货', '交易完成']);
    expect(progress.steps[1]!.values).toEqual(['10', '15']);
    expect(progress.paths.map((p) => p.when)).toEqual(['= data.goodsFirst', '= data.instalmentPlan']);
    expect(progress).toMatchObject({ current: '= data.status', done: "= data.status == '50'", failed: "= in(data.status, ['90', '91'])" });
    expect(progressBlock(payFlow as unknown as AnyWorkflow, 'status')).toBeUndefined();
  });

  it('draw the order state diagram from the declaration (docs/diagrams/order.md)', () => {
    const md = readFileSync('docs/diagrams/order.md', 'utf8');
    expect(md).toContain('stateDiagram-v2');
    expect(md).toContain('state "待卖家确认 10" as awaitingSeller');
    expect(md).toContain('awaitingPayment --> cancelled : 取消订单（买家） / 超时取消（系统）');
    expect(md).toContain('completed --> [*]');
  });
});

describe('adding a state is one declaration', () => {
  const d = orderFlow.decl;
  const disputed = declareWorkflow({
    ...d,
    states: { ...d.states, disputed: { code: 60, name: '纠纷处理中', tone: 'danger' } },
    moves: { ...d.moves, dispute: { name: '发起纠纷', from: ['delivered'], to: ['disputed'], who: ['buyer'] }, settle: { name: '纠纷结案', from: ['disputed'], to: ['completed'], who: ['platform'] } },
  }) as unknown as AnyWorkflow;
  const outputs = workflowOutputs([{ module: 'indent', source: 'api/server/modules/indent/workflow.ts', wf: disputed }]);
  const text = (file: string) => outputs.find((o) => o.file === file)!.text;

  it('the colours, the entity enum and the diagram follow; the steps stay', () => {
    expect(JSON.parse(text('schemas/fragments/order-status-tones.json'))['60']).toBe('danger');
    expect(JSON.parse(text('schemas/entities/order.json')).properties.status.enum).toContain('60');
    expect(text('docs/diagrams/order.md')).toContain('delivered --> disputed : 发起纠纷（买家）');
    expect(text('docs/diagrams/order.md')).toContain('disputed --> completed : 纠纷结案（平台）');
    // schemas:check names exactly what is now stale.
    expect(staleOutputs(outputs).map((o) => o.file).sort()).toEqual(['docs/diagrams/order.md', 'schemas/entities/order.json', 'schemas/fragments/order-status-tones.json']);
  });
});

describe('the screen checks', () => {
  const { entities } = loadSchemaFiles('schemas');
  const declared = declaredWorkflows();
  const screen = (tones: unknown, visible: unknown) => ({
    file: 'schemas/x/orders.json',
    json: {
      kind: 'list', entity: 'order', data: { call: 'indent.sellerPage' },
      columns: ['orderNo', { field: 'status', tones }],
      rowActions: [{ id: 'agree', label: '同意', call: 'indent.agree', access: { visible } }],
    },
  });
  const served = { in: ['agree', { var: 'row.actions' }] };
  const restated = { and: [{ '==': [{ var: 'row.status' }, '10'] }, { '!': { var: 'row.frozen' } }] };

  it('refuse status colours other than the declaration, with file and pointer', () => {
    const errors = checkDerivedTones([screen({ '10': 'warning', '50': 'success' }, served)], entities, declared);
    expect(errors.map((e) => [e.file, e.pointer])).toEqual([['schemas/x/orders.json', '/columns/1/tones']]);
    expect(errors[0]!.message).toContain('"$use": "order-status-tones"');
    expect(checkDerivedTones([screen(json('schemas/fragments/order-status-tones.json'), served)], entities, declared)).toEqual([]);
  });

  it('refuse a button decided by the status where the call serves the moves; accept one decided by them', () => {
    const answers = answersOf(catalogue);
    expect(answers['indent.sellerPage']).toContain('actions');
    const errors = checkDerivedButtons([screen(undefined, restated)], entities, declared, answers);
    expect(errors.map((e) => e.pointer)).toEqual(['/rowActions/0/access/visible']);
    expect(errors[0]!.message).toContain("in('<move>', row.actions)");
    expect(checkDerivedButtons([screen(undefined, served)], entities, declared, answers)).toEqual([]);
    // A button that only navigates may choose its page by the status.
    const nav = screen(undefined, restated);
    nav.json.rowActions = [{ id: 'look', label: '查看', navigate: { route: 'SaleOrderDetail' }, access: { visible: restated } } as never];
    expect(checkDerivedButtons([nav], entities, declared, answers)).toEqual([]);
  });

  it('refuse a colour map copied by hand instead of $use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wf-check-'));
    mkdirSync(join(dir, 'seller'));
    writeFileSync(join(dir, 'seller', 'a.json'), JSON.stringify({ columns: [{ field: 'status', tones: statusTones(payFlow as unknown as AnyWorkflow) }] }));
    writeFileSync(join(dir, 'seller', 'b.json'), JSON.stringify({ columns: [{ field: 'status', tones: { $use: 'payment-status-tones' } }] }));
    const errors = checkCopiedTones(dir, declared);
    expect(errors.map((e) => [e.file.endsWith('a.json'), e.pointer])).toEqual([[true, '/columns/0/tones']]);
    expect(errors[0]!.message).toContain('payment-status-tones');
    expect(checkCopiedTones('schemas', declared)).toEqual([]);
  });

  it('find nothing restated in the product screens', () => {
    const { screens } = loadSchemaFiles('schemas');
    expect(checkDerivedTones(screens, entities, declared)).toEqual([]);
    expect(checkDerivedButtons(screens, entities, declared, answersOf(catalogue))).toEqual([]);
  });
});
