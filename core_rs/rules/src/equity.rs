//! Match equity: the chance of winning a match from a score, the match-aware bots' and the
//! analysis's measure of what a deal's points are worth in a match.
//!
//! # Model
//! A match is won by the player who first reaches the target: the game bonus (100 by default)
//! almost always outweighs the line bonuses, and the shutout only doubles the winner's points,
//! so whoever reaches the target first is taken to win. Each deal is a draw (nobody scores,
//! the state repeats) or is won by either seat with equal chance (the dealer's small edge is
//! ignored), the winner scoring `points × factor` with `points` drawn from the distribution
//! [`DEAL_POINTS`], measured between two medium bots over 20,000 deals with the default rules
//! (`cargo run --release --example outcome_histogram`); `factor` is 1, or the average Oklahoma
//! doubling when spades double (a quarter of the deals score double).
//!
//! [`MatchEquity::equity`]`(me, opp)` is then the chance that the seat with `me` hand points
//! wins against `opp`, solved exactly over every score pair below the target by dynamic
//! programming; the tables are computed once per target and shared.
//!
//! Hollywood (three games scored at once) is outside the model: [`MatchEquity::for_rules`]
//! returns `None` and the bots play for the deal's points there.
//!
//! ```
//! use ginrummy_rules::equity::MatchEquity;
//! use ginrummy_rules::rules::Rules;
//! let e = MatchEquity::for_rules(&Rules::default()).unwrap();
//! assert!((e.equity(0, 0) - 0.5).abs() < 1e-9);
//! assert!(e.equity(90, 0) > 0.9);
//! assert_eq!(e.after_deal(95, 40, 5), 1.0); // a 5-point win ends the match
//! ```

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::observation::Observation;
use crate::rules::{Rules, Variant};

/// The points of a won deal (`5 * i + 2` for bin `i`, 62 for the last) and their shares
/// among won deals, measured between medium bots (see the module docs).
pub const DEAL_POINTS: [(u32, f64); 13] = [
    (2, 0.0862),
    (7, 0.1396),
    (12, 0.1273),
    (17, 0.1014),
    (22, 0.0743),
    (27, 0.2179),
    (32, 0.1255),
    (37, 0.0556),
    (42, 0.0289),
    (47, 0.0192),
    (52, 0.0103),
    (57, 0.0063),
    (62, 0.0075),
];

/// The chance of winning a match from each score (see the module docs).
#[derive(Debug, Clone)]
pub struct MatchEquity {
    target: u32,
    table: Arc<Vec<f64>>,
}

type Key = (u32, bool);

fn cache() -> &'static Mutex<HashMap<Key, Arc<Vec<f64>>>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Vec<f64>>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

impl MatchEquity {
    /// The equity model of a match under `rules`; `None` for Hollywood.
    pub fn for_rules(rules: &Rules) -> Option<MatchEquity> {
        if rules.variant == Variant::Hollywood {
            return None;
        }
        let doubling = rules.variant == Variant::Oklahoma && rules.oklahoma_spades_double;
        let target = rules.target_score.max(1);
        let key = (target, doubling);
        let table = {
            let mut c = cache().lock().unwrap_or_else(|e| e.into_inner());
            c.entry(key)
                .or_insert_with(|| Arc::new(solve(target, doubling)))
                .clone()
        };
        Some(MatchEquity { target, table })
    }

    /// The equity model for the match an observation belongs to: `None` for a lone deal
    /// (no game scores), for Hollywood, or once the deal has ended.
    pub fn for_observation(obs: &Observation) -> Option<MatchEquity> {
        if obs.game_scores.is_empty() {
            return None;
        }
        MatchEquity::for_rules(&obs.rules)
    }

    /// The target score.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The chance that the seat with `me` hand points wins the match against `opp`.
    pub fn equity(&self, me: u32, opp: u32) -> f64 {
        let t = self.target;
        match (me >= t, opp >= t) {
            (true, false) => 1.0,
            (false, true) => 0.0,
            (true, true) => 0.5,
            (false, false) => self.table[(me * t + opp) as usize],
        }
    }

    /// The equity after a deal in which the seat scores `points` (negative: the opponent
    /// scores `-points`; zero: a draw).
    pub fn after_deal(&self, me: u32, opp: u32, points: i32) -> f64 {
        if points >= 0 {
            self.equity(me.saturating_add(points.unsigned_abs()), opp)
        } else {
            self.equity(me, opp.saturating_add(points.unsigned_abs()))
        }
    }

    /// How much equity one deal point is worth at this score: the slope between winning and
    /// losing a 10-point deal, at least `1 / (4 × target)` (so that points-equivalents stay
    /// finite when the match is all but decided). Dividing an equity by it gives points.
    pub fn rate(&self, me: u32, opp: u32) -> f64 {
        let slope = (self.after_deal(me, opp, 10) - self.after_deal(me, opp, -10)) / 20.0;
        slope.max(1.0 / (4.0 * f64::from(self.target)))
    }
}

/// The equity table over `[0, target)²`, row `me`, column `opp`.
fn solve(target: u32, doubling: bool) -> Vec<f64> {
    let t = target as usize;
    let mut outcomes: Vec<(usize, f64)> = Vec::new();
    for &(p, w) in &DEAL_POINTS {
        if doubling {
            outcomes.push((p as usize, w * 0.75));
            outcomes.push((2 * p as usize, w * 0.25));
        } else {
            outcomes.push((p as usize, w));
        }
    }
    let total: f64 = outcomes.iter().map(|o| o.1).sum();
    let mut e = vec![0.0; t * t];
    for me in (0..t).rev() {
        for opp in (0..t).rev() {
            let mut v = 0.0;
            for &(p, w) in &outcomes {
                let win = if me + p >= t {
                    1.0
                } else {
                    e[(me + p) * t + opp]
                };
                let loss = if opp + p >= t {
                    0.0
                } else {
                    e[me * t + opp + p]
                };
                v += w * (win + loss);
            }
            e[me * t + opp] = v / (2.0 * total);
        }
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equity_is_symmetric_and_monotone() {
        let e = MatchEquity::for_rules(&Rules::default()).unwrap();
        for me in (0..100).step_by(7) {
            for opp in (0..100).step_by(11) {
                let x = e.equity(me, opp);
                assert!((x + e.equity(opp, me) - 1.0).abs() < 1e-9, "{me} {opp}");
                assert!(e.equity(me + 1, opp) >= x - 1e-12);
                assert!(e.equity(me, opp + 1) <= x + 1e-12);
                assert!(e.rate(me, opp) > 0.0);
            }
        }
        assert!(e.equity(99, 0) > e.equity(50, 0));
        assert!(e.equity(0, 99) < 0.05);
    }

    #[test]
    fn hollywood_has_no_model_and_targets_differ() {
        let h = Rules {
            variant: Variant::Hollywood,
            ..Rules::default()
        };
        assert!(MatchEquity::for_rules(&h).is_none());
        let short = Rules {
            target_score: 50,
            ..Rules::default()
        };
        let s = MatchEquity::for_rules(&short).unwrap();
        let l = MatchEquity::for_rules(&Rules::default()).unwrap();
        // The same 30-point lead is worth more in a shorter match.
        assert!(s.equity(30, 0) > l.equity(30, 0));
    }
}
