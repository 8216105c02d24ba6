// Refusals in the player's language: a ProblemError's `code` (docs/problems.md)
// turned into a sentence, with the rule id, falling back to the server's
// `detail` for a code not translated here.
import { ProblemError } from "@teg/client";
import { prefs } from "./prefs.js";
import { t } from "./i18n.js";

type Three = [en: string, es: string, it: string];

const TEXT: Record<string, Three> = {
  // moves (the Risk editions)
  AGGRESSION_PENDING: ["The aggression must be launched before the attack step ends.", "Hay que lanzar la agresión antes de terminar los ataques.", "L'aggressione va lanciata prima che finiscano gli attacchi."],
  AGGRESSION_ROLL_ONLY: ["In an aggression you attack only its target, from your own country.", "En una agresión sólo se ataca su objetivo, desde un país propio.", "In un'aggressione si attacca solo il suo obiettivo, da un proprio paese."],
  ALLY_REGROUP_ONLY: ["The ally's regroup goes only into the new condominium.", "El reagrupamiento del aliado sólo va al nuevo condominio.", "Il raggruppamento dell'alleato va solo nel nuovo condominio."],
  ALREADY_EXCHANGED: ["You already exchanged cards this round.", "Ya canjeaste tarjetas en esta ronda.", "Hai già scambiato carte in questo giro."],
  ALREADY_MOVED: ["Armies that arrived in this regroup cannot move again.", "Los ejércitos que llegaron en este reagrupamiento no pueden volver a moverse.", "Le armate arrivate in questo raggruppamento non possono muoversi di nuovo."],
  ARMIES_LEFT_TO_PLACE: ["You still have armies to place.", "Todavía te quedan ejércitos por colocar.", "Hai ancora armate da piazzare."],
  ATTACK_AFTER_REGROUP: ["Once you regroup there are no more attacks this turn.", "Después de reagrupar no se ataca más en este turno.", "Dopo il raggruppamento non si attacca più in questo turno."],
  BLOCKADED: ["A blockaded country receives no armies.", "Un país bloqueado no recibe ejércitos.", "Un paese bloccato non riceve armate."],
  BORDERS_RESTRICTED: ["The situation card's borders forbid this attack.", "Las fronteras de la tarjeta de situación prohíben este ataque.", "Le frontiere della carta situazione vietano questo attacco."],
  CANNOT_LAUNCH_AGGRESSION: ["You cannot launch this aggression now.", "No podés lanzar esta agresión ahora.", "Non puoi lanciare questa aggressione ora."],
  CARD_NOT_HELD: ["You do not hold that card.", "No tenés esa tarjeta.", "Non hai quella carta."],
  CONDOMINIUM_INSIDE_ONLY: ["The owners of this condominium fight only inside it.", "Los dueños de este condominio sólo pelean dentro de él.", "I proprietari di questo condominio combattono solo al suo interno."],
  CONTINENT_ARMIES_ELSEWHERE: ["A continent's bonus armies go to that continent.", "Los ejércitos de un continente van a ese continente.", "Le armate bonus di un continente vanno in quel continente."],
  CONVERSION_LEAVES_NO_ARMY: ["That conversion would leave the country empty.", "Esa conversión dejaría el país vacío.", "Quella conversione lascerebbe il paese vuoto."],
  DETERRED: ["The target holds as many missiles as you: deterred.", "El objetivo tiene tantos misiles como vos: disuasión.", "L'obiettivo ha tanti missili quanti te: deterrenza."],
  DUPLICATE_PACT: ["That pact is already proposed or in force.", "Ese pacto ya está propuesto o vigente.", "Quel patto è già proposto o in vigore."],
  EMPTY_MOVE: ["Move at least one army.", "Mové al menos un ejército.", "Sposta almeno un'armata."],
  GAME_ABORTED: ["The game was aborted.", "La partida fue anulada.", "La partita è stata annullata."],
  GAME_FINISHED: ["The game is over.", "La partida terminó.", "La partita è finita."],
  GAME_NOT_STARTED: ["The game has not started yet.", "La partida todavía no empezó.", "La partita non è ancora iniziata."],
  GAME_OVER: ["The game is over.", "La partida terminó.", "La partita è finita."],
  GAME_PAUSED: ["An operator paused the game.", "Un operador pausó la partida.", "Un operatore ha messo in pausa la partita."],
  INVALID_EXCHANGE: ["These cards are not a set you can exchange.", "Estas tarjetas no forman un canje válido.", "Queste carte non formano uno scambio valido."],
  INVALID_PACT: ["The rules do not allow those pact terms.", "Las reglas no permiten esos términos de pacto.", "Le regole non consentono quei termini di patto."],
  MISSILES_DISABLED: ["Missiles are off in this game.", "Los misiles están desactivados en esta partida.", "I missili sono disattivati in questa partita."],
  MISSILE_OVER_PACT: ["Every flight to that target crosses a border under your pact.", "Todo vuelo a ese objetivo cruza una frontera con pacto tuyo.", "Ogni volo verso quell'obiettivo attraversa un confine sotto un tuo patto."],
  MOVE_IN_PENDING: ["First move armies into the conquered country.", "Primero ocupá el país conquistado.", "Prima occupa il paese conquistato."],
  MUST_EXCHANGE: ["With 5 cards or more you must exchange first.", "Con 5 tarjetas o más primero tenés que canjear.", "Con 5 carte o più devi prima scambiare."],
  MUST_FINISH_AGGRESSION: ["An aggression is fought to the end.", "Una agresión se pelea hasta el final.", "Un'aggressione si combatte fino alla fine."],
  MUST_LEAVE_ONE_ARMY: ["A country must keep at least one army.", "Un país debe conservar al menos un ejército.", "Un paese deve tenere almeno un'armata."],
  NOT_ADJACENT: ["Those countries do not border each other.", "Esos países no limitan entre sí.", "Quei paesi non confinano."],
  NOT_AN_OCCUPANT: ["That colour does not occupy the condominium.", "Ese color no ocupa el condominio.", "Quel colore non occupa il condominio."],
  NOT_ENOUGH_ARMIES_FOR_MISSILE: ["A missile costs 6 armies: too few there.", "Un misil cuesta 6 ejércitos: no alcanzan.", "Un missile costa 6 armate: non bastano."],
  NOT_IN_PLAY: ["That player is out of the game.", "Ese jugador está fuera de la partida.", "Quel giocatore è fuori dalla partita."],
  NOT_IN_THIS_GAME: ["That move belongs to another kind of game.", "Esa jugada es de otro tipo de partida.", "Quella mossa è di un altro tipo di partita."],
  NOT_YOUR_COUNTRY: ["That country is not yours.", "Ese país no es tuyo.", "Quel paese non è tuo."],
  NOT_YOUR_TURN: ["It is not your turn.", "No es tu turno.", "Non è il tuo turno."],
  NO_ATTACK_ARMIES: ["A country needs 2 armies or more to attack.", "Un país necesita 2 ejércitos o más para atacar.", "Un paese ha bisogno di almeno 2 armate per attaccare."],
  NO_MISSILE: ["There is no missile there.", "No hay misil ahí.", "Lì non c'è un missile."],
  NO_ZONE_BREACH: ["That zone cannot be dismissed now.", "Esa zona no se puede descartar ahora.", "Quella zona non si può scartare ora."],
  OCCUPANT_REQUIRED: ["Name which occupant of the condominium you attack.", "Indicá a qué ocupante del condominio atacás.", "Indica quale occupante del condominio attacchi."],
  OUT_OF_MISSILE_RANGE: ["The target is more than 3 borders away.", "El objetivo está a más de 3 fronteras.", "L'obiettivo è a più di 3 confini."],
  OWN_COUNTRY: ["You cannot attack your own country.", "No podés atacar un país propio.", "Non puoi attaccare un tuo paese."],
  PACTS_DISABLED: ["Pacts are off in this game.", "Los pactos están desactivados en esta partida.", "I patti sono disattivati in questa partita."],
  PACT_FORBIDS_ATTACK: ["A pact in force forbids this attack.", "Un pacto vigente prohíbe este ataque.", "Un patto in vigore vieta questo attacco."],
  PACT_NOT_BREAKABLE: ["An aggression pact is carried out, not broken.", "Un pacto de agresión se cumple, no se rompe.", "Un patto di aggressione si esegue, non si rompe."],
  PACT_NOT_IN_FORCE: ["Only a pact in force can be broken.", "Sólo se rompe un pacto vigente.", "Si rompe solo un patto in vigore."],
  PACT_NOT_YOURS: ["That pact is not yours to answer now.", "Ese pacto no te toca responderlo ahora.", "Quel patto non tocca a te ora."],
  PLAYER_NOT_IN_PLAY: ["That seat is no longer in play.", "Ese lugar ya no está en juego.", "Quel posto non è più in gioco."],
  QUANTITY_OUT_OF_RANGE: ["That number is out of bounds.", "Ese número está fuera de los límites.", "Quel numero è fuori dai limiti."],
  RESTING: ["Your colour rests this round: only place armies.", "Tu color descansa esta ronda: sólo incorporá ejércitos.", "Il tuo colore riposa questo giro: piazza solo armate."],
  TARGET_TOO_WEAK: ["The target has too few armies for a missile.", "El objetivo tiene muy pocos ejércitos para un misil.", "L'obiettivo ha troppe poche armate per un missile."],
  UNKNOWN_COUNTRY: ["No such country on this board.", "No existe ese país en este tablero.", "Quel paese non esiste su questo tabellone."],
  UNKNOWN_CONTINENT: ["No such continent on this board.", "No existe ese continente en este tablero.", "Quel continente non esiste su questo tabellone."],
  UNKNOWN_PACT: ["No such pact.", "No existe ese pacto.", "Quel patto non esiste."],
  VERSION_CONFLICT: ["The board moved on meanwhile: here it is now, choose again.", "El tablero cambió mientras tanto: así está ahora, elegí de nuevo.", "Il tabellone è cambiato nel frattempo: eccolo ora, scegli di nuovo."],
  WRONG_PHASE: ["That move does not belong in this phase.", "Esa jugada no corresponde a esta fase.", "Quella mossa non appartiene a questa fase."],
  ZONE_NOT_REINFORCED: ["An international zone keeps exactly one army.", "Una zona internacional conserva exactamente un ejército.", "Una zona internazionale tiene esattamente un'armata."],
  // TEG II
  INVALID_COMBAT: ["That combat is not allowed.", "Ese combate no está permitido.", "Quel combattimento non è consentito."],
  INVALID_COMMITMENT: ["That commitment is malformed or reused.", "Ese compromiso está mal formado o repetido.", "Quell'impegno è malformato o riusato."],
  INVALID_INCORPORATION: ["That placement breaks a placing rule.", "Esa incorporación rompe una regla.", "Quel piazzamento viola una regola."],
  INVALID_LAUNCH: ["No rocket held, or the target is already wiped.", "No tenés cohete, o el objetivo ya está arrasado.", "Nessun razzo, o l'obiettivo è già distrutto."],
  INVALID_OBJECTIVE: ["That region is not allowed for your token.", "Esa región no es válida para tu ficha.", "Quella regione non è valida per il tuo gettone."],
  INVALID_REINFORCEMENT: ["That reinforcement breaks a rule.", "Ese refuerzo rompe una regla.", "Quel rinforzo viola una regola."],
  INVALID_RETREAT: ["That retreat breaks a rule.", "Esa retirada rompe una regla.", "Quella ritirata viola una regola."],
  INVALID_REVEAL: ["Reveal the exact choice you committed to.", "Revelá exactamente lo que comprometiste.", "Rivela esattamente la scelta impegnata."],
  REVEAL_MISMATCH: ["The reveal does not match the commitment.", "La revelación no coincide con el compromiso.", "La rivelazione non corrisponde all'impegno."],
  REGION_WIPED: ["A rocket wiped that region.", "Un cohete arrasó esa región.", "Un razzo ha distrutto quella regione."],
  ROCKET_MUST_LAUNCH: ["Launch the rocket you hold first.", "Primero lanzá el cohete que tenés.", "Prima lancia il razzo che hai."],
  NOT_YOUR_POWER: ["You do not play that power.", "No jugás esa potencia.", "Non giochi quella potenza."],
  UNKNOWN_REGION: ["No such region on this board.", "No existe esa región en este tablero.", "Quella regione non esiste su questo tabellone."],
  INVALID_TEG2_SETUP: ["That TEG II setup is not valid.", "Esa configuración de TEG II no es válida.", "Quella configurazione di TEG II non è valida."],
  // tables and lobbies
  ALREADY_SEATED: ["You already sit at this table.", "Ya estás sentado en esta mesa.", "Sei già seduto a questo tavolo."],
  BOT_SEAT: ["That seat is a bot's.", "Ese lugar es de un bot.", "Quel posto è di un bot."],
  COLOR_TAKEN: ["That colour is taken.", "Ese color ya está tomado.", "Quel colore è già preso."],
  GAME_FULL: ["The table is full.", "La mesa está llena.", "Il tavolo è pieno."],
  GAME_NOT_FOUND: ["No such game.", "No existe esa partida.", "Quella partita non esiste."],
  INVALID_SEAT: ["That seat does not fit the table.", "Ese lugar no corresponde a la mesa.", "Quel posto non è del tavolo."],
  NOT_CREATOR: ["Only the table's creator can do that.", "Sólo quien creó la mesa puede hacerlo.", "Solo chi ha creato il tavolo può farlo."],
  NOT_SEATED: ["You have no seat in this game.", "No tenés lugar en esta partida.", "Non hai un posto in questa partita."],
  NO_REMATCH: ["Only a player of a finished game can offer its rematch.", "Sólo un jugador de una partida terminada puede ofrecer la revancha.", "Solo un giocatore di una partita finita può offrire la rivincita."],
  NOTHING_TO_RECLAIM: ["No bot plays your seat.", "Ningún bot juega tu lugar.", "Nessun bot gioca il tuo posto."],
  PRIVATE_GAME: ["This table is private: it takes its invite link.", "Esta mesa es privada: hace falta su enlace.", "Questo tavolo è privato: serve il suo link."],
  PLAYER_COUNT: ["This edition is not played by that many players.", "Esta edición no se juega con esa cantidad de jugadores.", "Questa edizione non si gioca con quel numero di giocatori."],
  BAD_CLOCK: ["The clock must be 5 s to 7 days per turn.", "El reloj debe ser de 5 s a 7 días por turno.", "L'orologio deve essere da 5 s a 7 giorni per turno."],
  BAD_MAX_ROUNDS: ["The round cap is 1 to 1000.", "El límite de rondas va de 1 a 1000.", "Il limite di giri va da 1 a 1000."],
  MODULE_NOT_IN_EDITION: ["This edition has no such option.", "Esta edición no tiene esa opción.", "Questa edizione non ha quell'opzione."],
  WRONG_STATUS: ["The game's status does not allow that now.", "El estado de la partida no lo permite ahora.", "Lo stato della partita non lo consente ora."],
  USER_NOT_FOUND: ["No user by that name.", "No hay ningún usuario con ese nombre.", "Nessun utente con quel nome."],
  INVITATION_NOT_FOUND: ["That invitation is gone.", "Esa invitación ya no está.", "Quell'invito non c'è più."],
  MUTED: ["You are muted and cannot chat.", "Estás silenciado y no podés chatear.", "Sei silenziato e non puoi scrivere."],
  INVALID_MESSAGE: ["A message has 1 to 500 characters.", "Un mensaje tiene de 1 a 500 caracteres.", "Un messaggio ha da 1 a 500 caratteri."],
  INVALID_TEXT: ["The text holds a forbidden character.", "El texto tiene un carácter no permitido.", "Il testo contiene un carattere non consentito."],
  // quick match
  TICKET_OPEN: ["You are already looking for a table elsewhere: cancel it there, or it ends after 10 minutes.", "Ya estás buscando mesa en otro lado: cancelala ahí, o termina a los 10 minutos.", "Stai già cercando un tavolo altrove: annullalo lì, o finisce dopo 10 minuti."],
  TICKET_MATCHED: ["Too late to cancel: the table is ready.", "Demasiado tarde para cancelar: la mesa ya está lista.", "Troppo tardi per annullare: il tavolo è pronto."],
  TICKET_NOT_FOUND: ["That search for a table is gone.", "Esa búsqueda de mesa ya no está.", "Quella ricerca di un tavolo non c'è più."],
  BAD_PLAYERS: ["No table of this edition fits that many players.", "Ninguna mesa de esta edición admite esa cantidad de jugadores.", "Nessun tavolo di questa edizione ammette quel numero di giocatori."],
  GUEST_NOT_RATED: ["Guests cannot play rated games: save your account first.", "Los invitados no juegan partidas puntuadas: guardá tu cuenta primero.", "Gli ospiti non giocano partite valutate: salva prima il tuo account."],
  // accounts
  BAD_CREDENTIALS: ["Wrong username or password.", "Usuario o contraseña incorrectos.", "Nome utente o password errati."],
  BANNED: ["This account is banned.", "Esta cuenta está suspendida.", "Questo account è sospeso."],
  INVALID_USERNAME: ["A username is 3 to 32 of a-z, 0-9, _ and -.", "Un usuario tiene de 3 a 32 de a-z, 0-9, _ y -.", "Un nome utente ha da 3 a 32 tra a-z, 0-9, _ e -."],
  INVALID_DISPLAY_NAME: ["A name is 1 to 40 characters.", "Un nombre tiene de 1 a 40 caracteres.", "Un nome ha da 1 a 40 caratteri."],
  WEAK_PASSWORD: ["A password has 8 to 128 characters.", "Una contraseña tiene de 8 a 128 caracteres.", "Una password ha da 8 a 128 caratteri."],
  USERNAME_TAKEN: ["That username is taken.", "Ese usuario ya existe.", "Quel nome utente è già preso."],
  NOT_A_GUEST: ["This account is already a full one.", "Esta cuenta ya es completa.", "Questo account è già completo."],
  LOGIN_THROTTLED: ["Too many failed logins: wait a moment.", "Demasiados intentos fallidos: esperá un momento.", "Troppi accessi falliti: aspetta un momento."],
  INVALID_TOKEN: ["Your session ended: sign in again.", "Tu sesión terminó: volvé a entrar.", "La sessione è finita: entra di nuovo."],
  REFRESH_REUSED: ["Your session ended: sign in again.", "Tu sesión terminó: volvé a entrar.", "La sessione è finita: entra di nuovo."],
  UNAUTHORIZED: ["Sign in first.", "Primero entrá.", "Prima entra."],
  // push notifications
  TOO_MANY_PUSH_SUBSCRIPTIONS: ["Notifications are already on for 10 devices: turn them off on one of them first.", "Ya hay notificaciones en 10 dispositivos: desactivalas primero en alguno.", "Le notifiche sono già attive su 10 dispositivi: disattivale prima su uno di essi."],
  PUSH_ENDPOINT_NOT_ALLOWED: ["This server does not accept this browser's push service.", "Este servidor no acepta el servicio de notificaciones de este navegador.", "Questo server non accetta il servizio di notifiche di questo browser."],
  BAD_PUSH_KEYS: ["This browser gave keys for notifications that cannot be used.", "Este navegador dio claves de notificación que no sirven.", "Questo browser ha dato chiavi per le notifiche non utilizzabili."],
  // the service
  RATE_LIMITED: ["Too many requests: wait a moment.", "Demasiados pedidos: esperá un momento.", "Troppe richieste: aspetta un momento."],
  TOO_MANY_STREAMS: ["Too many open tabs on live games.", "Demasiadas pestañas con partidas en vivo.", "Troppe schede con partite in diretta."],
  DATABASE_UNAVAILABLE: ["The service is busy: try again shortly.", "El servicio está ocupado: probá en un rato.", "Il servizio è occupato: riprova tra poco."],
  UNREACHABLE: ["The service cannot be reached right now: try again in a moment.", "No se puede llegar al servicio ahora: probá de nuevo en un momento.", "Il servizio non è raggiungibile ora: riprova tra un momento."],
  IDEMPOTENCY_KEY_IN_FLIGHT: ["Still sending the previous move.", "Todavía se está enviando la jugada anterior.", "Si sta ancora inviando la mossa precedente."],
};

const INDEX = { en: 0, es: 1, it: 2 } as const;

/** The sentence for a refusal code, or null when not translated. */
export function problemText(code: string): string | null {
  const three = TEXT[code];
  return three ? three[INDEX[prefs.lang]] : null;
}

/** What to show for an error: the sentence, the rule, and the code. */
export function describe(error: unknown): { code: string; text: string; rule: string | null } {
  if (error instanceof ProblemError) {
    const text = problemText(error.code) ?? (/^HTTP_5\d\d$/.test(error.code) ? problemText("UNREACHABLE")! : error.detail);
    return { code: error.code, text, rule: error.rule };
  }
  if (error instanceof TypeError) return { code: "NETWORK", text: problemText("UNREACHABLE")!, rule: null };
  const detail = error instanceof Error ? error.message : String(error);
  return { code: "ERROR", text: t("error", { detail }), rule: null };
}
