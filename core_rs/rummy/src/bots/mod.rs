//! Bots at four levels, deciding from a seat's [`Observation`] and its legal actions only (and
//! the match's options, which every seat knows), and a duplicate-deal comparison of two levels
//! at a table of 2 to 4 seats ([`duplicate`]).
//!
//! - `beginner`: draws the stock, lays the first meld or lay-off it finds, discards at random.
//! - `easy`: takes the pile's top when it melds or lays off at once; lays the biggest meld,
//!   every lay-off and every joker swap; discards its highest-valued card (never a joker while
//!   it holds a natural).
//! - `medium`: as `easy`, but lays a meld with the fewest jokers it needs, and discards the card
//!   least useful to it: high value, no pair and no neighbour of its suit in hand, and none it
//!   could lay off later.
//! - `expert`: a determinised search ([`expert`]): the hidden cards sampled consistently with
//!   what the seat has seen, each candidate move played out to the end of the hand by the
//!   medium policy at every seat, the move with the best mean points chosen.
//!
//! One implementation of each policy serves both a real decision (from the observation, every
//! legal action listed) and the expert's playouts (from a [`Hand`] of the search, whose
//! candidates are checked lazily by [`Hand::resolve`], the one decision of legality).
//!
//! # Determinism
//! Beginner draws its random discard from the `rng` it is given; easy and medium use none; the
//! expert samples from it. With a playout cap ([`BotConfig::playouts`]) the expert never reads
//! the clock and is deterministic for a given seed; with only a time budget its choice may
//! depend on the machine.

pub mod expert;

use std::fmt;
use std::str::FromStr;

use ginrummy_cards::shuffle::SplitMix64;
use ginrummy_cards::{BySeat, Seat};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::{AnyCard, AnyCards};
use crate::error::{Result, RummyError};
use crate::hand::{Hand, Phase};
use crate::meld::{every_meld, Shape};
use crate::observation::Observation;
use crate::options::RummyOptions;

/// The default time budget of an expert decision, in milliseconds (Gin's).
pub const DEFAULT_BUDGET_MS: u64 = 50;

/// How well a bot plays (serde and text: `beginner`, `easy`, `medium`, `expert`).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Draws the stock, lays what it finds first, discards at random.
    #[default]
    Beginner,
    /// Takes useful discards, lays the most it can, discards its highest card.
    Easy,
    /// As easy, sparing jokers and discarding its least useful card.
    Medium,
    /// Determinised search over the hidden cards, medium playouts.
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
    type Err = RummyError;

    fn from_str(s: &str) -> Result<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                RummyError::InvalidState(format!(
                    "unknown bot level {s:?}: expected one of {}",
                    names.join(", ")
                ))
            })
    }
}

/// How a bot plays: its level and, for the expert, its time budget and playout cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BotConfig {
    /// The level.
    pub level: Level,
    /// Expert: the time budget of one decision in milliseconds (ignored with `playouts`).
    pub budget_ms: u64,
    /// Expert: the determinisations per decision (each plays every candidate out once). With a
    /// cap the clock is never read and the bot is deterministic for its seed.
    pub playouts: Option<u32>,
}

impl BotConfig {
    /// A bot of `level` with the default budget and no playout cap.
    pub fn new(level: Level) -> BotConfig {
        BotConfig {
            level,
            budget_ms: DEFAULT_BUDGET_MS,
            playouts: None,
        }
    }

    /// The same bot with the expert's determinisations capped at `playouts` (deterministic).
    pub fn with_playouts(self, playouts: u32) -> BotConfig {
        BotConfig {
            playouts: Some(playouts),
            ..self
        }
    }
}

impl Default for BotConfig {
    /// A beginner (the default level).
    fn default() -> BotConfig {
        BotConfig::new(Level::default())
    }
}

impl From<Level> for BotConfig {
    fn from(level: Level) -> BotConfig {
        BotConfig::new(level)
    }
}

/// The action a bot takes, from what its seat sees (`obs`), its legal actions and the match's
/// `options`.
///
/// # Errors
/// `InvalidState` when `legal` is empty (the seat has nothing to do).
pub fn choose(
    bot: &BotConfig,
    options: &RummyOptions,
    obs: &Observation,
    legal: &[Action],
    rng: &mut SplitMix64,
) -> Result<Action> {
    if legal.is_empty() {
        return Err(RummyError::InvalidState(format!(
            "seat {} has no legal action",
            obs.seat
        )));
    }
    if bot.level == Level::Expert {
        if let Some((action, _)) = expert::search(bot, options, obs, legal, rng) {
            return Ok(action);
        }
    }
    let level = bot.level.min(Level::Medium);
    let shapes = table_shapes(obs, options);
    let view = View {
        hand: obs.hand,
        top: obs.pile.last().copied(),
        shapes: shapes.iter().collect(),
        high: options.ace_high_or_low(),
    };
    Ok(if obs.phase == Phase::Draw {
        draw(level, &view, |a| legal.contains(a))
    } else {
        play(level, &view, legal, |_| true, rng)
    })
}

/// The melds of the table as shapes (the observation's views read back).
pub(crate) fn table_shapes(obs: &Observation, options: &RummyOptions) -> Vec<Shape> {
    obs.melds
        .iter()
        .filter_map(|m| {
            let cards: AnyCards = m.cards.iter().copied().collect();
            Shape::from_cards(cards, &m.jokers, options.ace_high_or_low()).ok()
        })
        .collect()
}

/// What a policy reads: the seat's cards, the pile's top and the table's melds.
pub(crate) struct View<'a> {
    pub(crate) hand: AnyCards,
    pub(crate) top: Option<AnyCard>,
    pub(crate) shapes: Vec<&'a Shape>,
    pub(crate) high: bool,
}

impl View<'_> {
    /// The view of the seat to act in a hand (the expert's playouts).
    pub(crate) fn of_hand(hand: &Hand) -> View<'_> {
        View {
            hand: hand.hands[hand.to_act],
            top: hand.pile.last().copied(),
            shapes: hand.melds.iter().map(|m| &m.shape).collect(),
            high: hand.options.ace_high_or_low(),
        }
    }

    /// Whether `card` may be laid off on one of the table's melds.
    fn fits_a_meld(&self, card: AnyCard) -> bool {
        self.shapes.iter().any(|s| s.takes_some(card, self.high))
    }
}

/// The medium policy's action for the seat to act in `hand`, its legality checked lazily by
/// [`Hand::resolve`] (the expert's playouts).
pub(crate) fn medium_in(hand: &Hand) -> Action {
    let view = View::of_hand(hand);
    let ok = |a: &Action| hand.resolve(a).is_ok();
    if hand.phase == Phase::Draw {
        draw(Level::Medium, &view, ok)
    } else {
        let candidates = hand.play_candidates();
        // Medium draws no random number.
        play(
            Level::Medium,
            &view,
            &candidates,
            ok,
            &mut SplitMix64::new(0),
        )
    }
}

/// Draws: the pile's top when it melds with the hand or fits a table meld (easy, medium), else
/// the stock.
fn draw(level: Level, view: &View<'_>, ok: impl Fn(&Action) -> bool) -> Action {
    let take = match (level, view.top) {
        (Level::Beginner, _) | (_, None) => false,
        (_, Some(top)) => {
            let mut with = view.hand;
            with.insert(top);
            every_meld(with, view.high)
                .iter()
                .any(|(cards, _)| cards.contains(top))
                || view.fits_a_meld(top)
        }
    };
    if take && ok(&Action::DrawDiscard) {
        Action::DrawDiscard
    } else {
        Action::DrawStock
    }
}

/// A play after drawing, from `candidates` (in the hand's order) of which `ok` says which are
/// legal: a meld, a lay-off, a swap, else a discard, else the first legal candidate.
fn play(
    level: Level,
    view: &View<'_>,
    candidates: &[Action],
    ok: impl Fn(&Action) -> bool,
    rng: &mut SplitMix64,
) -> Action {
    let melds = || {
        candidates
            .iter()
            .filter(|a| matches!(a, Action::Meld { .. }))
    };
    let lay_offs = || {
        candidates
            .iter()
            .filter(|a| matches!(a, Action::LayOff { .. }))
    };
    let swaps = || {
        candidates
            .iter()
            .filter(|a| matches!(a, Action::SwapJoker { .. }))
    };
    let first_ok = |mut it: Box<dyn Iterator<Item = &Action> + '_>| it.find(|a| ok(a)).cloned();
    let chosen = match level {
        Level::Beginner => first_ok(Box::new(melds())).or_else(|| first_ok(Box::new(lay_offs()))),
        Level::Easy => best_ok(melds(), |a| meld_cards(a).len() as i64, &ok)
            .or_else(|| first_ok(Box::new(lay_offs())))
            .or_else(|| first_ok(Box::new(swaps()))),
        Level::Medium | Level::Expert => best_ok(melds(), medium_meld_score, &ok)
            .or_else(|| first_ok(Box::new(lay_offs().filter(|a| !is_joker_lay_off(a)))))
            .or_else(|| first_ok(Box::new(swaps())))
            .or_else(|| first_ok(Box::new(lay_offs()))),
    };
    if let Some(a) = chosen {
        return a;
    }
    let discards = || {
        candidates
            .iter()
            .filter(|a| matches!(a, Action::Discard { .. }))
    };
    let discard = match level {
        Level::Beginner => {
            let legal: Vec<&Action> = discards().filter(|a| ok(a)).collect();
            (!legal.is_empty()).then(|| legal[rng.bounded(legal.len() as u64) as usize].clone())
        }
        Level::Easy => best_ok(discards(), |a| discard_key(a, easy_discard_score), &ok),
        Level::Medium | Level::Expert => best_ok(
            discards(),
            |a| discard_key(a, |c| medium_discard_score(c, view)),
            &ok,
        ),
    };
    discard
        .or_else(|| first_ok(Box::new(candidates.iter())))
        .expect("a turn after the draw has a legal play")
}

/// The legal action with the highest `key` (the last of equals, in candidate order).
fn best_ok<'a, K: Ord>(
    actions: impl Iterator<Item = &'a Action>,
    key: impl Fn(&Action) -> K,
    ok: impl Fn(&Action) -> bool,
) -> Option<Action> {
    let mut scored: Vec<(K, usize, &Action)> =
        actions.enumerate().map(|(i, a)| (key(a), i, a)).collect();
    scored.sort_by(|x, y| (&y.0, y.1).cmp(&(&x.0, x.1)));
    scored
        .into_iter()
        .find(|(_, _, a)| ok(a))
        .map(|(_, _, a)| a.clone())
}

fn meld_cards(a: &Action) -> AnyCards {
    match a {
        Action::Meld { cards, .. } => *cards,
        _ => AnyCards::EMPTY,
    }
}

/// Medium's (and the expert's first) preference among melds: many cards, few jokers.
pub(crate) fn medium_meld_score(a: &Action) -> i64 {
    let cards = meld_cards(a);
    10 * cards.len() as i64 - 11 * cards.jokers().len() as i64
}

fn discard_key(a: &Action, score: impl Fn(AnyCard) -> i64) -> (i64, u8) {
    match a {
        Action::Discard { card } => (score(*card), card.index()),
        _ => (i64::MIN, 0),
    }
}

fn is_joker_lay_off(a: &Action) -> bool {
    matches!(a, Action::LayOff { card, .. } if card.is_joker())
}

fn easy_discard_score(card: AnyCard) -> i64 {
    match card.natural() {
        None => -100,
        Some(c) => i64::from(c.value()),
    }
}

/// How much medium wants to be rid of `card` (higher: discarded first).
pub(crate) fn medium_discard_score(card: AnyCard, view: &View<'_>) -> i64 {
    let Some(c) = card.natural() else {
        return -100;
    };
    let hand = view.hand.naturals();
    let mut score = 2 * i64::from(c.value());
    let pairs = hand
        .iter()
        .filter(|o| *o != c && o.rank() == c.rank())
        .count() as i64;
    let near = hand
        .iter()
        .filter(|o| *o != c && o.suit() == c.suit() && o.rank().abs_diff(c.rank()) <= 2)
        .count() as i64;
    score -= 12 * pairs + 9 * near;
    // A card that extends or completes a meld on the table can be laid off later.
    if view.fits_a_meld(card) {
        score -= 15;
    }
    score
}

/// Plays one hand with the bot `bots[seat]` at each seat; returns the hand.
pub fn play_hand(
    options: &RummyOptions,
    bots: &BySeat<BotConfig>,
    dealer: Seat,
    seed: u64,
    rng: &mut SplitMix64,
) -> Result<Hand> {
    let mut hand = Hand::new(options.clone(), bots.len(), dealer, seed)?;
    while let Some(seat) = hand.to_act() {
        let obs = hand.observation(seat)?;
        let legal = hand.legal_actions();
        let action = choose(&bots[seat], options, &obs, &legal, rng)?;
        hand.apply(action)?;
    }
    Ok(hand)
}

/// What [`duplicate`] measured for the level under test, `a`, against `b`: its points per hand
/// (its hand returns averaged over the seat rotations of each deal), their mean and 95%
/// interval, and what its hands did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    /// Seats at the table.
    pub seats: usize,
    /// Deals played (each once per rotation of the seats).
    pub deals: usize,
    /// Hands played: `deals * seats`.
    pub hands: usize,
    /// `a`'s mean points per hand (its zero-sum return).
    pub mean: f64,
    /// Half the width of the 95% interval of the mean (1.96 standard errors over the deals).
    pub half_width: f64,
    /// Hands won by `a`.
    pub a_wins: usize,
    /// Hands won by one of the `b` seats.
    pub b_wins: usize,
    /// Hands `a` won by going rummy.
    pub a_rummies: usize,
    /// Hands won by going rummy at a `b` seat.
    pub b_rummies: usize,
    /// Hands that ended in a stalemate.
    pub stalemates: usize,
    /// Turns played in all the hands.
    pub turns: u64,
    /// The sum of the per-deal points (what [`Comparison::merge`] adds up).
    pub sum: f64,
    /// The sum of their squares.
    pub sum_sq: f64,
}

impl Comparison {
    /// The 95% interval of the mean.
    pub fn ci95(&self) -> (f64, f64) {
        (self.mean - self.half_width, self.mean + self.half_width)
    }

    /// The comparison of two runs together (disjoint deals at the same table): counts added,
    /// the mean and interval over all their deals. Errors: `InvalidState` for different tables.
    pub fn merge(&self, other: &Comparison) -> Result<Comparison> {
        if self.seats != other.seats {
            return Err(RummyError::InvalidState(format!(
                "cannot merge a {}-seat comparison with a {}-seat one",
                self.seats, other.seats
            )));
        }
        let mut c = Comparison {
            seats: self.seats,
            deals: self.deals + other.deals,
            hands: self.hands + other.hands,
            mean: 0.0,
            half_width: 0.0,
            a_wins: self.a_wins + other.a_wins,
            b_wins: self.b_wins + other.b_wins,
            a_rummies: self.a_rummies + other.a_rummies,
            b_rummies: self.b_rummies + other.b_rummies,
            stalemates: self.stalemates + other.stalemates,
            turns: self.turns + other.turns,
            sum: self.sum + other.sum,
            sum_sq: self.sum_sq + other.sum_sq,
        };
        c.summarize();
        Ok(c)
    }

    /// The mean and 1.96 standard errors of the per-deal points from their sums.
    fn summarize(&mut self) {
        if self.deals == 0 {
            (self.mean, self.half_width) = (0.0, 0.0);
            return;
        }
        let n = self.deals as f64;
        let mean = self.sum / n;
        let var = ((self.sum_sq - n * mean * mean) / (n - 1.0).max(1.0)).max(0.0);
        self.mean = mean;
        self.half_width = 1.96 * (var / n).sqrt();
    }
}

/// Plays `deals` deals at a table of `seats`, each once per rotation: bot `a` at one seat and
/// `b` at the others, `a` moving one seat each rotation, so that `a` holds every hand of the
/// deal. The deal's seed is `seed + k` (its deck and rebuilds); seat 0 deals every hand; the
/// bots' own choices are drawn from a generator seeded by the deal and the rotation.
pub fn duplicate(
    options: &RummyOptions,
    seats: usize,
    a: BotConfig,
    b: BotConfig,
    deals: usize,
    seed: u64,
) -> Result<Comparison> {
    duplicate_range(options, seats, a, b, seed, 0..deals)
}

/// [`duplicate`] over the deals `range` of the run seeded `seed` (chunks of one run compose:
/// the deals of `0..n` are those of `0..k` and `k..n`).
pub fn duplicate_range(
    options: &RummyOptions,
    seats: usize,
    a: BotConfig,
    b: BotConfig,
    seed: u64,
    range: std::ops::Range<usize>,
) -> Result<Comparison> {
    let table = crate::options::seats(seats)?;
    let mut c = Comparison {
        seats,
        deals: range.len(),
        hands: range.len() * seats,
        mean: 0.0,
        half_width: 0.0,
        a_wins: 0,
        b_wins: 0,
        a_rummies: 0,
        b_rummies: 0,
        stalemates: 0,
        turns: 0,
        sum: 0.0,
        sum_sq: 0.0,
    };
    for k in range {
        let deal_seed = seed.wrapping_add(k as u64);
        let mut total = 0.0;
        for r in table.iter() {
            let bots = BySeat::from_fn(table, |s| if s == r { a } else { b });
            let mut rng = SplitMix64::new(ginrummy_cards::shuffle::deal_seed(
                deal_seed,
                r.index() as u64,
            ));
            let hand = play_hand(options, &bots, Seat::FIRST, deal_seed, &mut rng)?;
            total += hand.returns()[r];
            let end = hand.end().expect("a played hand is over");
            c.turns += u64::from(end.turns);
            match end.winner {
                None => c.stalemates += 1,
                Some(w) if w == r => {
                    c.a_wins += 1;
                    c.a_rummies += usize::from(end.rummy);
                }
                Some(_) => {
                    c.b_wins += 1;
                    c.b_rummies += usize::from(end.rummy);
                }
            }
        }
        let x = total / seats as f64;
        c.sum += x;
        c.sum_sq += x * x;
    }
    c.summarize();
    Ok(c)
}
