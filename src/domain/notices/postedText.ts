/** When a notice was posted, as the banner says it ("Skickat {time}"): weekday and time in the site's zone. Zod-free: the banner's script imports it. */
export function noticePostedText(postedAt: string, template: string, language: string, timeZone?: string): string {
  const time = new Intl.DateTimeFormat(language, { weekday: "short", hour: "2-digit", minute: "2-digit", timeZone });
  return template.replace("{time}", time.format(new Date(postedAt)));
}
