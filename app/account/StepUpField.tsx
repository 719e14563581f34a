import { StepUpInput } from '~/accounts/StepUpInput';
import { useT } from '~/i18n/translate';
import type { AccountActionData, Intent } from './accountForm';

/** The proof an account form's action asked for (docs/decisions/0053), in that form. */
export function StepUpField({ actionData, intent, alertId }: { actionData: AccountActionData | undefined; intent: Intent; alertId: string }) {
  const t = useT();
  if (actionData?.intent !== intent || !actionData.stepUp) return null;
  const kind = actionData.stepUp;
  return (
    <StepUpInput
      kind={kind}
      id={`${intent}-step-up`}
      label={t(kind === 'code' ? 'myaccount_stepup_code' : 'myaccount_stepup_password')}
      alertId={alertId}
      autoFocus
      passkey={actionData.stepUpPasskey ? { label: t('myaccount_stepup_passkey'), failed: t('myaccount_stepup_passkey_failed') } : null}
    />
  );
}
