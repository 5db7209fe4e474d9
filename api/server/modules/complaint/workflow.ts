// The complaint document (issue 32 item 4, DOMAIN.md "Complaints"): a member complains about an order or an
// enterprise; the platform (the tenant admin) accepts it or refuses it as out of scope, replies in a thread
// the complainant may add to, and closes it with a result; the complainant withdraws it while it is open.
// A reply or an addition is a move from "accepted" to itself: the history says who wrote when, the buttons
// come from the table, and listeners (the notice sent to the complainant) hear it like any other move.
import { declareWorkflow } from '../../core';

export const complaintFlow = declareWorkflow({
  document: 'complaint',
  title: '投诉',
  roles: { complainant: '投诉人', platform: '平台', system: '系统' },
  states: {
    submitted: { code: '10', name: '待受理', tone: 'warning' },
    accepted: { code: '20', name: '处理中', tone: 'primary' },
    closed: { code: '40', name: '已结案', tone: 'success' },
    withdrawn: { code: '91', name: '已撤回', tone: 'default' },
    refused: { code: '92', name: '不予受理', tone: 'danger' },
  },
  initial: 'submitted',
  final: ['closed', 'withdrawn', 'refused'],
  moves: {
    accept: { name: '受理投诉', from: ['submitted'], to: ['accepted'], who: ['platform'], call: 'complaint.accept' },
    refuse: { name: '不予受理', from: ['submitted'], to: ['refused'], who: ['platform'], call: 'complaint.refuse' },
    reply: { name: '平台回复', from: ['accepted'], to: ['accepted'], who: ['platform'], call: 'complaint.reply' },
    append: { name: '补充说明', from: ['accepted'], to: ['accepted'], who: ['complainant'], call: 'complaint.append' },
    close: { name: '结案', from: ['accepted'], to: ['closed'], who: ['platform'], call: 'complaint.close' },
    withdraw: { name: '撤回投诉', from: ['submitted', 'accepted'], to: ['withdrawn'], who: ['complainant'], call: 'complaint.withdraw' },
  },
  events: { create: '提交投诉' },
  codeLists: { states: 'COMPLAINT_STATUS', moves: 'COMPLAINT_MOVE' },
  progress: [
    {
      steps: [
        { label: '提交投诉', states: [] },
        { label: '平台受理', states: ['submitted'] },
        { label: '处理回复', states: ['accepted'] },
        { label: '结案', states: [] },
      ],
    },
  ],
});

export type ComplaintFlow = typeof complaintFlow;
export type ComplaintState = keyof ComplaintFlow['decl']['states'];
export type ComplaintMove = keyof ComplaintFlow['decl']['moves'];
export type ComplaintRole = keyof ComplaintFlow['decl']['roles'];
export type ComplaintStatus = ComplaintFlow['decl']['states'][ComplaintState]['code'];

/** Open complaints (the home tile counts them): submitted or accepted. */
export const OPEN: readonly ComplaintState[] = ['submitted', 'accepted'];

/** What a complaint is about (code list COMPLAINT_TARGET). */
export const TARGET = { order: '1', enterprise: '2' } as const;
