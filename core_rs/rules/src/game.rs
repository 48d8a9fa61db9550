//! A match: deals until the target is reached (`DESIGN.md`, "Match").
//!
//! [`Match::new`] starts deal 0 with seat 0 dealing. Deal `k` (0-based, void redeals count) is
//! shuffled from [`deal_seed`]`(match seed, k)`. After a hand (anything but a void deal) the
//! dealer alternates; a void deal (stock exhausted with option `reshuffle`) is redealt by the
//! same dealer and is not a hand. When a deal ends it is recorded ([`Match::deals`]) and the
//! next one starts at once, unless the match is over. Standings come from
//! [`crate::scoring::score_match`] over the recorded outcomes, so the scoring rules live in one
//! place.
//!
//! ```
//! use ginrummy_rules::game::Match;
//! use ginrummy_rules::rules::Rules;
//! let mut m = Match::new(Rules::default(), 7).unwrap();
//! while !m.is_over() {
//!     // Always the first legal action: draws, discards and passes until someone can knock.
//!     let a = m.legal_actions()[0].clone();
//!     m.apply(a).unwrap();
//! #   if m.deals().len() > 500 { break; }
//! }
//! ```

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::deal::{Deal, Resolved};
use crate::error::{GinError, Reason, Result};
use crate::observation::Observation;
use crate::rules::Rules;
use crate::scoring::{score_match, MatchResult, Outcome, OutcomeKind};
use crate::seats::{OtherSeat, SEATS};
use crate::shuffle::deal_seed;
use ginrummy_cards::seat::{BySeat, Seat};

/// A finished deal of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealRecord {
    /// The deal's number `k` in the match (0-based, void deals count).
    pub number: u32,
    /// The deal's seed, `deal_seed(match seed, k)`.
    pub seed: u64,
    /// The dealer.
    pub dealer: Seat,
    /// How it ended.
    pub outcome: Outcome,
    /// The whole finished deal (deck, moves, hands): the audit record.
    pub deal: Deal,
}

/// A match of Gin Rummy. See the module docs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "MatchData")]
pub struct Match {
    /// The rules.
    rules: Rules,
    /// The match seed.
    seed: u64,
    /// Finished deals in order.
    deals: Vec<DealRecord>,
    /// The deal in play; `None` once the match is over.
    current: Option<Deal>,
}

impl Match {
    /// Starts a match: validates the rules and deals deal 0 (seat 0 deals).
    /// Errors: `InvalidRules`.
    pub fn new(rules: Rules, seed: u64) -> Result<Match> {
        rules.validate()?;
        let first = Deal::new(rules.clone(), deal_seed(seed, 0), Seat::FIRST)?;
        Ok(Match {
            rules,
            seed,
            deals: Vec::new(),
            current: Some(first),
        })
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The finished deals, in order (void deals included).
    pub fn deals(&self) -> &[DealRecord] {
        &self.deals
    }

    /// The outcomes of the finished deals, in order.
    pub fn outcomes(&self) -> Vec<Outcome> {
        self.deals.iter().map(|d| d.outcome.clone()).collect()
    }

    /// The deal in play, or the last deal once the match is over.
    pub fn current_deal(&self) -> &Deal {
        match &self.current {
            Some(d) => d,
            None => &self.deals.last().expect("an over match has deals").deal,
        }
    }

    /// The number `k` of the deal in play (the number of finished deals).
    pub fn deal_number(&self) -> u32 {
        self.deals.len() as u32
    }

    /// The dealer of the deal in play.
    pub fn dealer(&self) -> Seat {
        self.current_deal().dealer()
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.current.is_none()
    }

    /// The seat to act, `None` once the match is over.
    pub fn to_act(&self) -> Option<Seat> {
        self.current.as_ref().and_then(Deal::to_act)
    }

    /// The legal actions of the seat to act (empty once over).
    pub fn legal_actions(&self) -> Vec<Action> {
        self.current
            .as_ref()
            .map_or_else(Vec::new, Deal::legal_actions)
    }

    /// Whether the seat to act may take `action` (the reason if not), without applying it:
    /// `check(a)` is `Ok` exactly when `apply(a)` would succeed.
    pub fn check(&self, action: &Action) -> Result<()> {
        match self.current.as_ref() {
            Some(deal) => deal.check(action),
            None => Err(match_over(action)),
        }
    }

    /// What `action` would do for `seat` (the seat to act if `None`) in the deal in play,
    /// without applying it: `Ok` exactly when [`Match::apply_for`] would succeed (with the
    /// same error otherwise). See [`Deal::resolve`].
    pub fn resolve(&self, seat: Option<Seat>, action: &Action) -> Result<Resolved> {
        match self.current.as_ref() {
            Some(deal) => deal.resolve(seat, action),
            None => Err(match_over(action)),
        }
    }

    /// Applies `action` for the seat to act; see [`Match::apply_for`].
    pub fn apply(&mut self, action: Action) -> Result<()> {
        match self.to_act() {
            Some(seat) => self.apply_for(seat, action),
            None => Err(match_over(&action)),
        }
    }

    /// Applies `action` for `seat` in the deal in play. When the deal ends it is recorded and,
    /// unless the match is over, the next deal starts. An illegal action leaves the match
    /// unchanged.
    pub fn apply_for(&mut self, seat: Seat, action: Action) -> Result<()> {
        let Some(deal) = self.current.as_mut() else {
            return Err(match_over(&action));
        };
        deal.apply_for(seat, action)?;
        if deal.is_over() {
            let deal = self.current.take().expect("a deal is in play");
            let outcome = deal
                .outcome()
                .expect("an ended deal has an outcome")
                .clone();
            let dealer = deal.dealer();
            self.deals.push(DealRecord {
                number: self.deals.len() as u32,
                seed: deal.seed().expect("match deals have seeds"),
                dealer,
                outcome: outcome.clone(),
                deal,
            });
            if !self.standings().over {
                let next_dealer = next_dealer(dealer, &outcome);
                let k = self.deals.len() as u64;
                self.current = Some(Deal::new(
                    self.rules.clone(),
                    deal_seed(self.seed, k),
                    next_dealer,
                )?);
            }
        }
        Ok(())
    }

    /// The standings now (see [`score_match`]): hand points, hands won, per-game breakdown;
    /// bonuses and the winner once games close.
    pub fn standings(&self) -> MatchResult {
        score_match(&self.rules, &self.outcomes())
    }

    /// The final result with the full breakdown, once the match is over.
    pub fn result(&self) -> Option<MatchResult> {
        self.is_over().then(|| self.standings())
    }

    /// Hand points won so far per seat.
    pub fn scores(&self) -> BySeat<u32> {
        self.standings().hand_points
    }

    /// Each seat's match total (the hand points while the games are open) less the other
    /// seat's: zero-sum. (The [`Game`](ginrummy_cards::game::Game) returns.)
    pub fn returns(&self) -> BySeat<f64> {
        let totals = self.standings().totals;
        BySeat::from_fn(SEATS, |s| {
            f64::from(totals[s]) - f64::from(totals[s.other()])
        })
    }

    /// What `seat` may see of the deal in play (or the last deal once over), with the match
    /// scores filled in. Errors: `InvalidState` if `seat > 1`.
    pub fn observation(&self, seat: Seat) -> Result<Observation> {
        let mut obs = self.current_deal().observation(seat)?;
        let standings = self.standings();
        obs.scores = standings.hand_points;
        obs.game_scores = standings.games.iter().map(|g| g.hand_points).collect();
        Ok(obs)
    }

    /// The match as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("matches serialize")
    }

    /// Parses a match from JSON, replaying every deal to check it. Errors: `InvalidState`.
    pub fn from_json(json: &str) -> Result<Match> {
        serde_json::from_str(json)
            .map_err(|e| GinError::InvalidState(format!("invalid match: {e}")))
    }
}

/// The refusal of any action once the match is over (reason `match_over`).
fn match_over(action: &Action) -> GinError {
    GinError::illegal(
        Reason::MatchOver,
        format!("cannot {}: the match is over", action.name()),
    )
}

/// The dealer after a deal: the same after a void deal, else the other seat.
fn next_dealer(dealer: Seat, outcome: &Outcome) -> Seat {
    if outcome.kind == OutcomeKind::Void {
        dealer
    } else {
        dealer.other()
    }
}

/// The serialized shape of a [`Match`], checked on the way in.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MatchData {
    rules: Rules,
    seed: u64,
    deals: Vec<DealRecord>,
    current: Option<Deal>,
}

impl TryFrom<MatchData> for Match {
    type Error = GinError;

    fn try_from(d: MatchData) -> Result<Match> {
        d.rules.validate()?;
        let bad = |msg: String| Err(GinError::InvalidState(msg));
        let mut dealer = Seat::FIRST;
        for (k, r) in d.deals.iter().enumerate() {
            let seed = deal_seed(d.seed, k as u64);
            if r.number != k as u32 || r.seed != seed || r.deal.seed() != Some(seed) {
                return bad(format!("deal {k} has the wrong number or seed"));
            }
            if r.dealer != dealer || r.deal.dealer() != dealer {
                return bad(format!("deal {k} should be dealt by seat {dealer}"));
            }
            if r.deal.rules() != &d.rules {
                return bad(format!("deal {k} has other rules than the match"));
            }
            if r.deal.outcome() != Some(&r.outcome) {
                return bad(format!("deal {k}'s outcome does not match its deal"));
            }
            let outcomes: Vec<Outcome> = d.deals[..k].iter().map(|r| r.outcome.clone()).collect();
            if score_match(&d.rules, &outcomes).over {
                return bad(format!("deal {k} was played after the match was over"));
            }
            dealer = next_dealer(dealer, &r.outcome);
        }
        let m = Match {
            rules: d.rules,
            seed: d.seed,
            deals: d.deals,
            current: d.current,
        };
        let over = m.standings().over;
        match &m.current {
            None if !over => bad("the match is not over but has no deal in play".into()),
            Some(_) if over => bad("the match is over but has a deal in play".into()),
            Some(deal) => {
                let k = m.deals.len() as u64;
                if deal.seed() != Some(deal_seed(m.seed, k)) || deal.dealer() != dealer {
                    return bad(format!(
                        "the deal in play should be deal {k} dealt by seat {dealer}"
                    ));
                }
                if deal.rules() != &m.rules {
                    return bad("the deal in play has other rules than the match".into());
                }
                if deal.is_over() {
                    return bad("the deal in play has ended but is not recorded".into());
                }
                Ok(m)
            }
            None => Ok(m),
        }
    }
}
