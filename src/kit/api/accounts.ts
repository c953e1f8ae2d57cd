/** The account calls of spec 1, section 7. */

import { useQuery } from "@tanstack/react-query";
import type { AccountResponse, LoginPayload, MeResponse, RegisterPayload } from "../../domain/accounts";
import { api } from "./client";
import { sitePath } from "./paths";

export const ME_QUERY_KEY = ["me"] as const;

/** The logged-in owner; `enabled: false` where no account is needed (quick start), so no call is made. */
export function useMe({ enabled = true } = {}) {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => api.get<MeResponse>("/api/accounts/me/"), retry: false, enabled });
}

export const login = (payload: LoginPayload) => api.post<MeResponse>("/api/accounts/login/", payload);
/** Creates the account, logs it in, and makes its site: from `site.document` when quick start sends one. */
export const register = (payload: RegisterPayload) => api.post<MeResponse>("/api/accounts/register/", payload);
export const logout = () => api.post<object>("/api/accounts/logout/");
export const requestPasswordReset = (mail: string) => api.post<{ mail: string }>("/api/accounts/reset-password/", { mail });
export const setNewPassword = (token: string, password: string) => api.put<object>("/api/accounts/reset-password/", { token, password });

export function useSiteAccount(siteId: string) {
  return useQuery({ queryKey: ["sites", siteId, "account"], queryFn: () => api.get<AccountResponse>(`${sitePath(siteId)}/account/`) });
}
