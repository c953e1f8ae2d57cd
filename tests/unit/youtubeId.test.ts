import { describe, expect, it } from "vitest";
import { youtubeId } from "../../src/modules/video/youtubeId";

const ID = "dQw4w9WgXcQ";

describe("youtubeId", () => {
  it.each([
    ["watch?v=", `https://www.youtube.com/watch?v=${ID}`],
    ["watch?v= with more parameters", `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    ["watch? with v= not first", `https://www.youtube.com/watch?feature=player_embedded&v=${ID}`],
    ["watch without www and scheme", `youtube.com/watch?v=${ID}`],
    ["http", `http://www.youtube.com/watch?v=${ID}`],
    ["m.youtube.com", `https://m.youtube.com/watch?v=${ID}`],
    ["youtu.be/", `https://youtu.be/${ID}`],
    ["youtu.be/ with a share parameter", `https://youtu.be/${ID}?si=abcDEF123&t=10`],
    ["youtu.be without scheme", `youtu.be/${ID}`],
    ["embed/", `https://www.youtube.com/embed/${ID}`],
    ["embed/ with parameters", `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`],
    ["privacy-enhanced embed/", `https://www.youtube-nocookie.com/embed/${ID}`],
    ["v/", `https://www.youtube.com/v/${ID}?version=3`],
    ["/u/ in a channel link's fragment", `http://www.youtube.com/user/SomeChannel#p/u/1/${ID}`],
    ["/u/ with a longer index", `https://www.youtube.com/user/SomeChannel#p/u/11/${ID}?rel=0`],
    ["shorts/", `https://www.youtube.com/shorts/${ID}`],
    ["shorts/ on m.youtube.com", `https://m.youtube.com/shorts/${ID}?feature=share`],
    ["live/", `https://www.youtube.com/live/${ID}`],
    ["surrounding spaces", `  https://youtu.be/${ID}  `],
    ["an id with - and _", "https://youtu.be/a-b_c-d_e-f"],
  ])("reads the %s form", (_form, address) => {
    expect(youtubeId(address)).toBe(address.includes("a-b_c") ? "a-b_c-d_e-f" : ID);
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["an empty text", ""],
    ["spaces", "   "],
    ["a bare id", ID],
    ["words", "my wedding video"],
    ["a YouTube address without a video", "https://www.youtube.com/"],
    ["a channel page", "https://www.youtube.com/@SomeChannel"],
    ["watch without v", "https://www.youtube.com/watch?list=PL123"],
    ["an id too short", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["an id too long", "https://youtu.be/dQw4w9WgXcQQ"],
    ["an id with other characters", "https://www.youtube.com/embed/dQw4w9WgX!Q"],
    ["another host", `https://vimeo.com/v/${ID}`],
    ["a look-alike host", `https://youtube.com.example.org/watch?v=${ID}`],
    ["another scheme", `javascript:alert("https://youtu.be/${ID}")`],
    ["a broken address", "https://"],
  ])("gives null for %s", (_case, address) => {
    expect(youtubeId(address)).toBeNull();
  });
});
