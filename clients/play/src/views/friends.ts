// Friends on the home screen (SVC-FRIENDS): the people the user follows,
// each with whether they are online, a button to challenge them to a duel
// of La Revancha (a private lobby with them invited) and one to stop
// following. People are followed from a lobby's seats (`followButton`).
import type { Schema } from "@teg/client";
import { client } from "../auth.js";
import { h, replace } from "../dom.js";
import type { ProblemBanner } from "../game/problem.js";
import { t } from "../i18n.js";
import { navigate } from "../router.js";

type Friend = Schema<"Friend">;

export interface FriendsPanel {
  readonly el: HTMLElement;
  load(): Promise<void>;
}

export function friendsPanel(problem: ProblemBanner): FriendsPanel {
  const list = h("ul", { id: "friends", class: "list" });
  const el = h("section", { class: "panel" }, h("h2", null, t("friends")), list);

  const act = async (button: HTMLButtonElement, f: () => Promise<unknown>) => {
    button.disabled = true;
    try {
      await f();
      problem.hide();
    } catch (e) {
      problem.show(e);
      button.disabled = false;
    }
  };

  function item(friend: Friend): HTMLElement {
    const challenge = h("button", { type: "button", "data-action": "challenge", class: "primary" }, t("challenge"));
    const unfollow = h("button", { type: "button", "data-action": "unfollow", class: "secondary" }, t("unfollow"));
    challenge.addEventListener("click", () =>
      void act(challenge, async () => {
        const { data } = await client.api.POST("/v1/challenges", { body: { to: friend.id } });
        if (data) navigate(`/play/game/${encodeURIComponent(data.game_id)}`);
      }),
    );
    unfollow.addEventListener("click", () =>
      void act(unfollow, async () => {
        await client.api.DELETE("/v1/me/following/{id}", { params: { path: { id: friend.id } } });
        await load();
      }),
    );
    const presence = friend.online ? t("online") : t("offline");
    return h(
      "li",
      { "data-user-id": friend.id, "data-online": friend.online ? "true" : "false" },
      h("span", null, h("span", { class: `presence ${friend.online ? "on" : "off"}`, "aria-hidden": "true" }), friend.display_name, h("small", null, ` · ${presence}`)),
      h("span", { class: "buttons" }, challenge, unfollow),
    );
  }

  async function load(): Promise<void> {
    const { data } = await client.api.GET("/v1/me/following");
    const friends = data?.users ?? [];
    replace(list, ...(friends.length ? friends.map(item) : [h("li", { class: "empty" }, t("no_friends"))]));
  }

  return { el, load };
}

/** A lobby seat's "Follow" button for another person: says "Following" once done. */
export function followButton(userId: string, problem: ProblemBanner): HTMLButtonElement {
  const button = h("button", { type: "button", "data-action": "follow", class: "secondary" }, t("follow"));
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      await client.api.PUT("/v1/me/following/{id}", { params: { path: { id: userId } } });
      button.textContent = t("following");
      problem.hide();
    } catch (e) {
      problem.show(e);
      button.disabled = false;
    }
  });
  return button;
}
