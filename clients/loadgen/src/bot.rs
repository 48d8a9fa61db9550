//! A bot playing both seats of its own match over HTTP, move for move like `Bot` in
//! `scripts/bench_api.py`: random legal actions, knocking (or big gin) whenever it can.

use std::time::Instant;

use ginrummy_rules::shuffle::SplitMix64 as Rng;
use serde::Deserialize;
use serde_json::{Map, Value};

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

/// The fields of a match (as one seat sees it) that the bot reads.
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

/// The match being played: both seats' tokens, its paths, the last view received.
struct Game {
    tokens: [String; 2],
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
    target: u32,
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
    /// A bot whose players are named `<name>-<k>a` and `<name>-<k>b` for its `k`-th match.
    pub fn new(conn: Conn, name: String, target: u32, seed: u64) -> Self {
        Self {
            conn,
            name,
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

    /// Plays one action for the seat to act: fetches that seat's view if the last one was the
    /// other seat's, posts a random legal action with the version seen; on 409, fetches again.
    fn turn(&mut self, game: &mut Game) -> Result<bool> {
        let seat = game
            .view
            .to_act
            .filter(|&seat| seat < 2)
            .ok_or_else(|| Error::protocol("an active match without a seat to act"))?;
        if game.view.your_seat != Some(seat) {
            game.view = self.fetch_view(game, seat)?;
        }
        let legal = &game
            .view
            .view
            .as_ref()
            .ok_or_else(|| Error::protocol("no seat view"))?;
        let mut action = choose(&legal.legal_actions, &mut self.rng)?.clone();
        action.insert("version".to_owned(), game.view.version.into());
        let body = serde_json::to_vec(&action)?;
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

    /// Registers two players, creates an open match as the first, joins it as the second.
    fn new_match(&mut self) -> Result<Game> {
        self.created += 1;
        self.matches += 1;
        let a = self.register('a')?;
        let b = self.register('b')?;
        let body = serde_json::json!({
            "opponent": {"kind": "open"},
            "seat": 0,
            "rules": {"target_score": self.target},
        });
        let created: Created = self.post_json("/matches", Some(&a), &body, 201)?;
        let view_path = format!("/matches/{}", created.id);
        let join_path = format!("{view_path}/join");
        let view = self.post_json(&join_path, Some(&b), &serde_json::json!({}), 200)?;
        let actions_path = format!("{view_path}/actions");
        Ok(Game {
            tokens: [a, b],
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

/// A random legal action, but one of the match-ending ones (knock, big gin) when there are any.
pub fn choose<'a>(legal: &'a [Action], rng: &mut Rng) -> Result<&'a Action> {
    let is_ender = |a: &&Action| {
        matches!(
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
            let kind = choose(&legal, &mut rng).unwrap()["type"].as_str().unwrap();
            assert!(kind == "knock" || kind == "big_gin");
        }
    }

    #[test]
    fn otherwise_any_legal_action() {
        let legal = actions(r#"[{"type":"draw_stock"},{"type":"draw_discard"}]"#);
        let mut rng = Rng::new(5);
        let picks: Vec<&str> = (0..100)
            .map(|_| choose(&legal, &mut rng).unwrap()["type"].as_str().unwrap())
            .collect();
        assert!(picks.contains(&"draw_stock") && picks.contains(&"draw_discard"));
        assert!(choose(&[], &mut rng).is_err());
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
