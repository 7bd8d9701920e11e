import { graphql, useFragment } from 'react-relay';
import type { AccountSettingsPanel_viewer$key } from './__generated__/AccountSettingsPanel_viewer.graphql';
import { ChangeEmailSection } from './ChangeEmailSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DataExportSection } from './DataExportSection';
import { EmailNotificationSettings } from './EmailNotificationSettings';
import { useLeaveSession } from './useLeaveSession';
import { SettingsSection } from './SettingsSection';
import styles from './AccountSettingsPanel.module.css';

// The editor's page spreads this fragment in its query and shows the panel on
// /ControlPanel/configuracion.
const fragment = graphql`
  fragment AccountSettingsPanel_viewer on User {
    email
    signsInWithGoogle
  }
`;

/**
 * Account settings (part 2 §2 'Account settings'): password, email, notification mails
 * (issue 22), logout, deletion.
 */
export function AccountSettingsPanel({ viewer }: { viewer: AccountSettingsPanel_viewer$key }) {
  const { email, signsInWithGoogle } = useFragment(fragment, viewer);
  const google = signsInWithGoogle === true;
  return (
    <div className={styles.panel}>
      <ChangePasswordSection signsInWithGoogle={google} />
      <ChangeEmailSection email={email ?? null} signsInWithGoogle={google} />
      <EmailNotificationSettings />
      <DataExportSection />
      <LogoutSection />
      <DeleteAccountSection signsInWithGoogle={google} />
    </div>
  );
}

/** 'Cerrar sesión': as the shell's menu, the session ends and the user lands on /. */
function LogoutSection() {
  const leave = useLeaveSession();
  return (
    <SettingsSection title="Sesión">
      <button type="button" className={styles.secondary} onClick={() => void leave()}>
        Cerrar sesión
      </button>
    </SettingsSection>
  );
}
