/**
 * One guest's "yes" to the starter page's RSVP (form `rsvp-1`: name, attending, food), sent
 * over real HTTP to a spawned server as a browser does: a post key first, then the answer.
 * The answer's response, for tests that count what a process acknowledged.
 */
export async function postYesOverHttp(base: string, siteId: string, name: string): Promise<Response> {
  const keyResponse = await fetch(`${base}/api/rsvps/post-key`);
  if (keyResponse.status !== 200) return keyResponse;
  const { key } = (await keyResponse.json()) as { key: string };
  const body = {
    guests: [{ formElements: [
      { formElement: { id: "name" }, value: name, selectedOption: null },
      { formElement: { id: "attending" }, value: "", selectedOption: "yes" },
      { formElement: { id: "food" }, value: "", selectedOption: null },
    ] }],
    language: "sv",
    postKey: key,
    formId: "rsvp-1",
    formTitle: "OSA",
  };
  return fetch(`${base}/api/rsvps/${siteId}/v4/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
