// Spec 6 and 9: the version-update notice. Shown once to a logged-in user holding showVersionUpdate whose
// stored version (local storage appVersion) is not this app's (20220326); closing it stores the version,
// so it does not come back, on this page or after a reload or another login in this browser.
import { useAtom, useAtomValue } from 'jotai';
import { Button, Modal } from '../../engine';
import { canAtom } from '../app';
import { PERMISSION } from '../menus';
import { MSG } from '../messages';
import { APP_VERSION, isLoginAtom, seenAppVersionAtom, shouldShowVersionNotice } from '../session';

export function VersionNotice() {
  const loggedIn = useAtomValue(isLoginAtom);
  const allowed = useAtomValue(canAtom)(PERMISSION.showVersionUpdate);
  const [seen, setSeen] = useAtom(seenAppVersionAtom);
  const open = loggedIn && shouldShowVersionNotice(seen, allowed);
  const dismiss = () => setSeen(APP_VERSION);
  return (
    <Modal
      open={open}
      title={MSG.versionNotice.title}
      onClose={dismiss}
      width={480}
      footer={
        <Button tone="primary" onClick={dismiss}>
          {MSG.versionNotice.ok}
        </Button>
      }
    >
      <p>{MSG.versionNotice.body(APP_VERSION)}</p>
    </Modal>
  );
}
