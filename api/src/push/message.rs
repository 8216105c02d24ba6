//! What one push says and how the push service should treat it (SVC-PUSH),
//! from a notice of the user's feed: the payload (the notice as the feed
//! shows it, plus `title`, `body` and `url` in the user's language), and the
//! RFC 8030 headers: `TTL` (no longer than a turn's deadline), `Urgency`,
//! and `Topic` (one per game for `your_turn`, so a newer one replaces an
//! older one still waiting at the push service). Also when quiet hours end.
//! Pure: the sender does the IO.

use sha2::Digest as _;

use crate::adapters::db::{Quiet, StoredNotice};
use crate::language::Language;

/// The notice types a subscription is sent unless it names others: the ones
/// that matter to a player away from the app.
pub const DEFAULT_NOTICES: [&str; 7] = [
    "your_turn",
    "invited",
    "match_found",
    "game_finished",
    "game_paused",
    "game_aborted",
    "session_revoked",
];

/// Every notice type a subscription may ask for.
pub const ALL_NOTICES: [&str; 14] = [
    "your_turn",
    "game_started",
    "game_finished",
    "invited",
    "invitation_answered",
    "rematch_offered",
    "match_found",
    "tournament_round",
    "game_paused",
    "game_resumed",
    "game_aborted",
    "session_revoked",
    "whisper",
    "followed",
];

/// How long a push waits at the push service for a device that is off,
/// when nothing shorter applies: a day.
pub const DEFAULT_TTL_S: i64 = 24 * 3_600;
/// The longest TTL asked for: four weeks (push services cap it anyway).
const MOST_TTL_S: i64 = 28 * 24 * 3_600;

/// One push, ready to encrypt and send.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// The payload, JSON text.
    pub payload: String,
    /// `TTL`, seconds.
    pub ttl_s: i64,
    /// `Urgency`: `very-low`, `low`, `normal` or `high`.
    pub urgency: &'static str,
    /// `Topic`, if one (at most 32 base64url characters).
    pub topic: Option<String>,
}

/// Whether a notice can still be pushed: `None` when a `your_turn`'s
/// deadline has passed (nobody can act on it any more).
#[must_use]
pub fn message(notice: &StoredNotice, language: Language, now_ms: i64) -> Option<Message> {
    let shown = crate::notice::notice(
        (notice.id, &notice.kind),
        notice.game_id.as_deref(),
        notice.at_ms,
        &notice.payload,
    );
    let deadline_ms = shown.get("deadline_ms").and_then(serde_json::Value::as_i64);
    let ttl_s = match deadline_ms {
        Some(deadline) if notice.kind == "your_turn" => {
            let left = (deadline - now_ms) / 1_000;
            if left <= 0 {
                return None;
            }
            left.min(MOST_TTL_S)
        }
        _ => DEFAULT_TTL_S,
    };
    let (title, body) = words(&notice.kind, language);
    let url = notice.game_id.as_ref().map_or("/play".to_owned(), |g| format!("/play/games/{g}"));
    let mut payload = shown;
    if let Some(fields) = payload.as_object_mut() {
        fields.insert("title".to_owned(), title.into());
        fields.insert("body".to_owned(), body.into());
        fields.insert("url".to_owned(), url.into());
    }
    let urgent = matches!(notice.kind.as_str(), "your_turn" | "match_found" | "session_revoked");
    let topic = (notice.kind == "your_turn")
        .then(|| notice.game_id.as_deref().map(|g| topic(&format!("your_turn:{g}"))))
        .flatten();
    Some(Message {
        payload: payload.to_string(),
        ttl_s,
        urgency: if urgent { "high" } else { "normal" },
        topic,
    })
}

/// A `Topic` for a key: 32 hex characters of its SHA-256 (hex is within the
/// URL-safe base64 alphabet RFC 8030 asks for).
fn topic(key: &str) -> String {
    let digest = sha2::Sha256::digest(key.as_bytes());
    domain::rng::hex(&digest[..16])
}

/// The notification's title and text in `language`.
fn words(kind: &str, language: Language) -> (&'static str, &'static str) {
    use Language::{En, Es, It};
    match (kind, language) {
        ("your_turn", En) => ("Your turn", "It is your turn to play."),
        ("your_turn", Es) => ("Tu turno", "Te toca jugar."),
        ("your_turn", It) => ("Tocca a te", "È il tuo turno di gioco."),
        ("game_started", En) => ("Game started", "A game you sit in has begun."),
        ("game_started", Es) => ("Empezó la partida", "Empezó una partida en la que jugás."),
        ("game_started", It) => ("Partita iniziata", "È iniziata una partita in cui giochi."),
        ("game_finished", En) => ("Game over", "A game you played has ended."),
        ("game_finished", Es) => ("Terminó la partida", "Terminó una partida que jugaste."),
        ("game_finished", It) => ("Partita finita", "È finita una partita che hai giocato."),
        ("invited", En) => ("Invitation", "You were invited to a table."),
        ("invited", Es) => ("Invitación", "Te invitaron a una mesa."),
        ("invited", It) => ("Invito", "Sei stato invitato a un tavolo."),
        ("invitation_answered", En) => ("Invitation answered", "Your invitation was answered."),
        ("invitation_answered", Es) => ("Invitación respondida", "Respondieron tu invitación."),
        ("invitation_answered", It) => ("Invito risposto", "Hanno risposto al tuo invito."),
        ("rematch_offered", En) => ("Rematch", "A rematch is offered."),
        ("rematch_offered", Es) => ("Revancha", "Te ofrecen la revancha."),
        ("rematch_offered", It) => ("Rivincita", "Ti offrono la rivincita."),
        ("match_found", En) => ("Match found", "Your game is ready."),
        ("match_found", Es) => ("Partida encontrada", "Tu partida está lista."),
        ("match_found", It) => ("Partita trovata", "La tua partita è pronta."),
        ("tournament_round", En) => ("Tournament", "A new tournament round."),
        ("tournament_round", Es) => ("Torneo", "Nueva ronda del torneo."),
        ("tournament_round", It) => ("Torneo", "Nuovo turno del torneo."),
        ("game_paused", En) => ("Game paused", "An operator paused your game."),
        ("game_paused", Es) => ("Partida en pausa", "Un operador pausó tu partida."),
        ("game_paused", It) => {
            ("Partita in pausa", "Un operatore ha messo in pausa la tua partita.")
        }
        ("game_resumed", En) => ("Game resumed", "Your game goes on."),
        ("game_resumed", Es) => ("Partida reanudada", "Tu partida sigue."),
        ("game_resumed", It) => ("Partita ripresa", "La tua partita riprende."),
        ("game_aborted", En) => ("Game stopped", "Your game was stopped."),
        ("game_aborted", Es) => ("Partida detenida", "Tu partida fue detenida."),
        ("game_aborted", It) => ("Partita annullata", "La tua partita è stata annullata."),
        ("session_revoked", En) => ("Signed out", "One of your sessions was closed."),
        ("session_revoked", Es) => ("Sesión cerrada", "Se cerró una de tus sesiones."),
        ("session_revoked", It) => ("Sessione chiusa", "Una delle tue sessioni è stata chiusa."),
        ("whisper", En) => ("Whisper", "Someone at your table whispered to you."),
        ("whisper", Es) => ("Susurro", "Alguien de tu mesa te susurró."),
        ("whisper", It) => ("Sussurro", "Qualcuno al tuo tavolo ti ha sussurrato."),
        ("followed", En) => ("New follower", "Someone follows you now."),
        ("followed", Es) => ("Nuevo seguidor", "Alguien te sigue ahora."),
        ("followed", It) => ("Nuovo follower", "Qualcuno ora ti segue."),
        (_, En) => ("TEG", "Something happened in your games."),
        (_, Es) => ("TEG", "Pasó algo en tus partidas."),
        (_, It) => ("TEG", "È successo qualcosa nelle tue partite."),
    }
}

/// When quiet hours that hold at `now_ms` end (ms), or `None` when it is
/// not a quiet time.
#[must_use]
pub fn quiet_until(quiet: Quiet, now_ms: i64) -> Option<i64> {
    const DAY: i64 = 24 * 60;
    let (from, to) = quiet.hours?;
    let (from, to) = (i64::from(from), i64::from(to));
    if from == to {
        return None;
    }
    let local_ms = now_ms + i64::from(quiet.utc_offset) * 60_000;
    let minute = local_ms.div_euclid(60_000).rem_euclid(DAY);
    // Minutes into the quiet span, which may run past midnight.
    let span = (to - from).rem_euclid(DAY);
    let into = (minute - from).rem_euclid(DAY);
    if into >= span {
        return None;
    }
    let start_of_minute = local_ms - local_ms.rem_euclid(60_000);
    Some(start_of_minute + (span - into) * 60_000 - i64::from(quiet.utc_offset) * 60_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(deadline_ms: Option<i64>) -> StoredNotice {
        let payload = serde_json::json!({"version": 7, "seat": 1, "deadline_ms": deadline_ms});
        StoredNotice {
            id: 3,
            kind: "your_turn".to_owned(),
            game_id: Some("g1".to_owned()),
            payload: payload.to_string(),
            at_ms: 1_000,
        }
    }

    #[test]
    fn svc_push_your_turn_lives_until_its_deadline_and_replaces_the_games_last() {
        let now = 10_000_000;
        let m = message(&turn(Some(now + 3_600_000)), Language::Es, now).expect("pushed");
        assert_eq!(m.ttl_s, 3_600);
        assert_eq!(m.urgency, "high");
        let payload: serde_json::Value = serde_json::from_str(&m.payload).expect("json");
        assert_eq!(payload["type"], "your_turn");
        assert_eq!(payload["id"], 3);
        assert_eq!(payload["game_id"], "g1");
        assert_eq!(payload["deadline_ms"], now + 3_600_000);
        assert_eq!(payload["title"], "Tu turno");
        assert_eq!(payload["url"], "/play/games/g1");
        let topic = m.topic.expect("a topic");
        assert_eq!(topic.len(), 32);
        let again = message(&turn(None), Language::En, now).expect("pushed");
        assert_eq!(again.topic.as_deref(), Some(topic.as_str()), "one topic per game");
        assert_eq!(again.ttl_s, DEFAULT_TTL_S, "no clock: a day");
        assert!(message(&turn(Some(now - 1)), Language::En, now).is_none(), "too late");
    }

    #[test]
    fn svc_push_other_notices_have_no_topic_and_name_their_page() {
        let notice = StoredNotice {
            id: 9,
            kind: "session_revoked".to_owned(),
            game_id: None,
            payload: r#"{"session_id":"s1"}"#.to_owned(),
            at_ms: 5,
        };
        let m = message(&notice, Language::It, 10).expect("pushed");
        assert_eq!(m.topic, None);
        let payload: serde_json::Value = serde_json::from_str(&m.payload).expect("json");
        assert_eq!(payload["url"], "/play");
        assert_eq!(payload["title"], "Sessione chiusa");
        assert_eq!(payload["session_id"], "s1");
        for kind in ALL_NOTICES {
            for language in Language::ALL {
                assert_ne!(words(kind, language).0, "TEG", "{kind} has its own words");
            }
        }
    }

    #[test]
    fn svc_push_quiet_hours_across_midnight_hold_pushes_until_they_end() {
        // 22:00 to 07:00 at UTC-3.
        let quiet = Quiet { hours: Some((22 * 60, 7 * 60)), utc_offset: -180 };
        let at = |h: i64, m: i64| ((h + 3) * 60 + m) * 60_000; // local h:m on day 0, in UTC ms
        assert_eq!(quiet_until(quiet, at(23, 30)), Some(at(31, 0)), "until 07:00 next day");
        assert_eq!(quiet_until(quiet, at(6, 59)), Some(at(7, 0)));
        assert_eq!(quiet_until(quiet, at(7, 0)), None);
        assert_eq!(quiet_until(quiet, at(12, 0)), None);
        assert_eq!(quiet_until(quiet, at(22, 0)), Some(at(31, 0)));
        let day = Quiet { hours: Some((9 * 60, 17 * 60)), utc_offset: 0 };
        assert_eq!(quiet_until(day, 10 * 3_600_000), Some(17 * 3_600_000));
        assert_eq!(quiet_until(Quiet::default(), 0), None);
    }
}
