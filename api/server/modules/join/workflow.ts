// The platform join (issue 32 item 2, spec 7): an enterprise of the public back office applies to join an
// industry platform; the platform's admin approves or refuses it; the applicant may cancel while it waits.
import { declareWorkflow } from '../../core';

export const joinFlow = declareWorkflow({
  document: 'platform-join',
  title: '入驻申请',
  roles: { applicant: '申请企业', platform: '平台', system: '系统' },
  states: {
    applying: { code: '1', name: '申请中', tone: 'warning' },
    joined: { code: '2', name: '已入驻', tone: 'success' },
    refused: { code: '3', name: '已驳回', tone: 'danger' },
    cancelled: { code: '4', name: '已撤销', tone: 'default' },
  },
  initial: 'applying',
  final: ['joined', 'refused', 'cancelled'],
  moves: {
    cancel: { name: '撤销申请', from: ['applying'], to: ['cancelled'], who: ['applicant'], call: 'join.cancel' },
    approve: { name: '同意入驻', from: ['applying'], to: ['joined'], who: ['platform'], call: 'join.approve' },
    refuse: { name: '驳回入驻', from: ['applying'], to: ['refused'], who: ['platform'], call: 'join.refuse' },
  },
  events: { apply: '申请入驻' },
  codeLists: { states: 'JOIN_STATUS', moves: 'JOIN_MOVE' },
});

export type JoinState = keyof (typeof joinFlow)['decl']['states'];
export type JoinRole = keyof (typeof joinFlow)['decl']['roles'];
export type JoinStatus = (typeof joinFlow)['decl']['states'][JoinState]['code'];
