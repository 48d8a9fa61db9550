//! A bot playing every seat of its own match over HTTP. Gin: both seats, move for move like
//! `Bot` in `scripts/bench_api.py`: random legal actions, knocking (or big gin) whenever it can.
//! Rummy (`/rummy/matches`): 2 to 4 seats, one player each, a random legal action each time
//! (a turn's draw, each meld and lay-off, the discard: each its own action).
//!
//! Both games' match views are read through the few fields the bot needs ([`MatchView`]); the
//! legal actions stay JSON values and go back as they came.

use std::time::Instant;

use ginrummy_rules::shuffle::SplitMix64 as Rng;
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::args::{Game as Kind, GIN_TARGET};
use crate::error::{Error, Result};
use crate::http::{Conn, Response};
use crate::pace::Pace;

/// A legal action as the API lists it, e.g. `{"type": "discard", "card": "7h"}`.
pub type Action = Map<String, Value>;

/// The answer of `POST /players`.
#[derive(Deserialize)]
struct Registered {
    token: String,
}

/// The answer of `POST /matches`.
#[derive(Deserialize)]
struct Created {
    id: String,
}

/// The fields of a match (as one seat sees it) that the bot reads: the same in Gin's `Match`
/// and Rummy's `RummyMatch`.
#[derive(Deserialize)]
struct MatchView {
    status: String,
    version: u64,
    your_seat: Option<usize>,
    to_act: Option<usize>,
    view: Option<SeatView>,
}

/// The fields of a seat's view of the deal that the bot reads.
#[derive(Deserialize)]
struct SeatView {
    legal_actions: Vec<Action>,
}

/// The match being played: every seat's token, its paths, the last view received.
struct Game {
    tokens: Vec<String>,
    view_path: String,
    actions_path: String,
    view: MatchView,
}

/// When [`Bot::play`] returns.
#[derive(Debug, Clone, Copy)]
pub enum Stop {
    /// After this many accepted moves.
    Moves(u64),
    /// Once this instant has passed (checked before each request).
    Deadline(Instant),
}

impl Stop {
    fn reached(self, moves: u64) -> bool {
        match self {
            Self::Moves(max) => moves >= max,
            Self::Deadline(deadline) => Instant::now() >= deadline,
        }
    }
}

/// One client: one connection, one match at a time, its measurements.
pub struct Bot {
    conn: Conn,
    name: String,
    kind: Kind,
    target: Option<u32>,
    rng: Rng,
    game: Option<Game>,
    /// Nanoseconds of each accepted `POST .../actions`, from the write to the end of the body.
    pub latencies: Vec<u64>,
    /// `409` answers (a stale version).
    pub conflicts: u64,
    /// Matches created.
    pub matches: u64,
    /// Matches created so far, for unique player names.
    created: u64,
}

impl Bot {
    /// A bot playing `kind`, whose players are named `<name>-<k>a`, `<name>-<k>b`, ... (one a
    /// seat) for its `k`-th match; `target`: the matches' target score (`None`: the game's
    /// default in the load generator, [`GIN_TARGET`] for Gin, the server's for Rummy).
    pub fn new(conn: Conn, name: String, kind: Kind, target: Option<u32>, seed: u64) -> Self {
        Self {
            conn,
            name,
            kind,
            target,
            rng: Rng::new(seed),
            game: None,
            latencies: Vec::with_capacity(4096),
            conflicts: 0,
            matches: 0,
            created: 0,
        }
    }

    /// Plays (starting a match first if there is none, and a new one whenever one ends) until
    /// `stop`; with a `pace`, each accepted move waits for the next one's turn.
    pub fn play(&mut self, stop: Stop, mut pace: Option<Pace>) -> Result<()> {
        let mut moves = 0;
        if let Some(pace) = pace.as_mut() {
            pace.wait();
        }
        while !stop.reached(moves) {
            if self.step()? {
                moves += 1;
                if let Some(pace) = pace.as_mut() {
                    pace.wait();
                }
            }
        }
        Ok(())
    }

    /// Forgets the measurements so far (after the warm-up).
    pub fn reset_counts(&mut self) {
        self.latencies.clear();
        self.conflicts = 0;
        self.matches = 0;
    }

    /// One request-level step: a new match if the current one is over, else one move of the
    /// seat to act. Whether a move was accepted.
    fn step(&mut self) -> Result<bool> {
        let Some(mut game) = self.game.take().filter(|g| g.view.status == "active") else {
            self.game = Some(self.new_match()?);
            return Ok(false);
        };
        let moved = self.turn(&mut game);
        self.game = Some(game);
        moved
    }

    /// Plays one action for the seat to act: fetches that seat's view if the last one was
    /// another seat's, posts a random legal action with the version seen; on 409, fetches again.
    fn turn(&mut self, game: &mut Game) -> Result<bool> {
        let seat = game
            .view
            .to_act
            .filter(|&seat| seat < game.tokens.len())
            .ok_or_else(|| Error::protocol("an active match without a seat to act"))?;
        if game.view.your_seat != Some(seat) {
            game.view = self.fetch_view(game, seat)?;
        }
        let legal = &game
            .view
            .view
            .as_ref()
            .ok_or_else(|| Error::protocol("no seat view"))?;
        let action = choose(&legal.legal_actions, self.kind, &mut self.rng)?;
        let body = action_body(self.kind, action, game.view.version)?;
        let token = Some(game.tokens[seat].as_str());
        let started = Instant::now();
        let response = self
            .conn
            .request("POST", &game.actions_path, token, Some(&body))?;
        let elapsed = started.elapsed();
        match response.status {
            200 => {
                self.latencies
                    .push(u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX));
                game.view = serde_json::from_slice(&response.body)?;
                Ok(true)
            }
            409 => {
                self.conflicts += 1;
                game.view = self.fetch_view(game, seat)?;
                Ok(false)
            }
            _ => Err(unexpected("POST", &game.actions_path, &response)),
        }
    }

    /// `GET /matches/{id}` as `seat`.
    fn fetch_view(&mut self, game: &Game, seat: usize) -> Result<MatchView> {
        let token = Some(game.tokens[seat].as_str());
        let response = self.conn.request("GET", &game.view_path, token, None)?;
        Ok(serde_json::from_slice(
            &expect(response, 200, "GET", &game.view_path)?.body,
        )?)
    }

    /// A new match of the bot's game.
    fn new_match(&mut self) -> Result<Game> {
        self.created += 1;
        self.matches += 1;
        match self.kind {
            Kind::Gin => self.new_gin_match(),
            Kind::Rummy { seats } => self.new_rummy_match(seats),
        }
    }

    /// Registers two players, creates an open match as the first, joins it as the second.
    fn new_gin_match(&mut self) -> Result<Game> {
        let a = self.register('a')?;
        let b = self.register('b')?;
        let body = serde_json::json!({
            "opponent": {"kind": "open"},
            "seat": 0,
            "rules": {"target_score": self.target.unwrap_or(GIN_TARGET)},
        });
        let created: Created = self.post_json("/matches", Some(&a), &body, 201)?;
        let view_path = format!("/matches/{}", created.id);
        let join_path = format!("{view_path}/join");
        let view = self.post_json(&join_path, Some(&b), &serde_json::json!({}), 200)?;
        let actions_path = format!("{view_path}/actions");
        Ok(Game {
            tokens: vec![a, b],
            view_path,
            actions_path,
            view,
        })
    }

    /// Registers `seats` players; the first creates a Rummy match holding seat 0 with the
    /// others open, the others join it (each taking the seat its answer names; the last join
    /// starts the match).
    fn new_rummy_match(&mut self, seats: usize) -> Result<Game> {
        let players = (b'a'..)
            .take(seats)
            .map(|suffix| self.register(char::from(suffix)))
            .collect::<Result<Vec<_>>>()?;
        let body = rummy_create_body(seats, self.target);
        let created: Created = self.post_json("/rummy/matches", Some(&players[0]), &body, 201)?;
        let view_path = format!("/rummy/matches/{}", created.id);
        let join_path = format!("{view_path}/join");
        let mut tokens = vec![String::new(); seats];
        tokens[0].clone_from(&players[0]);
        let mut view = None;
        for token in &players[1..] {
            let joined: MatchView =
                self.post_json(&join_path, Some(token), &serde_json::json!({}), 200)?;
            let seat = joined
                .your_seat
                .filter(|&seat| seat < seats && tokens[seat].is_empty())
                .ok_or_else(|| Error::protocol(format!("{join_path}: no free seat taken")))?;
            tokens[seat].clone_from(token);
            view = Some(joined);
        }
        let view = view.ok_or_else(|| Error::protocol("a Rummy match of fewer than 2 seats"))?;
        let actions_path = format!("{view_path}/actions");
        Ok(Game {
            tokens,
            view_path,
            actions_path,
            view,
        })
    }

    /// `POST /players` for the player `<name>-<k><suffix>`; its token.
    fn register(&mut self, suffix: char) -> Result<String> {
        let body = serde_json::json!({"name": format!("{}-{}{suffix}", self.name, self.created)});
        let registered: Registered = self.post_json("/players", None, &body, 201)?;
        Ok(registered.token)
    }

    /// POSTs `body`, expects `status`, decodes the answer.
    fn post_json<T: for<'de> Deserialize<'de>>(
        &mut self,
        path: &str,
        token: Option<&str>,
        body: &Value,
        status: u16,
    ) -> Result<T> {
        let body = serde_json::to_vec(body)?;
        let response = self.conn.request("POST", path, token, Some(&body))?;
        Ok(serde_json::from_slice(
            &expect(response, status, "POST", path)?.body,
        )?)
    }
}

/// The body of `POST /rummy/matches`: seat 0 the caller's, the others open; the target score
/// when one is given (else the server's default for the seat count).
fn rummy_create_body(seats: usize, target: Option<u32>) -> Value {
    let mut spec = vec![serde_json::json!({"kind": "me"})];
    spec.resize(seats, serde_json::json!({"kind": "open"}));
    let mut body = serde_json::json!({ "seats": spec });
    if let Some(target) = target {
        body["options"] = serde_json::json!({ "target_score": target });
    }
    body
}

/// The body of `POST .../actions` for `action` at `version`: Gin's action with its `version`
/// beside its fields, Rummy's as `{"action": ..., "version": ...}`.
fn action_body(kind: Kind, action: &Action, version: u64) -> Result<Vec<u8>> {
    Ok(match kind {
        Kind::Gin => {
            let mut action = action.clone();
            action.insert("version".to_owned(), version.into());
            serde_json::to_vec(&action)?
        }
        Kind::Rummy { .. } => {
            serde_json::to_vec(&serde_json::json!({ "action": action, "version": version }))?
        }
    })
}

/// A random legal action; in Gin one of the match-ending ones (knock, big gin) when there are
/// any, in Rummy any of them alike.
pub fn choose<'a>(legal: &'a [Action], kind: Kind, rng: &mut Rng) -> Result<&'a Action> {
    let is_ender = |a: &&Action| {
        kind == Kind::Gin
            && matches!(
                a.get("type").and_then(Value::as_str),
                Some("knock" | "big_gin")
            )
    };
    let enders: Vec<&Action> = legal.iter().filter(is_ender).collect();
    if !enders.is_empty() {
        return Ok(enders[pick(rng, enders.len())]);
    }
    if legal.is_empty() {
        return Err(Error::protocol("an active seat without legal actions"));
    }
    Ok(&legal[pick(rng, legal.len())])
}

/// A number in `0..n` (`n > 0`) from the rules crate's documented generator.
fn pick(rng: &mut Rng, n: usize) -> usize {
    rng.bounded(n as u64) as usize
}

/// `response` if its status is `status`, else the error naming the request and the answer.
fn expect(response: Response, status: u16, method: &str, path: &str) -> Result<Response> {
    if response.status == status {
        Ok(response)
    } else {
        Err(unexpected(method, path, &response))
    }
}

/// The error for an unexpected answer: the request, the status, the start of the body.
fn unexpected(method: &str, path: &str, response: &Response) -> Error {
    Error::protocol(format!(
        "{method} {path}: HTTP {}: {}",
        response.status,
        response.text()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actions(json: &str) -> Vec<Action> {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn prefers_ending_the_deal() {
        let legal = actions(
            r#"[{"type":"discard","card":"7h"},{"type":"knock","card":"2c"},
                {"type":"discard","card":"Kd"},{"type":"big_gin"}]"#,
        );
        let mut rng = Rng::new(3);
        for _ in 0..100 {
            let kind = choose(&legal, Kind::Gin, &mut rng).unwrap()["type"]
                .as_str()
                .unwrap();
            assert!(kind == "knock" || kind == "big_gin");
        }
    }

    #[test]
    fn otherwise_any_legal_action() {
        let legal = actions(r#"[{"type":"draw_stock"},{"type":"draw_discard"}]"#);
        let mut rng = Rng::new(5);
        let picks: Vec<&str> = (0..100)
            .map(|_| {
                choose(&legal, Kind::Gin, &mut rng).unwrap()["type"]
                    .as_str()
                    .unwrap()
            })
            .collect();
        assert!(picks.contains(&"draw_stock") && picks.contains(&"draw_discard"));
        assert!(choose(&[], Kind::Gin, &mut rng).is_err());
    }

    #[test]
    fn rummy_picks_any_legal_action() {
        let legal = actions(
            r#"[{"type":"meld","cards":["7h","7s","7d"]},{"type":"knock","card":"2c"},
                {"type":"lay_off","card":"X1","meld":3,"stands_for":"8h"}]"#,
        );
        let mut rng = Rng::new(11);
        let rummy = Kind::Rummy { seats: 4 };
        let picks: Vec<&str> = (0..200)
            .map(|_| {
                choose(&legal, rummy, &mut rng).unwrap()["type"]
                    .as_str()
                    .unwrap()
            })
            .collect();
        for kind in ["meld", "knock", "lay_off"] {
            assert!(picks.contains(&kind), "{kind} never picked");
        }
        assert!(choose(&[], rummy, &mut rng).is_err());
    }

    #[test]
    fn action_bodies_of_both_games() {
        let action = &actions(r#"[{"type":"lay_off","card":"X1","meld":3,"stands_for":"8h"}]"#)[0];
        let body: Value =
            serde_json::from_slice(&action_body(Kind::Rummy { seats: 3 }, action, 12).unwrap())
                .unwrap();
        assert_eq!(
            body,
            serde_json::json!({
                "action": {"type": "lay_off", "card": "X1", "meld": 3, "stands_for": "8h"},
                "version": 12,
            })
        );
        let action = &actions(r#"[{"type":"discard","card":"7h"}]"#)[0];
        let body: Value =
            serde_json::from_slice(&action_body(Kind::Gin, action, 5).unwrap()).unwrap();
        assert_eq!(
            body,
            serde_json::json!({"type": "discard", "card": "7h", "version": 5})
        );
    }

    #[test]
    fn creates_a_rummy_table() {
        assert_eq!(
            rummy_create_body(4, None),
            serde_json::json!({"seats": [
                {"kind": "me"}, {"kind": "open"}, {"kind": "open"}, {"kind": "open"}
            ]})
        );
        assert_eq!(
            rummy_create_body(2, Some(50)),
            serde_json::json!({
                "seats": [{"kind": "me"}, {"kind": "open"}],
                "options": {"target_score": 50},
            })
        );
    }

    #[test]
    fn reads_a_rummy_match_view() {
        // The start of a RummyMatch as the server serves it (fields the bot ignores included).
        let view: MatchView = serde_json::from_str(
            r#"{"id":"x","game":"rummy","status":"active","version":31,"your_seat":2,
                "to_act":2,"scores":[0,0,0,0],"moves":20,"hand":1,"dealer":1,
                "view":{"seat":2,"seats":4,"phase":"play","hand":["7h","7s","7d","X1"],
                "melds":[{"id":3,"owner":0,"kind":"run","cards":["6h","X2","8h"],
                          "jokers":{"X2":"7h"}}],
                "legal_actions":[{"type":"meld","cards":["7h","7s","7d"]},
                                 {"type":"lay_off","card":"X1","meld":3,"stands_for":"9h"},
                                 {"type":"swap_joker","card":"7h","joker":"X2"},
                                 {"type":"discard","card":"X1"}]}}"#,
        )
        .unwrap();
        assert_eq!((view.status.as_str(), view.version), ("active", 31));
        assert_eq!((view.your_seat, view.to_act), (Some(2), Some(2)));
        let legal = view.view.unwrap().legal_actions;
        assert_eq!(legal.len(), 4);
        assert_eq!(legal[1]["stands_for"], "9h");
    }

    #[test]
    fn reads_a_match_view() {
        let view: MatchView = serde_json::from_str(
            r#"{"id":"x","status":"active","version":7,"your_seat":1,"to_act":0,"moves":3,
                "view":{"seat":1,"legal_actions":[{"type":"pass"}],"hand":["As"]}}"#,
        )
        .unwrap();
        assert_eq!((view.status.as_str(), view.version), ("active", 7));
        assert_eq!((view.your_seat, view.to_act), (Some(1), Some(0)));
        assert_eq!(view.view.unwrap().legal_actions.len(), 1);
    }
}
