//! A match of classic Rummy: hands until a score reaches the target (`RULES-RUMMY.md`,
//! "Scoring", precise points 4 and 8).
//!
//! The first dealer is drawn by the match: `SplitMix64::new(deal_seed(seed, 0)).bounded(seats)`
//! (recorded as [`Match::first_dealer`]). Hand `k` (0-based, stalemates count) is shuffled from
//! `deal_seed(seed, k + 1)`, and the deal moves one seat each hand, stalemates included.

use ginrummy_cards::shuffle::{deal_seed, SplitMix64};
use ginrummy_cards::{BySeat, Seat, Seats};
use serde::Serialize;

use crate::action::{Action, Resolved};
use crate::error::{Reason, Result, RummyError};
use crate::hand::Hand;
use crate::observation::Observation;
use crate::options::{seats as check_seats, RummyOptions};
use crate::scoring::{HandEnd, Standings};

/// A finished hand of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandRecord {
    /// The hand's number `k`, from 0.
    pub number: u32,
    /// Its seed, `deal_seed(match seed, k + 1)`.
    pub seed: u64,
    /// Its dealer.
    pub dealer: Seat,
    /// How it ended.
    pub end: HandEnd,
}

/// A match. See the module docs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    options: RummyOptions,
    seats: Seats,
    seed: u64,
    first_dealer: Seat,
    records: Vec<HandRecord>,
    scores: BySeat<u32>,
    /// The hand in play, or the last hand once the match is over.
    hand: Hand,
    over: bool,
}

impl Match {
    /// Starts a match of `seats` seats: validates the options, draws the first dealer, deals.
    pub fn new(options: RummyOptions, seats: usize, seed: u64) -> Result<Match> {
        options.validate()?;
        let table = check_seats(seats)?;
        let draw = SplitMix64::new(deal_seed(seed, 0)).bounded(seats as u64) as usize;
        let first_dealer = table.seat(draw).expect("drawn below the seat count");
        let hand = Hand::new(options.clone(), seats, first_dealer, deal_seed(seed, 1))?;
        Ok(Match {
            options,
            seats: table,
            seed,
            first_dealer,
            records: Vec::new(),
            scores: BySeat::splat(table, 0),
            hand,
            over: false,
        })
    }

    /// The options.
    pub fn options(&self) -> &RummyOptions {
        &self.options
    }

    /// The seats.
    pub fn seats(&self) -> Seats {
        self.seats
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The dealer of the first hand, drawn by the match.
    pub fn first_dealer(&self) -> Seat {
        self.first_dealer
    }

    /// The finished hands.
    pub fn records(&self) -> &[HandRecord] {
        &self.records
    }

    /// The hand in play, or the last one once the match is over.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The standings.
    pub fn standings(&self) -> Standings {
        Standings::of(&self.options, self.seats, self.scores)
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The seat to act; `None` once over.
    pub fn to_act(&self) -> Option<Seat> {
        if self.over {
            None
        } else {
            self.hand.to_act()
        }
    }

    /// The legal actions of the seat to act.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            Vec::new()
        } else {
            self.hand.legal_actions()
        }
    }

    /// What `action` would do for `seat`, or why not.
    pub fn resolve_for(&self, seat: Seat, action: &Action) -> Result<Resolved> {
        if self.over {
            return Err(RummyError::illegal(
                Reason::MatchOver,
                format!("cannot {}: the match is over", action.name()),
            ));
        }
        self.hand.resolve_for(seat, action)
    }

    /// Applies `action` for the seat to act.
    pub fn apply(&mut self, action: Action) -> Result<Resolved> {
        match self.to_act() {
            Some(seat) => self.apply_for(seat, action),
            None => Err(RummyError::illegal(
                Reason::MatchOver,
                format!("cannot {}: the match is over", action.name()),
            )),
        }
    }

    /// Applies `action` for `seat`; when the hand ends it is scored and recorded and, unless the
    /// match is over, the next hand is dealt by the next seat. A refusal changes nothing.
    pub fn apply_for(&mut self, seat: Seat, action: Action) -> Result<Resolved> {
        self.resolve_for(seat, &action)?;
        let resolved = self.hand.apply_for(seat, action)?;
        if let Some(end) = self.hand.end().cloned() {
            for s in self.seats.iter() {
                self.scores[s] += end.points[s];
            }
            let number = self.records.len() as u32;
            let dealer = self.hand.dealer();
            self.records.push(HandRecord {
                number,
                seed: deal_seed(self.seed, u64::from(number) + 1),
                dealer,
                end,
            });
            if self.standings().over {
                self.over = true;
            } else {
                let seed = deal_seed(self.seed, u64::from(number) + 2);
                self.hand = Hand::new(
                    self.options.clone(),
                    self.seats.count(),
                    self.seats.next(dealer),
                    seed,
                )?;
            }
        }
        Ok(resolved)
    }

    /// Zero-sum returns from the scores (see [`Standings::returns`]).
    pub fn returns(&self) -> BySeat<f64> {
        self.standings().returns(&self.options)
    }

    /// What `seat` may see of the hand in play (or the last), with the match scores.
    pub fn observation(&self, seat: Seat) -> Result<Observation> {
        let mut obs = self.hand.observation(seat)?;
        obs.scores = self.scores;
        if self.over {
            obs.to_act = None;
        }
        Ok(obs)
    }
}
