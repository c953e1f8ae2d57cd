import { useMutation } from "@tanstack/react-query";
import { logout } from "../../kit/api/accounts";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";

/** Logs out, then leaves for the landing host with a full page load (spec 1, section 4). */
export function useLogout() {
  const { landingUrl } = useAppConfig();
  const showError = useShowError();
  const { t } = useI18n();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => window.location.assign(landingUrl),
    onError: (error) => showError(error, t.errors.logoutFailed),
  });
}
