// Spec 2.11 user area: workbench / industry portal button, messages, avatar, username, first role, and a
// dropdown to switch enterprise and log out.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { openExternal } from '../../api/client';
import { canAtom, loadSwitchableAccounts, unifiedAtom, useServices } from '../app';
import { userAreaModel } from '../menus/user-area';
import { MSG } from '../messages';
import { generalLoginAtom, noticeDotAtom, rolesAtom, tntIdAtom, unreadCountAtom, userInfoAtom, type EnterpriseAccount } from '../session';
import { Avatar } from '../../engine/ui/Avatar';
import * as icons from '../../engine/ui/icons';
import { MessagesDrawer } from './MessagesDrawer';

export function UserArea() {
  const { actions, client, config } = useServices();
  const model = userAreaModel({
    user: useAtomValue(userInfoAtom),
    roles: useAtomValue(rolesAtom),
    unified: useAtomValue(unifiedAtom),
    generalLogin: useAtomValue(generalLoginAtom),
    tntId: useAtomValue(tntIdAtom),
    can: useAtomValue(canAtom),
  });
  const unread = useAtomValue(unreadCountAtom);
  const noticeDot = useAtomValue(noticeDotAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [accounts, setAccounts] = useState<EnterpriseAccount[] | null>(null);

  const openMenu = () => {
    setMenuOpen(true);
    if (model.canSwitchEnterprise && accounts === null) {
      loadSwitchableAccounts((key, payload, o) => client.call(key, payload, o)).then(setAccounts, () => setAccounts([]));
    }
  };

  return (
    <div className="scpr-user">
      {model.showWorkbench && (
        <button type="button" className="scpr-button" onClick={() => void actions.goToWorkbench().catch(() => undefined)}>
          {MSG.header.workbench}
        </button>
      )}
      {model.showIndustryPortal && config.industryPortalUrl && (
        <button type="button" className="scpr-button" onClick={() => openExternal(config.industryPortalUrl, {})}>
          {MSG.header.industryPortal}
        </button>
      )}
      {model.showMessages && (
        <button type="button" className={`scpr-link scpr-header__action${unread > 0 && noticeDot === 1 ? ' scpr-dot' : ''}`} onClick={() => setDrawerOpen(true)}>
          <icons.Bell size={16} aria-hidden="true" />
          {MSG.header.messages}
        </button>
      )}
      <div className="scpr-menu-item" onMouseEnter={openMenu} onMouseLeave={() => setMenuOpen(false)}>
        <button type="button" className="scpr-link scpr-user" aria-haspopup="menu" aria-expanded={menuOpen} onClick={openMenu}>
          <Avatar src={model.avatar || undefined} name={model.name} size={32} />
          <span className="scpr-user__who">
            <span>{model.name}</span>
            {model.role && <span className="scpr-user__role">{model.role}</span>}
          </span>
        </button>
        {menuOpen && (
          <ul className="scpr-dropdown" role="menu" style={{ left: 'auto', right: 0 }}>
            {model.canSwitchEnterprise &&
              (accounts ?? []).map((a) => (
                <li key={a.accountId} role="none">
                  <button type="button" role="menuitem" className="scpr-link" onClick={() => void actions.switchEnterprise(a.accountId).catch(() => undefined)}>
                    {MSG.header.switchEnterprise}：{a.companyNm ?? a.accountId}
                  </button>
                </li>
              ))}
            <li role="none">
              <button type="button" role="menuitem" className="scpr-link" onClick={() => void actions.logout()}>
                {MSG.header.logout}
              </button>
            </li>
          </ul>
        )}
      </div>
      {drawerOpen && <MessagesDrawer onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}
