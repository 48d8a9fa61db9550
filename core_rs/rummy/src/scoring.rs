//! How a hand ends and what it scores (`RULES-RUMMY.md`, "Scoring"), and a match's standings.
//!
//! - `winner_takes_all`: the winner scores the values of every other hand (ace 1, or 15 under
//!   `aces: high_or_low`; 2..10 face value; J Q K 10; a joker 15), doubled for going rummy.
//! - `penalty`: each loser adds its own hand's value (doubled when the winner went rummy).
//! - A stalemate scores nothing.
//!
//! Whatever the scoring, a hand's returns are zero-sum: each loser loses its hand's value (times
//! the rummy multiplier) and the winner gains their sum.

use ginrummy_cards::{BySeat, Seat, Seats};
use serde::{Deserialize, Serialize};

use crate::card::AnyCards;
use crate::options::{RummyOptions, Scoring};

/// Why a hand ended without a winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stalemate {
    /// The stock ran out with no rebuild left (or a discard pile of its top card only).
    StockExhausted,
    /// Every hand holds one card and no card off the table can be laid off (rule 6).
    NoPlayCanFinish,
    /// The hand reached its turn limit (precise point 7).
    TurnLimit,
}

/// The end of a hand with every hand counted: what a page shows to explain the score.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HandEnd {
    /// The seat that went out; `None` for a stalemate.
    pub winner: Option<Seat>,
    /// Whether the winner went rummy (all in one turn, nothing laid before).
    pub rummy: bool,
    /// Why there is no winner, for a stalemate.
    pub stalemate: Option<Stalemate>,
    /// The turn the hand ended in (from 1).
    pub turns: u32,
    /// The cards left in each hand.
    pub hands: BySeat<AnyCards>,
    /// Each hand's value.
    pub values: BySeat<u32>,
    /// 2 when the winner went rummy, else 1.
    pub multiplier: u32,
    /// What each seat adds to its match score under the options' scoring.
    pub points: BySeat<u32>,
}

impl HandEnd {
    /// A hand won by `winner` (`rummy` if it went rummy), scored under `options`.
    pub fn won(
        options: &RummyOptions,
        winner: Seat,
        rummy: bool,
        turns: u32,
        hands: BySeat<AnyCards>,
    ) -> HandEnd {
        let high = options.ace_high_or_low();
        let values = hands.map(|h| h.value(high));
        let multiplier = if rummy { 2 } else { 1 };
        let points = BySeat::from_fn(hands.seats(), |s| match options.scoring {
            Scoring::WinnerTakesAll if s == winner => multiplier * values.iter().sum::<u32>(),
            Scoring::WinnerTakesAll => 0,
            Scoring::Penalty if s == winner => 0,
            Scoring::Penalty => multiplier * values[s],
        });
        HandEnd {
            winner: Some(winner),
            rummy,
            stalemate: None,
            turns,
            hands,
            values,
            multiplier,
            points,
        }
    }

    /// A stalemate: nothing scored.
    pub fn stalemate(
        options: &RummyOptions,
        why: Stalemate,
        turns: u32,
        hands: BySeat<AnyCards>,
    ) -> HandEnd {
        let high = options.ace_high_or_low();
        HandEnd {
            winner: None,
            rummy: false,
            stalemate: Some(why),
            turns,
            values: hands.map(|h| h.value(high)),
            hands,
            multiplier: 1,
            points: BySeat::splat(hands.seats(), 0),
        }
    }

    /// The hand's zero-sum returns: each loser `-multiplier * value`, the winner the sum.
    pub fn returns(&self) -> BySeat<f64> {
        let seats = self.hands.seats();
        let Some(winner) = self.winner else {
            return BySeat::splat(seats, 0.0);
        };
        let lost = |s: Seat| f64::from(self.multiplier * self.values[s]);
        let total: f64 = seats.iter().filter(|&s| s != winner).map(lost).sum();
        BySeat::from_fn(seats, |s| if s == winner { total } else { -lost(s) })
    }
}

/// A match's standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standings {
    /// Each seat's score.
    pub scores: BySeat<u32>,
    /// The match's target.
    pub target: u32,
    /// Whether the match is over (a score reached the target).
    pub over: bool,
    /// The winners once over: under `winner_takes_all` the seat that reached the target; under
    /// `penalty` every seat with the lowest score (precise point 4: equal lowest share the win).
    pub winners: Vec<Seat>,
}

impl Standings {
    /// The standings of `scores` under `options` at a table of `seats`.
    pub fn of(options: &RummyOptions, seats: Seats, scores: BySeat<u32>) -> Standings {
        let target = options.target_for(seats);
        let over = scores.iter().any(|&s| s >= target);
        let winners = if !over {
            vec![]
        } else {
            match options.scoring {
                Scoring::WinnerTakesAll => seats.iter().filter(|&s| scores[s] >= target).collect(),
                Scoring::Penalty => {
                    let low = *scores.iter().min().expect("seats");
                    seats.iter().filter(|&s| scores[s] == low).collect()
                }
            }
        };
        Standings {
            scores,
            target,
            over,
            winners,
        }
    }

    /// Zero-sum returns: each seat's score against the others' average (negated under
    /// `penalty`, where a lower score is better).
    pub fn returns(&self, options: &RummyOptions) -> BySeat<f64> {
        let n = self.scores.len() as f64;
        let total: f64 = self.scores.iter().map(|&s| f64::from(s)).sum();
        let sign = if options.scoring == Scoring::Penalty {
            -1.0
        } else {
            1.0
        };
        self.scores.map(|&s| {
            let others = (total - f64::from(s)) / (n - 1.0);
            sign * (f64::from(s) - others)
        })
    }
}
