import { photoWork, type PhotoJob } from "./photoWork";

/**
 * The photo process (photoProcess.ts starts it): makes one finished upload per message into its
 * files on disk and answers where they are. It ends with the app process that started it.
 */
process.on("message", (job: PhotoJob & { id: number }) => {
  void photoWork(job)
    .catch((error: unknown) => ({ failed: String(error) }))
    .then((answer) => process.send!({ id: job.id, answer }));
});
process.on("disconnect", () => process.exit(0));
