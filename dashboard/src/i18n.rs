//! Spanish and English labels. The language comes from the `teg_lang`
//! cookie (set by the switch in the header), else from `Accept-Language`,
//! else Spanish — the game's own language.

use actix_web::HttpRequest;

/// The language a board's names are drawn in: a page's, or Italian for the
/// player client's boards (`GET /v1/rulesets/{ruleset}/board.svg?lang=it`).
/// The dashboard's own pages are Spanish or English only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tongue {
    /// Español.
    Es,
    /// English.
    En,
    /// Italiano.
    It,
}

impl From<Lang> for Tongue {
    fn from(lang: Lang) -> Tongue {
        match lang {
            Lang::Es => Tongue::Es,
            Lang::En => Tongue::En,
        }
    }
}

impl Tongue {
    /// A place's name in this language.
    #[must_use]
    pub fn name(self, names: &domain::board::Names) -> &str {
        match self {
            Tongue::Es => &names.es,
            Tongue::En => &names.en,
            Tongue::It => &names.it,
        }
    }
}

/// A page language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// Español.
    Es,
    /// English.
    En,
}

impl Lang {
    /// The language of a request.
    #[must_use]
    pub fn of(req: &HttpRequest) -> Lang {
        if let Some(c) = req.cookie("teg_lang") {
            return Lang::parse(c.value()).unwrap_or(Lang::Es);
        }
        let accept =
            req.headers().get("accept-language").and_then(|v| v.to_str().ok()).unwrap_or_default();
        if accept.trim_start().starts_with("en") { Lang::En } else { Lang::Es }
    }

    /// `es` or `en`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Lang> {
        match s {
            "es" => Some(Lang::Es),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The code.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    /// A label by key; the key itself when unknown (visible, so a missing
    /// label is noticed rather than silently blank).
    #[must_use]
    pub fn t(self, key: &str) -> &'static str {
        let (es, en) = match key {
            "title" => ("TEG · operadores", "TEG · operators"),
            "overview" => ("Resumen", "Overview"),
            "games" => ("Partidas", "Games"),
            "users" => ("Usuarios", "Users"),
            "audit" => ("Auditoría", "Audit log"),
            "logout" => ("Salir", "Log out"),
            "login" => ("Entrar", "Log in"),
            "username" => ("Usuario", "Username"),
            "password" => ("Contraseña", "Password"),
            "live_games" => ("Partidas en juego", "Live games"),
            "paused_games" => ("Partidas en pausa", "Paused games"),
            "total_games" => ("Partidas en total", "Games in total"),
            "players_online" => ("Jugadores conectados (5 min)", "Players online (5 min)"),
            "actions_per_minute" => ("Acciones por minuto", "Actions per minute"),
            "server_errors" => ("Errores del servidor", "Server errors"),
            "client_errors" => ("Pedidos rechazados", "Refused requests"),
            "status" => ("Estado", "Status"),
            "ruleset" => ("Reglamento", "Ruleset"),
            "player" => ("Jugador", "Player"),
            "players" => ("Jugadores", "Players"),
            "filter" => ("Filtrar", "Filter"),
            "any" => ("cualquiera", "any"),
            "created" => ("Creada", "Created"),
            "seats" => ("Asientos", "Seats"),
            "previous" => ("Anterior", "Previous"),
            "next" => ("Siguiente", "Next"),
            "first" => ("Primera", "First"),
            "last" => ("Última", "Last"),
            "go" => ("Ir", "Go"),
            "replay" => ("Repetición", "Replay"),
            "version" => ("Versión", "Version"),
            "round" => ("Ronda", "Round"),
            "phase" => ("Fase", "Phase"),
            "turn" => ("Turno de", "Turn of"),
            "situation" => ("Situación", "Situation"),
            "objectives" => ("Objetivos", "Objectives"),
            "cards" => ("Tarjetas", "Cards"),
            "countries" => ("Países", "Countries"),
            "armies" => ("Ejércitos", "Armies"),
            "missiles" => ("Misiles", "Missiles"),
            "pacts" => ("Pactos", "Pacts"),
            "no_pacts" => ("Sin pactos propuestos ni vigentes.", "No pacts proposed or in force."),
            "chat" => ("Chat", "Chat"),
            "no_chat" => ("Sin mensajes.", "No messages."),
            "deleted" => ("borrado", "deleted"),
            "delete" => ("Borrar", "Delete"),
            "log" => ("Registro de eventos", "Event log"),
            "export" => ("Exportar posición (JSON)", "Export position (JSON)"),
            "moderation" => ("Moderación", "Moderation"),
            "reason" => ("Motivo", "Reason"),
            "pause" => ("Pausar", "Pause"),
            "resume" => ("Reanudar", "Resume"),
            "abort" => ("Anular", "Abort"),
            "kick" => ("Expulsar (abandono)", "Kick (forfeit)"),
            "replay_keys" => (
                "Teclas: ← → un evento, Mayús+← → un turno, Inicio/Fin el principio y el final.",
                "Keys: ← → one event, Shift+← → one turn, Home/End the start and the end.",
            ),
            "earlier" => ("Eventos anteriores", "Earlier events"),
            "later" => ("Eventos posteriores", "Later events"),
            "username_prefix" => ("Usuario o su comienzo", "Login name, or its start"),
            "operators" => ("operadores", "operators"),
            "done_pause" => ("Partida pausada.", "Game paused."),
            "done_resume" => ("Partida reanudada.", "Game resumed."),
            "done_abort" => ("Partida anulada.", "Game aborted."),
            "done_kick" => ("Jugador expulsado (abandono).", "Player kicked (forfeit)."),
            "done_seat_bot" => ("Un bot juega ese asiento.", "A bot plays that seat now."),
            "done_delete_message" => ("Mensaje borrado.", "Message deleted."),
            "done_ban" => ("Usuario bloqueado.", "User banned."),
            "done_unban" => ("Usuario desbloqueado.", "User unbanned."),
            "done_mute" => ("Usuario silenciado.", "User muted."),
            "done_unmute" => ("Silencio levantado.", "User unmuted."),
            "done_unrank" => ("Fuera de las clasificaciones.", "Left out of the leaderboards."),
            "done_rerank" => ("De vuelta en las clasificaciones.", "Back on the leaderboards."),
            "see_audit" => ("Ver en el registro de auditoría", "See it in the audit log"),
            "from" => ("Desde", "From"),
            "to" => ("Hasta", "To"),
            "for" => ("Duración", "For how long"),
            "until_lifted" => ("hasta levantarlo", "until lifted"),
            "confirm" => ("Estoy seguro: no se puede deshacer", "I am sure: this cannot be undone"),
            "end_sessions" => ("Cerrar todas mis sesiones", "End all my sessions"),
            "end_sessions_note" => {
                ("Cierra la sesión en todos los dispositivos", "Logs out on every device")
            }
            "seat_bot" => ("Poner un bot en el asiento", "Put a bot in the seat"),
            "seat" => ("Asiento", "Seat"),
            "level" => ("Nivel", "Level"),
            "clock" => ("Reloj", "Clock"),
            "deadline" => ("vence", "deadline"),
            "timeouts" => ("Pasos vencidos seguidos", "Steps timed out in a row"),
            "ban" => ("Bloquear", "Ban"),
            "unban" => ("Desbloquear", "Unban"),
            "mute" => ("Silenciar", "Mute"),
            "unmute" => ("Quitar silencio", "Unmute"),
            "unrank" => ("Sacar de las clasificaciones", "Leave out of the leaderboards"),
            "rerank" => ("Volver a las clasificaciones", "Put back on the leaderboards"),
            "find_user" => ("Buscar usuario", "Find a user"),
            "search" => ("Buscar", "Search"),
            "not_found" => ("No encontrado.", "Not found."),
            "when" => ("Cuándo", "When"),
            "who" => ("Quién", "Who"),
            "what" => ("Qué", "What"),
            "target" => ("Sobre", "Target"),
            "why" => ("Por qué", "Why"),
            "winner" => ("Ganador", "Winner"),
            "secrets_note" => ("Los operadores ven los secretos.", "Operators see the secrets."),
            "lobby_note" => ("La partida no empezó.", "The game has not started."),
            "reports" => ("Denuncias", "Reports"),
            "reports_open" => ("abiertas", "open"),
            "reports_resolved" => ("resueltas", "resolved"),
            "reports_dismissed" => ("desestimadas", "dismissed"),
            "reports_all" => ("todas", "all"),
            "no_reports" => ("No hay denuncias.", "No reports."),
            "game" => ("Partida", "Game"),
            "replay_at" => ("repetir desde", "replay from"),
            "reported_by" => ("Denuncia de", "Reported by"),
            "about" => ("sobre", "about"),
            "whole_game" => ("la partida entera", "the whole game"),
            "resolve" => ("Resolver", "Resolve"),
            "dismiss" => ("Desestimar", "Dismiss"),
            "done_resolve_report" => ("Denuncia resuelta.", "Report resolved."),
            "done_dismiss_report" => ("Denuncia desestimada.", "Report dismissed."),
            "done_add_note" => ("Nota agregada.", "Note added."),
            "open_reports" => ("Denuncias abiertas", "Open reports"),
            "stalled_games" => ("Partidas detenidas", "Stalled games"),
            "stalled" => ("detenidas", "stalled"),
            "stalled_note" => (
                "En juego y sin acciones desde hace más de",
                "In play with no action for more than",
            ),
            "last_action" => ("Última acción", "Last action"),
            "notes" => ("Notas de los operadores", "Operators' notes"),
            "note" => ("Nota", "Note"),
            "add_note" => ("Agregar nota", "Add a note"),
            "none" => ("Nada.", "Nothing."),
            "guest" => ("invitado", "guest"),
            "history" => {
                ("Sanciones y acciones sobre la cuenta", "Sanctions and actions on the account")
            }
            "reports_about" => ("Denuncias en su contra", "Reports about them"),
            "reports_filed" => ("Denuncias que presentó", "Reports they filed"),
            "zoom_in" => ("Acercar", "Zoom in"),
            "zoom_out" => ("Alejar", "Zoom out"),
            "zoom_fit" => ("Ajustar", "Fit"),
            "banned" => ("bloqueado", "banned"),
            "muted" => ("silenciado", "muted"),
            "role" => ("Rol", "Role"),
            "open" => ("Abrir", "Open"),
            "error" => ("Error", "Error"),
            "back" => ("Volver", "Back"),
            "leaderboards" => ("Clasificaciones", "Leaderboards"),
            "leaderboards_note" => (
                "Ordenadas por la puntuación mostrada, mu − 3·sigma, luego por partidas; quien un operador sacó de las clasificaciones no aparece (se saca y se vuelve a poner desde la página de la cuenta).",
                "Ranked by the shown rating, mu − 3·sigma, then by games; people an operator left out are not listed (left out and put back from the account's page).",
            ),
            "provisional_note" => (
                "Quien tiene aún una puntuación provisoria tampoco: partidas contadas, al menos",
                "Nor are people whose rating is still provisional: counted games, at least",
            ),
            "rank" => ("Puesto", "Rank"),
            "rating" => ("Puntuación", "Rating"),
            "rated_games" => ("Partidas puntuadas", "Rated games"),
            "no_leaders" => {
                ("Nadie tiene puntuación en este juego.", "Nobody is rated in this game.")
            }
            "unranked" => ("fuera de las clasificaciones", "left out of the leaderboards"),
            "collusion" => ("Señal de colusión", "Collusion signal"),
            "tournaments" => ("Torneos", "Tournaments"),
            "name" => ("Nombre", "Name"),
            "starts" => ("Empieza", "Starts"),
            "entrants" => ("inscriptos", "entrants"),
            "standings" => ("Posiciones", "Standings"),
            "rounds" => ("Rondas", "Rounds"),
            "table" => ("Mesa", "Table"),
            "points" => ("Puntos", "Points"),
            "wins" => ("Mesas ganadas", "Tables won"),
            "disqualify" => ("Descalificar", "Disqualify"),
            "disqualified" => ("descalificado", "disqualified"),
            "collusion_note" => (
                "Una señal para que un operador revise, nunca una sanción: nada se hace solo. Lo que se decida se hace desde la página de la cuenta, con su motivo y su registro de auditoría.",
                "A signal for an operator to review, never a sanction: nothing is done by itself. Whatever is decided is done from the account's page, with its reason and its audit entry.",
            ),
            "collusion_counts" => (
                "Por pareja de personas y por juego, sobre sus partidas puntuadas juntas: pactos aceptados entre ellos; partidas en que uno cedió al otro (abandonó o se le vencieron los turnos con el otro aún en juego, o el otro lo eliminó); sus ataques entre ellos frente a los que habría si cada ataque eligiera al azar entre los rivales en el tablero, y sus ataques en total. Se listan las parejas con partidas juntas, al menos:",
                "Per pair of people and per game, over their rated games together: pacts accepted between them; games in which one fed the other (resigned or timed out with the other still in play, or was eliminated by the other); their attacks on each other against what an even pick among the rivals on the board would give, and their attacks in all. Pairs listed with games together, at least:",
            ),
            "pair" => ("Pareja", "Pair"),
            "games_together" => ("Partidas juntos", "Games together"),
            "fed" => ("Cesiones", "Fed"),
            "attacks_between" => (
                "Ataques entre ellos / esperados / en total",
                "Attacks between them / expected / in all",
            ),
            "reason_spared" => ("Casi no se atacan", "They spare each other"),
            "reason_pacts" => ("Pactan en casi cada partida", "Pacts in nearly every game"),
            "reason_fed" => ("Uno le cede al otro", "One feeds the other"),
            "reason_linked" => (
                "Cuentas creadas juntas, y una le cedió a la otra",
                "Accounts made together, and one fed the other",
            ),
            "farms" => ("Cuentas descartables", "Throwaway accounts"),
            "farms_note" => (
                "Personas a las que cedieron varias cuentas que casi no jugaron más que en sus mesas:",
                "People fed by several accounts that played almost only at their tables:",
            ),
            "no_farms" => ("Nadie.", "Nobody."),
            "beneficiary" => ("Beneficiario", "Beneficiary"),
            "throwaways" => ("Cuentas que le cedieron", "Accounts that fed them"),
            "not_flagged" => ("sin señal", "not flagged"),
            "show_all" => ("Ver todas las parejas", "Show every pair"),
            "show_flagged" => ("Ver sólo las señaladas", "Show flagged pairs only"),
            "no_signals" => ("Ninguna pareja señalada.", "No pair is flagged."),
            "no_pairs" => (
                "Ninguna pareja con suficientes partidas juntos.",
                "No pair with enough games together.",
            ),
            _ => return "?",
        };
        match self {
            Lang::Es => es,
            Lang::En => en,
        }
    }
}
