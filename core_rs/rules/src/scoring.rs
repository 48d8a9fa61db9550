//! Scoring, in one place: how a hand ends is scored ([`score_hand`]) and how a sequence of
//! hand outcomes becomes match standings with every bonus ([`score_match`]).
//!
//! # A hand (`RULES.md`, "Scoring a hand")
//! - **Knock**: the knocker's deadwood is lower than the defender's (after lay-offs): the
//!   knocker scores the difference.
//! - **Undercut**: the defender's deadwood is lower than *or equal to* the knocker's: the
//!   defender scores `undercut_bonus` plus the difference (0 when equal).
//! - **Gin** (knock with 0 deadwood): `gin_bonus` plus the defender's whole deadwood (no
//!   lay-offs); gin is never undercut, even when the defender also has 0 deadwood.
//! - **Big gin** (11 cards melded): `big_gin_bonus` plus the defender's whole deadwood.
//! - **Draw** (stock exhausted, option `draw`): nobody scores. **Void** (option `reshuffle`):
//!   the hand does not count at all and is redealt by the same dealer.
//! - **Oklahoma spades**: with `oklahoma_spades_double`, a spade first upcard doubles the
//!   hand's points (all kinds above). Only the hand's points double, not the match bonuses.
//!
//! # A match (`RULES.md`, "A match")
//! A game is played to `target_score`. When a player's hand points reach it, the game closes
//! and the grand totals are computed:
//! - **game bonus**: `game_bonus` to the player who reached the target;
//! - **line bonus**: `line_bonus` to each player for each hand they won (scored) in that game;
//! - **shutout** (option `shutout`): the winner's hand points are doubled before the line
//!   bonus is added, when the loser won no hand and (not Hollywood) no hand was a draw.
//!
//! **Hollywood** scores three games at once. A player's `n`-th hand won (counting every hand
//! they won in the match) is scored in games `1..=min(n, 3)`, but only in games still open. A
//! game closes when a player reaches the target in it, with its own bonuses as above (line
//! bonus per hand scored in that game; shutout when the loser scored no hand in that game,
//! draws do not matter). The match ends when all three games are closed, and the match total
//! of a player is the sum of their three grand totals.
//!
//! A hand won with 0 points (e.g. an undercut at equal deadwood with `undercut_bonus` 0) still
//! counts as a hand won.

use serde::{Deserialize, Serialize};

use crate::cards::Card;
use crate::rules::{Rules, StockExhaustion};
use crate::seats::{OtherSeat, SEATS};
use ginrummy_cards::seat::{BySeat, Seat};

/// How a deal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutcomeKind {
    /// The knocker had less deadwood and scores the difference.
    Knock,
    /// The defender had less or equal deadwood and scores the undercut bonus plus the
    /// difference.
    Undercut,
    /// Knock with 0 deadwood.
    Gin,
    /// All 11 cards melded.
    BigGin,
    /// Stock exhausted with option `draw`: nobody scores.
    Draw,
    /// Stock exhausted with option `reshuffle`: not a hand; redealt by the same dealer.
    Void,
}

/// The result of one deal (`DESIGN.md`: `Outcome`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// How the deal ended.
    pub kind: OutcomeKind,
    /// The seat that knocked (or went gin / big gin); `None` for draw and void.
    pub knocker: Option<Seat>,
    /// The seat that scores; `None` for draw and void.
    pub winner: Option<Seat>,
    /// The points the winner scores, already doubled when `doubled`.
    pub points: u32,
    /// The knocker's deadwood (0 for gin and big gin); `None` for draw and void.
    pub knocker_deadwood: Option<u32>,
    /// The defender's deadwood: after lay-offs for a knock or undercut, the whole deadwood for
    /// gin and big gin; `None` for draw and void.
    pub defender_deadwood: Option<u32>,
    /// Whether the points were doubled (Oklahoma with a spade first upcard and
    /// `oklahoma_spades_double`). Always false for draw and void.
    pub doubled: bool,
}

impl Outcome {
    /// Whether this deal counts as a hand of the match (everything but `void`).
    pub fn is_hand(&self) -> bool {
        self.kind != OutcomeKind::Void
    }
}

/// How a deal ended, before scoring: the input of [`score_hand`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandEnd {
    /// A knock with deadwood > 0, after the defender's lay-offs. (A knock with 0 deadwood is
    /// scored as gin.)
    Knock {
        /// The knocker's seat.
        knocker: Seat,
        /// The knocker's deadwood (of the melds as declared).
        knocker_deadwood: u32,
        /// The defender's minimum deadwood of the cards left after lay-offs.
        defender_deadwood: u32,
    },
    /// Gin: the defender's whole deadwood, no lay-offs.
    Gin {
        /// The knocker's seat.
        knocker: Seat,
        /// The defender's minimum deadwood of their 10 cards.
        defender_deadwood: u32,
    },
    /// Big gin: the defender's whole deadwood.
    BigGin {
        /// The seat that declared big gin.
        knocker: Seat,
        /// The defender's minimum deadwood of their 10 cards.
        defender_deadwood: u32,
    },
    /// A discard left the stock at 2 cards or fewer.
    StockExhausted,
}

/// Scores one hand (see the module docs for the rules). `first_upcard` decides the Oklahoma
/// spade doubling.
pub fn score_hand(rules: &Rules, first_upcard: Card, end: HandEnd) -> Outcome {
    let factor = if rules.doubles_hand(first_upcard) {
        2
    } else {
        1
    };
    let scored = |kind, knocker: Seat, winner: Seat, points: u32, kd: u32, dd: u32| Outcome {
        kind,
        knocker: Some(knocker),
        winner: Some(winner),
        points: points * factor,
        knocker_deadwood: Some(kd),
        defender_deadwood: Some(dd),
        doubled: factor == 2,
    };
    match end {
        HandEnd::Knock {
            knocker,
            knocker_deadwood: 0,
            defender_deadwood,
        }
        | HandEnd::Gin {
            knocker,
            defender_deadwood,
        } => scored(
            OutcomeKind::Gin,
            knocker,
            knocker,
            rules.gin_bonus + defender_deadwood,
            0,
            defender_deadwood,
        ),
        HandEnd::BigGin {
            knocker,
            defender_deadwood,
        } => scored(
            OutcomeKind::BigGin,
            knocker,
            knocker,
            rules.big_gin_bonus + defender_deadwood,
            0,
            defender_deadwood,
        ),
        HandEnd::Knock {
            knocker,
            knocker_deadwood: kd,
            defender_deadwood: dd,
        } => {
            if kd < dd {
                scored(OutcomeKind::Knock, knocker, knocker, dd - kd, kd, dd)
            } else {
                scored(
                    OutcomeKind::Undercut,
                    knocker,
                    knocker.other(),
                    rules.undercut_bonus + (kd - dd),
                    kd,
                    dd,
                )
            }
        }
        HandEnd::StockExhausted => Outcome {
            kind: match rules.stock_exhaustion {
                StockExhaustion::Draw => OutcomeKind::Draw,
                StockExhaustion::Reshuffle => OutcomeKind::Void,
            },
            knocker: None,
            winner: None,
            points: 0,
            knocker_deadwood: None,
            defender_deadwood: None,
            doubled: false,
        },
    }
}

/// The standings of one game (one of three in Hollywood).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// Hand points scored in this game, per seat (before any shutout doubling).
    pub hand_points: BySeat<u32>,
    /// Hands scored in this game, per seat (for the line bonus).
    pub hands_won: BySeat<u32>,
    /// Whether a player has reached the target in this game.
    pub closed: bool,
    /// The seat that reached the target; `None` while open.
    pub winner: Option<Seat>,
    /// Whether the winner's hand points were doubled for a shutout.
    pub shutout: bool,
    /// The game bonus per seat (only the winner's is non-zero; 0 while open).
    pub game_bonus: BySeat<u32>,
    /// The line bonus per seat: `line_bonus` per hand scored in this game (0 while open).
    pub line_bonus: BySeat<u32>,
    /// Grand totals per seat: hand points (doubled for the winner on a shutout) plus the
    /// bonuses. While the game is open: the hand points only.
    pub totals: BySeat<u32>,
}

impl GameResult {
    /// A game before its first hand.
    pub fn new() -> GameResult {
        let zero = BySeat::splat(SEATS, 0);
        GameResult {
            hand_points: zero,
            hands_won: zero,
            closed: false,
            winner: None,
            shutout: false,
            game_bonus: zero,
            line_bonus: zero,
            totals: zero,
        }
    }
}

impl Default for GameResult {
    fn default() -> GameResult {
        GameResult::new()
    }
}

/// The standings of a match: [`score_match`] of its hand outcomes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchResult {
    /// Whether every game is closed (the match is over).
    pub over: bool,
    /// Hands played (draws included, void deals not).
    pub hands: u32,
    /// Hands that were draws.
    pub draws: u32,
    /// Hands won per seat, over the whole match.
    pub hands_won: BySeat<u32>,
    /// Hand points won per seat over the whole match (the running totals of a classic game).
    pub hand_points: BySeat<u32>,
    /// The games: one, or three for Hollywood (game 1 first).
    pub games: Vec<GameResult>,
    /// Match totals per seat: the sum of the games' grand totals.
    pub totals: BySeat<u32>,
    /// The seat with the higher match total once the match is over; `None` while it is not
    /// over or on a tie.
    pub winner: Option<Seat>,
}

/// Computes the match standings from the outcomes of its deals in order (void deals are
/// skipped; hands after every game closed are ignored). See the module docs for the rules.
pub fn score_match(rules: &Rules, outcomes: &[Outcome]) -> MatchResult {
    let zero = BySeat::splat(SEATS, 0);
    let mut result = MatchResult {
        over: false,
        hands: 0,
        draws: 0,
        hands_won: zero,
        hand_points: zero,
        games: vec![GameResult::new(); rules.games()],
        totals: zero,
        winner: None,
    };
    for o in outcomes.iter().filter(|o| o.is_hand()) {
        if result.games.iter().all(|g| g.closed) {
            break;
        }
        result.hands += 1;
        let Some(w) = o.winner else {
            result.draws += 1;
            continue;
        };
        result.hands_won[w] += 1;
        result.hand_points[w] += o.points;
        // Classic: the one game gets every hand. Hollywood: the n-th win goes to games 1..=n.
        let reach = (result.hands_won[w] as usize).min(result.games.len());
        for g in result.games.iter_mut().take(reach).filter(|g| !g.closed) {
            g.hand_points[w] += o.points;
            g.hands_won[w] += 1;
            if g.hand_points[w] >= rules.target_score {
                g.closed = true;
                g.winner = Some(w);
            }
        }
    }
    let hollywood = result.games.len() > 1;
    let draws = result.draws;
    for g in &mut result.games {
        g.totals = g.hand_points;
        let Some(w) = g.winner else { continue };
        let l = w.other();
        g.shutout = rules.shutout && g.hands_won[l] == 0 && (hollywood || draws == 0);
        g.game_bonus[w] = rules.game_bonus;
        g.line_bonus = g.hands_won.map(|n| n * rules.line_bonus);
        let factor = if g.shutout { 2 } else { 1 };
        g.totals[w] = g.hand_points[w] * factor + g.game_bonus[w] + g.line_bonus[w];
        g.totals[l] = g.hand_points[l] + g.line_bonus[l];
    }
    result.over = result.games.iter().all(|g| g.closed);
    result.totals = BySeat::from_fn(SEATS, |s| result.games.iter().map(|g| g.totals[s]).sum());
    if result.over {
        result.winner = sole_best(&result.totals);
    }
    result
}

/// The seat with the highest value, unless another seat has it too.
fn sole_best(values: &BySeat<u32>) -> Option<Seat> {
    let (best, &top) = values.iter_seats().max_by_key(|&(_, v)| *v)?;
    (values.iter().filter(|&&v| v == top).count() == 1).then_some(best)
}
