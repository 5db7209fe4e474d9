// Code lists of organisation and roles: whose a role is.
import type { CodeLists } from '../../core';

export const organCodes = {
  ROLE_SCOPE: [['1', '平台角色'], ['2', '企业角色']],
} satisfies CodeLists;
