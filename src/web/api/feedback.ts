import type { FeedbackPayload } from "../../domain/accounts";
import { api } from "../../kit/api/client";

export const sendFeedback = (payload: FeedbackPayload) => api.post<object>("/api/feedback/", payload);
