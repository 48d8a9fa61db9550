//! Bots at three levels, deciding from a seat's [`Observation`] and its legal actions only, and
//! a duplicate-deal comparison of two levels ([`duplicate`]).
//!
//! - `beginner`: draws the stock, lays the first meld or lay-off it finds, discards at random.
//! - `easy`: takes the pile's top when it melds or lays off at once; lays the biggest meld,
//!   every lay-off and every joker swap; discards its highest-valued card (never a joker while
//!   it holds a natural).
//! - `medium`: as `easy`, but lays a meld with the fewest jokers it needs, and discards the card
//!   least useful to it: high value, no pair and no neighbour of its suit in hand, and none it
//!   could lay off later.

use ginrummy_cards::shuffle::SplitMix64;
use ginrummy_cards::{BySeat, Seat};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::{AnyCard, AnyCards};
use crate::error::{Result, RummyError};
use crate::hand::Hand;
use crate::meld::every_meld;
use crate::observation::Observation;
use crate::options::RummyOptions;

/// How well a bot plays.
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
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Easy, Level::Medium];
}

/// The action a bot of `level` takes, from what its seat sees (`obs`) and its legal actions.
///
/// # Errors
/// `InvalidState` when `legal` is empty (the seat has nothing to do).
pub fn choose(
    level: Level,
    obs: &Observation,
    legal: &[Action],
    rng: &mut SplitMix64,
) -> Result<Action> {
    let Some(first) = legal.first() else {
        return Err(RummyError::InvalidState(format!(
            "seat {} has no legal action",
            obs.seat
        )));
    };
    if legal.contains(&Action::DrawStock) {
        return Ok(draw(level, obs, legal));
    }
    let pick =
        |f: &dyn Fn(&Action) -> bool| legal.iter().filter(|a| f(a)).cloned().collect::<Vec<_>>();
    let melds = pick(&|a| matches!(a, Action::Meld { .. }));
    let lay_offs = pick(&|a| matches!(a, Action::LayOff { .. }));
    let swaps = pick(&|a| matches!(a, Action::SwapJoker { .. }));
    let discards = pick(&|a| matches!(a, Action::Discard { .. }));
    let chosen = match level {
        Level::Beginner => melds.first().or(lay_offs.first()).cloned(),
        Level::Easy => biggest(&melds, |cards| cards.len() as i64)
            .or_else(|| lay_offs.first().cloned())
            .or_else(|| swaps.first().cloned()),
        Level::Medium => biggest(&melds, |cards| {
            10 * cards.len() as i64 - 11 * cards.jokers().len() as i64
        })
        .or_else(|| lay_offs.iter().find(|a| !is_joker_lay_off(a)).cloned())
        .or_else(|| swaps.first().cloned())
        .or_else(|| lay_offs.first().cloned()),
    };
    if let Some(a) = chosen {
        return Ok(a);
    }
    if discards.is_empty() {
        return Ok(first.clone());
    }
    Ok(match level {
        Level::Beginner => discards[rng.bounded(discards.len() as u64) as usize].clone(),
        Level::Easy => worst(&discards, easy_discard_score),
        Level::Medium => worst(&discards, |c| medium_discard_score(c, obs)),
    })
}

fn is_joker_lay_off(a: &Action) -> bool {
    matches!(a, Action::LayOff { card, .. } if card.is_joker())
}

/// The meld with the highest `score` of its cards.
fn biggest(melds: &[Action], score: impl Fn(AnyCards) -> i64) -> Option<Action> {
    melds
        .iter()
        .max_by_key(|a| match a {
            Action::Meld { cards, .. } => score(*cards),
            _ => i64::MIN,
        })
        .cloned()
}

/// The discard with the highest `score` of its card.
fn worst(discards: &[Action], score: impl Fn(AnyCard) -> i64) -> Action {
    discards
        .iter()
        .max_by_key(|a| match a {
            Action::Discard { card } => (score(*card), card.index()),
            _ => (i64::MIN, 0),
        })
        .cloned()
        .expect("some discard")
}

fn easy_discard_score(card: AnyCard) -> i64 {
    match card.natural() {
        None => -100,
        Some(c) => i64::from(c.value()),
    }
}

fn medium_discard_score(card: AnyCard, obs: &Observation) -> i64 {
    let Some(c) = card.natural() else {
        return -100;
    };
    let hand = obs.hand.naturals();
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
    if fits_a_meld(card, obs) {
        score -= 15;
    }
    score
}

/// Whether `card` would make one of the table's melds a longer meld (read with the ace low).
fn fits_a_meld(card: AnyCard, obs: &Observation) -> bool {
    obs.melds.iter().any(|m| {
        let mut cards: AnyCards = m.cards.iter().copied().collect();
        cards.insert(card);
        cards.len() > m.cards.len() && every_meld(cards, false).iter().any(|(s, _)| *s == cards)
    })
}

/// Draws: the pile's top when it melds with the hand or fits a table meld (easy, medium), else
/// the stock.
fn draw(level: Level, obs: &Observation, legal: &[Action]) -> Action {
    let take = match (level, obs.pile.last()) {
        (Level::Beginner, _) | (_, None) => false,
        (_, Some(&top)) => {
            let mut with = obs.hand;
            with.insert(top);
            every_meld(with, false)
                .iter()
                .any(|(cards, _)| cards.contains(top))
                || fits_a_meld(top, obs)
        }
    };
    if take && legal.contains(&Action::DrawDiscard) {
        Action::DrawDiscard
    } else {
        Action::DrawStock
    }
}

/// Plays one hand with a bot of `levels[seat]` at each seat; returns the hand.
pub fn play_hand(
    options: &RummyOptions,
    levels: &BySeat<Level>,
    dealer: Seat,
    seed: u64,
    rng: &mut SplitMix64,
) -> Result<Hand> {
    let mut hand = Hand::new(options.clone(), levels.len(), dealer, seed)?;
    while let Some(seat) = hand.to_act() {
        let obs = hand.observation(seat)?;
        let legal = hand.legal_actions();
        let action = choose(levels[seat], &obs, &legal, rng)?;
        hand.apply(action)?;
    }
    Ok(hand)
}

/// What [`duplicate`] measured: `a`'s points per hand against `b` (its hand returns averaged over
/// the seat rotations of each deal), their mean and 95% interval.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Comparison {
    /// Deals played (each once per rotation of the seats).
    pub deals: usize,
    /// `a`'s mean points per hand.
    pub mean: f64,
    /// Half the width of the 95% interval of the mean (1.96 standard errors).
    pub half_width: f64,
}

/// Plays `deals` deals at a table of `seats`, each once per rotation: level `a` at one seat and
/// `b` at the others, `a` moving one seat each rotation. The deal's seed is `seed + k`; seat 0
/// deals every hand.
pub fn duplicate(
    options: &RummyOptions,
    seats: usize,
    a: Level,
    b: Level,
    deals: usize,
    seed: u64,
) -> Result<Comparison> {
    let table = crate::options::seats(seats)?;
    let mut rng = SplitMix64::new(seed);
    let mut samples = Vec::with_capacity(deals);
    for k in 0..deals {
        let mut total = 0.0;
        for r in table.iter() {
            let levels = BySeat::from_fn(table, |s| if s == r { a } else { b });
            let hand = play_hand(
                options,
                &levels,
                Seat::FIRST,
                seed.wrapping_add(k as u64),
                &mut rng,
            )?;
            total += hand.returns()[r];
        }
        samples.push(total / seats as f64);
    }
    Ok(summarize(&samples))
}

fn summarize(samples: &[f64]) -> Comparison {
    let n = samples.len() as f64;
    let mean = samples.iter().sum::<f64>() / n;
    let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    Comparison {
        deals: samples.len(),
        mean,
        half_width: 1.96 * (var / n).sqrt(),
    }
}
