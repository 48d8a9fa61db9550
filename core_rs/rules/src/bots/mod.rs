//! Bots at four difficulty levels, deciding from one seat's [`Observation`] only.
//!
//! A bot never sees hidden state: [`Bot::act`] takes the observation of the seat to act and
//! returns one of its legal actions (checked with [`Observation::check`] before it is
//! returned). The same bots choose the defender's lay-offs and the knocker's melds.
//!
//! | level | plays |
//! |---|---|
//! | [`Level::Beginner`] | plausible but weak: never takes the upcard or the discard pile, discards a high unmatched card (sometimes a random one), knocks at once |
//! | [`Level::Easy`] | takes the upcard or the top discard only when it lowers its deadwood, discards to minimise deadwood, knocks as soon as it may |
//! | [`Level::Medium`] | also reads the discards and the opponent's pick-ups: discards to minimise the expected deadwood after the next draw without feeding the opponent's likely melds, takes a discard when it beats the expected stock draw, knocks or waits for gin by the estimated undercut risk and the stock left, and arranges its knock melds to limit the defender's lay-offs |
//! | [`Level::Expert`] | searches: determinised Monte Carlo over opponent hands and stock orders consistent with the observation (cards the opponent picked up are known; the cards it discarded or passed on make related cards less likely), evaluating the most promising moves with fast playouts of a medium-like policy for both seats, with common random numbers across moves and early stopping once one move is clearly best |
//!
//! Lay-offs (every level above beginner): the plan of [`melds::best_layoffs`], one card at a
//! time, then `finish_layoff`; a beginner lays off only its own deadwood cards that fit.
//!
//! # Determinism
//! A bot is seeded. Beginner uses its seed for its occasional random discard, easy and medium
//! use no randomness at all, and expert samples its determinisations from the seed. With a
//! playout cap ([`Bot::with_playouts`]) the expert ignores the clock and is deterministic for a
//! given seed and sequence of observations; with only a time budget it stops when the budget is
//! spent (or earlier, when one move is clearly best), so its choice may depend on the machine.
//!
//! ```
//! use ginrummy_rules::bots::{Bot, Level};
//! use ginrummy_rules::deal::Deal;
//! use ginrummy_rules::rules::Rules;
//! let mut deal = Deal::new(Rules::default(), 7, ginrummy_rules::Seat::FIRST).unwrap();
//! let mut bots = [Bot::new(Level::Easy, 1, 50), Bot::new(Level::Medium, 2, 50)];
//! while let Some(seat) = deal.to_act() {
//!     let action = bots[usize::from(seat)].act(&deal.observation(seat).unwrap());
//!     deal.apply(action).unwrap();
//! }
//! assert!(deal.outcome().is_some());
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::cards::{Card, CardSet, FULL_DECK};
use crate::deal::Phase;
use crate::error::{GinError, Reason, Result};
use crate::melds;
use crate::observation::Observation;
use crate::seats::OtherSeat;
use crate::shuffle::SplitMix64;

pub(crate) mod analysis_support;
mod expert;
mod playout;
mod policy;

pub use expert::SearchStats;

/// The default time budget of an expert decision, in milliseconds.
pub const DEFAULT_BUDGET_MS: u64 = 50;

/// A difficulty level (serde and text: `beginner`, `easy`, `medium`, `expert`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Plausible but weak play.
    Beginner,
    /// Greedy deadwood minimisation, knocks at once.
    Easy,
    /// Reads the discards, avoids feeding the opponent, knocks by the undercut risk.
    Medium,
    /// Determinised Monte Carlo search within a time budget.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Easy, Level::Medium, Level::Expert];

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = GinError;

    fn from_str(s: &str) -> Result<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| {
                GinError::InvalidState(format!(
                    "unknown bot level {s:?}: expected beginner, easy, medium or expert"
                ))
            })
    }
}

/// How a bot plays, without its seed: the level, the expert's time budget and playout cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BotConfig {
    /// The level.
    pub level: Level,
    /// Expert: the time budget of one decision in milliseconds (ignored with `playouts`).
    pub budget_ms: u64,
    /// Expert: the number of determinisations per decision (each plays out every candidate
    /// move once). With a cap the clock is never read and the bot is deterministic.
    pub playouts: Option<u32>,
    /// Medium and expert: play for the match, not the deal alone (default `true`): in a match
    /// (not Hollywood, not a lone deal) the expert values each playout by the match equity of
    /// its final score ([`crate::equity`]) and medium knocks sooner when a likely knock win
    /// reaches the target. `false` is the deal-only expert and medium of before.
    #[serde(default = "yes")]
    pub match_aware: bool,
}

fn yes() -> bool {
    true
}

impl BotConfig {
    /// A level with the default budget and no playout cap.
    pub fn new(level: Level) -> BotConfig {
        BotConfig {
            level,
            budget_ms: DEFAULT_BUDGET_MS,
            playouts: None,
            match_aware: true,
        }
    }

    /// The same configuration playing for the deal only (`match_aware: false`).
    pub fn deal_only(self) -> BotConfig {
        BotConfig {
            match_aware: false,
            ..self
        }
    }
}

/// A bot: a level, a seed and (expert) a budget. See the module docs.
#[derive(Debug, Clone)]
pub struct Bot {
    config: BotConfig,
    rng: SplitMix64,
    last: SearchStats,
}

impl Bot {
    /// A bot of `level` seeded with `seed`; `budget_ms` bounds an expert decision's time.
    pub fn new(level: Level, seed: u64, budget_ms: u64) -> Bot {
        Bot::from_config(
            BotConfig {
                budget_ms,
                ..BotConfig::new(level)
            },
            seed,
        )
    }

    /// A bot from a configuration and a seed.
    pub fn from_config(config: BotConfig, seed: u64) -> Bot {
        Bot {
            config,
            rng: SplitMix64::new(seed ^ 0x6a09_e667_f3bc_c908),
            last: SearchStats::default(),
        }
    }

    /// Caps the expert's determinisations per decision (`None`: the time budget decides).
    pub fn with_playouts(mut self, playouts: Option<u32>) -> Bot {
        self.config.playouts = playouts;
        self
    }

    /// Sets whether the bot plays for the match (see [`BotConfig::match_aware`]).
    pub fn with_match_aware(mut self, match_aware: bool) -> Bot {
        self.config.match_aware = match_aware;
        self
    }

    /// The bot's configuration.
    pub fn config(&self) -> BotConfig {
        self.config
    }

    /// The bot's level.
    pub fn level(&self) -> Level {
        self.config.level
    }

    /// What the last expert decision cost (zeros for the other levels and unsearched moves).
    pub fn last_search(&self) -> SearchStats {
        self.last
    }

    /// The bot's move for the seat of `obs`, always one of its legal actions.
    ///
    /// # Panics
    /// If the seat has no legal action (it is not its turn, or the deal has ended); use
    /// [`Bot::try_act`] to get an error instead.
    pub fn act(&mut self, obs: &Observation) -> Action {
        match self.try_act(obs) {
            Ok(a) => a,
            Err(e) => panic!("the bot cannot act: {e}"),
        }
    }

    /// The bot's move for the seat of `obs`; `IllegalAction` if the seat has no legal action.
    pub fn try_act(&mut self, obs: &Observation) -> Result<Action> {
        self.last = SearchStats::default();
        if !obs.is_my_turn() {
            return Err(match obs.to_act {
                Some(s) => GinError::illegal(
                    Reason::NotYourTurn,
                    format!("the bot plays seat {} but it is seat {s}'s turn", obs.seat),
                ),
                None => GinError::illegal(
                    Reason::DealOver,
                    "the deal has ended: there is nothing to play",
                ),
            });
        }
        let chosen = self.choose(obs);
        if obs.check(&chosen).is_ok() {
            return Ok(chosen);
        }
        // Only reachable with an inconsistent third-party observation: play safe.
        let legal = obs.legal_actions();
        let fallback = legal
            .iter()
            .find(|a| !matches!(a, Action::Knock { .. } | Action::BigGin));
        fallback.or(legal.first()).cloned().ok_or_else(|| {
            GinError::illegal(Reason::NoLegalAction, "no legal action in this observation")
        })
    }

    fn choose(&mut self, obs: &Observation) -> Action {
        let level = self.config.level;
        if obs.phase == Phase::Layoff {
            return policy::layoff(level, obs);
        }
        let mut ctx = Ctx::from_observation(obs);
        if !self.config.match_aware {
            ctx.match_view = None;
        }
        if level == Level::Expert {
            if let Some((action, stats)) = expert::search(obs, &ctx, &self.config, &mut self.rng) {
                self.last = stats;
                return action;
            }
        }
        policy::decide(level, &ctx, &mut self.rng)
    }
}

/// What a seat knows, as bit masks: the compact input of every policy (built from an
/// observation, or kept up to date inside a playout).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ctx {
    /// The phase.
    pub phase: Phase,
    /// My hand.
    pub hand: u64,
    /// The top of the discard pile.
    pub top: Option<Card>,
    /// The card I just took from the pile (may not be discarded).
    pub taken: Option<Card>,
    /// Both passed the upcard: I must draw from the stock.
    pub must_draw_stock: bool,
    /// The face-up pile.
    pub pile: u64,
    /// Opponent cards I know (taken from the pile and still held).
    pub opp_held: u64,
    /// Cards the opponent discarded.
    pub opp_discarded: u64,
    /// Cards I discarded this deal: never taken back from the pile (see [`Ctx::may_take`]).
    pub my_discarded: u64,
    /// Cards the opponent could have taken from the pile and passed on.
    pub opp_declined: u64,
    /// Cards I cannot see: the opponent's unknown cards and the stock.
    pub unseen: u64,
    /// The opponent's card count.
    pub opp_count: u32,
    /// Cards in the stock.
    pub stock_size: u32,
    /// The effective knock limit.
    pub knock_limit: u32,
    /// Whether big gin is allowed.
    pub big_gin: bool,
    /// The match score, for the match-aware policies (`None`: a lone deal, Hollywood, or a
    /// deal-only bot).
    pub match_view: Option<MatchView>,
}

/// The match score as one seat sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct MatchView {
    /// My hand points so far.
    pub me: u32,
    /// The opponent's hand points so far.
    pub opp: u32,
    /// The target score.
    pub target: u32,
}

impl MatchView {
    /// The view of `obs`'s seat, when it plays a match the equity model covers.
    pub(crate) fn of(obs: &Observation) -> Option<MatchView> {
        let model = crate::equity::MatchEquity::for_observation(obs)?;
        Some(MatchView {
            me: obs.scores[obs.seat],
            opp: obs.scores[obs.seat.other()],
            target: model.target(),
        })
    }
}

impl Ctx {
    pub(crate) fn from_observation(obs: &Observation) -> Ctx {
        let me = Some(obs.seat);
        let opp = Some(obs.seat.other());
        let mut pile = 0u64;
        let mut opp_discarded = 0u64;
        let mut my_discarded = 0u64;
        let mut opp_declined = 0u64;
        for (i, e) in obs.discards.iter().enumerate() {
            if e.taken_by.is_none() {
                pile |= e.card.bit();
            }
            if e.by == opp {
                opp_discarded |= e.card.bit();
            }
            if e.by == me {
                my_discarded |= e.card.bit();
            }
            // Each of my discards was the top when the opponent next drew; the upcard only if
            // the opponent passed it.
            let offered =
                e.by == me || (i == 0 && obs.upcard_passed_by.contains(&obs.seat.other()));
            if offered && e.taken_by != opp {
                opp_declined |= e.card.bit();
            }
        }
        let mut public = obs.hand.bits() | pile | obs.opponent_known.bits();
        if let Some(k) = &obs.knock {
            public |= k.melds.iter().fold(0, |a, m| a | m.bits()) | k.deadwood_cards.bits();
            if let Some(d) = k.discard {
                public |= d.bit();
            }
        }
        Ctx {
            phase: obs.phase,
            hand: obs.hand.bits(),
            top: obs.top_discard(),
            taken: obs.taken_card,
            must_draw_stock: obs.must_draw_stock(),
            pile,
            opp_held: obs.opponent_known.bits(),
            opp_discarded,
            my_discarded,
            opp_declined,
            unseen: FULL_DECK & !public,
            opp_count: obs.opponent_card_count,
            stock_size: obs.stock_size,
            knock_limit: obs.knock_limit,
            big_gin: obs.rules.big_gin,
            match_view: MatchView::of(obs),
        }
    }

    /// Whether the policies may take the top of the pile: not when drawing is forced from the
    /// stock, and never a card this seat discarded earlier in the deal. Taking back one's own
    /// discard is what every endless deal needs (with every draw from the pile, a hand can
    /// only repeat by re-taking a card it threw), so this rule makes every bot's deals end.
    pub(crate) fn may_take(&self) -> Option<Card> {
        match self.top {
            Some(t) if !self.must_draw_stock && self.my_discarded & t.bit() == 0 => Some(t),
            _ => None,
        }
    }

    /// How many of the opponent's cards I do not know.
    pub(crate) fn opp_hidden(&self) -> u32 {
        self.opp_count
            .saturating_sub(CardSet(self.opp_held).len() as u32)
    }

    /// The chance that one given unseen card is in the opponent's hand (before evidence).
    pub(crate) fn p_hidden(&self) -> f64 {
        let unseen = self.unseen.count_ones();
        if unseen == 0 {
            0.0
        } else {
            f64::from(self.opp_hidden()) / f64::from(unseen)
        }
    }
}

/// The minimum deadwood of a hand given as bits.
#[inline]
pub(crate) fn md(hand: u64) -> u32 {
    melds::min_deadwood(CardSet(hand))
}

/// The minimum deadwood after the best discard of a hand given as bits.
#[inline]
pub(crate) fn dd(hand: u64) -> u32 {
    melds::deadwood_after_discard(CardSet(hand))
}

/// Iterates the cards of a mask.
#[inline]
pub(crate) fn cards(mask: u64) -> impl Iterator<Item = Card> {
    CardSet(mask).iter()
}
