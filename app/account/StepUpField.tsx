import { PASSWORD_MAX } from '~/accounts/validation';
import { useT } from '~/i18n/translate';
import type { AccountActionData, Intent } from './accountForm';

/**
 * The proof a sensitive action asked for (docs/decisions/0053), inside that action's own form: the
 * form is sent again with what was typed and this field, no script needed.
 */
export function StepUpField({ actionData, intent, alertId }: { actionData: AccountActionData | undefined; intent: Intent; alertId: string }) {
  const t = useT();
  if (actionData?.intent !== intent || !actionData.stepUp) return null;
  const id = `${intent}-step-up`;
  return actionData.stepUp === 'code' ? (
    <div className="field">
      <label htmlFor={id}>{t('myaccount_stepup_code')}</label>
      <input
        id={id}
        name="stepUpCode"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={40}
        dir="ltr"
        autoFocus
        aria-describedby={alertId}
      />
    </div>
  ) : (
    <div className="field">
      <label htmlFor={id}>{t('myaccount_stepup_password')}</label>
      <input
        id={id}
        name="stepUpPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        autoFocus
        aria-describedby={alertId}
      />
    </div>
  );
}
