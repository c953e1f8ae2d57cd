import { api } from "../../kit/api/client";

/** The button of the page a new form recipient's mailed link opens. */
export const confirmRecipient = (token: string) => api.post<{ mail: string }>("/api/recipient-confirmations/", { token });
