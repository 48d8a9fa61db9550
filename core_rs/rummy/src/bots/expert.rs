//! The expert: a determinised search over the hidden cards, as Gin's expert.
//!
//! At a decision with more than one sensible move it samples *determinisations*: the other
//! seats' hidden cards and the stock's order, consistent with what the seat has seen
//! ([`Sampler`]): each other hand holds as many cards as the seat sees it hold; a card whose
//! last trip to the discard pile ended in another seat's hand is in that hand; the cards never
//! seen face up (neither in the seat's hand, nor on the table, nor ever on the pile) and the
//! ones that went back into the stock with a rebuild are dealt at random to the other hands'
//! remaining cards and the stock, except that after a rebuild every never-seen card is in a
//! hand (the stock was empty when it was rebuilt from the pile). Without a rebuild each other
//! hand is then made as its seat would have kept it: it has seen as many more cards as it drew
//! from the stock (at most [`MAX_SEEN_EXTRA`]) and let go of those medium wants least. Every
//! candidate move is played out to the end of the hand in the same determinisation (common
//! random numbers), every seat following the medium policy from its own cards and the table,
//! and the searching seat's points (its zero-sum return) are averaged.
//!
//! Candidates: when medium would lay something down (a meld, a lay-off, a swap), medium's
//! play, the next [`MAX_MELDS`] melds by medium's preference and the [`MAX_DISCARDS`] discards
//! medium rates highest (holding everything back for a turn: to go rummy, for double, or to
//! give the others nothing to lay off on). Draws and plain discards are medium's: searched
//! too, they gained nothing measurable for their cost. The move with the best mean is played,
//! medium's on ties.
//!
//! Measured in 4-seat duplicate play against medium (200 deals, seeds 1000 and 1, 32
//! determinisations, points per hand): keeping medium's choice unless another move beat it by
//! half a standard error, as Gin's expert does, +3.7 (by one, +2.7) against +4.7 for the best
//! mean; one other meld and two discards +4.7 and +3.5, two and three +6.6 and +5.3, three
//! and four (these) +6.9 and +6.9, three and six +7.1 and +7.7 for 30% more time.
//!
//! Stopping: after the playout cap, or when the time budget is spent (90% of it), or early,
//! checked every 16 determinisations from the 32nd, when no other move's advantage over the
//! current choice has an upper confidence bound (2 standard errors) above one point.

use std::time::{Duration, Instant};

use ginrummy_cards::shuffle::SplitMix64;
use ginrummy_cards::{BySeat, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::bots::{medium_discard_score, medium_in, medium_meld_score, table_shapes, View};
use crate::card::{full_deck, AnyCard, AnyCards};
use crate::hand::{Hand, Phase};
use crate::observation::Observation;
use crate::options::RummyOptions;

use super::{choose, BotConfig, Level};

/// The cost of one expert decision.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct SearchStats {
    /// Candidate moves compared.
    pub candidates: u32,
    /// Determinisations sampled (each plays every candidate out once).
    pub determinisations: u32,
    /// Wall time of the decision in microseconds.
    pub micros: u64,
}

/// Most other melds searched beside medium's choice.
const MAX_MELDS: usize = 3;
/// Most discards searched (holding back what medium would lay down).
const MAX_DISCARDS: usize = 4;
/// Most cards an other seat is taken to have seen beyond its hand (see [`Sampler`]).
const MAX_SEEN_EXTRA: usize = 3;
/// Determinisations when only the time budget limits the search.
const MAX_DETERMINISATIONS: u32 = 2000;
/// Early stopping: first check, check period (a power of two), confidence and indifference
/// margin.
const MIN_DETERMINISATIONS: u32 = 32;
const CHECK_EVERY: u32 = 16;
const Z: f64 = 2.0;
const INDIFFERENT: f64 = 1.0;

/// Searches the decision of the seat of `obs`; `None` when there is nothing to search (the
/// medium policy decides).
pub fn search(
    bot: &BotConfig,
    options: &RummyOptions,
    obs: &Observation,
    legal: &[Action],
    rng: &mut SplitMix64,
) -> Option<(Action, SearchStats)> {
    let start = Instant::now();
    let cands = candidates(options, obs, legal, rng);
    if cands.len() < 2 {
        return None;
    }
    let sampler = Sampler::new(options, obs)?;
    let me = obs.seat;
    let n = cands.len();
    let cap = bot.playouts.unwrap_or(MAX_DETERMINISATIONS).max(1);
    let deadline = bot
        .playouts
        .is_none()
        .then(|| start + Duration::from_micros(bot.budget_ms.saturating_mul(900)));
    let mut sum = vec![0f64; n];
    let mut pair_sum = vec![vec![0f64; n]; n];
    let mut pair_sq = vec![vec![0f64; n]; n];
    let mut values = vec![0f64; n];
    let mut dets = 0u32;
    while dets < cap {
        let base = sampler.sample(rng);
        for (i, a) in cands.iter().enumerate() {
            let mut hand = base.clone();
            values[i] = match hand.apply(a.clone()) {
                Ok(_) => playout(hand)[me],
                // Not legal in this determinisation (cannot happen: legality is public).
                Err(_) => f64::NEG_INFINITY,
            };
        }
        if values.iter().any(|v| !v.is_finite()) {
            return None;
        }
        for i in 0..n {
            sum[i] += values[i];
            for j in 0..n {
                let d = values[i] - values[j];
                pair_sum[i][j] += d;
                pair_sq[i][j] += d * d;
            }
        }
        dets += 1;
        if dets >= MIN_DETERMINISATIONS && dets & (CHECK_EVERY - 1) == 0 {
            if settled(&sum, &pair_sum, &pair_sq, dets) {
                break;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
        } else if dets & 3 == 0 && deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
    }
    let best = leader(&sum);
    Some((
        cands[best].clone(),
        SearchStats {
            candidates: n as u32,
            determinisations: dets,
            micros: start.elapsed().as_micros() as u64,
        },
    ))
}

/// Plays `hand` to its end with the medium policy at every seat; its returns.
fn playout(mut hand: Hand) -> BySeat<f64> {
    while hand.to_act().is_some() {
        let a = medium_in(&hand);
        hand.apply(a).expect("the policy plays a legal action");
    }
    hand.returns()
}

/// The moves worth comparing, medium's choice first.
fn candidates(
    options: &RummyOptions,
    obs: &Observation,
    legal: &[Action],
    rng: &mut SplitMix64,
) -> Vec<Action> {
    let medium = BotConfig::new(Level::Medium);
    let Ok(first) = choose(&medium, options, obs, legal, rng) else {
        return Vec::new();
    };
    // Medium's draws and plain discards are kept (module docs).
    if obs.phase == Phase::Draw || matches!(first, Action::Discard { .. }) {
        return vec![first];
    }
    let mut out = vec![first];
    let mut melds: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Meld { .. }) && **a != out[0])
        .collect();
    melds.sort_by_key(|a| std::cmp::Reverse(medium_meld_score(a)));
    out.extend(melds.into_iter().take(MAX_MELDS).cloned());
    let shapes = table_shapes(obs, options);
    let view = View {
        hand: obs.hand,
        top: obs.pile.last().copied(),
        shapes: shapes.iter().collect(),
        high: options.ace_high_or_low(),
    };
    let mut discards: Vec<(i64, AnyCard)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Discard { card } => Some((medium_discard_score(*card, &view), *card)),
            _ => None,
        })
        .collect();
    discards.sort_by_key(|(s, c)| std::cmp::Reverse((*s, c.index())));
    out.extend(
        discards
            .into_iter()
            .take(MAX_DISCARDS)
            .map(|(_, card)| Action::Discard { card }),
    );
    out
}

/// The candidate with the highest total (the first on ties: medium's choice comes first).
fn leader(sum: &[f64]) -> usize {
    let mut best = 0;
    for (i, &s) in sum.iter().enumerate() {
        if s > sum[best] {
            best = i;
        }
    }
    best
}

/// The mean and standard error of candidate `i`'s advantage over `j`.
fn advantage(
    pair_sum: &[Vec<f64>],
    pair_sq: &[Vec<f64>],
    dets: u32,
    i: usize,
    j: usize,
) -> (f64, f64) {
    let n = f64::from(dets);
    let mean = pair_sum[i][j] / n;
    let var = (pair_sq[i][j] / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

/// Whether more playouts are unlikely to change the choice materially.
fn settled(sum: &[f64], pair_sum: &[Vec<f64>], pair_sq: &[Vec<f64>], dets: u32) -> bool {
    let c = leader(sum);
    (0..sum.len()).filter(|&j| j != c).all(|j| {
        let (mean, se) = advantage(pair_sum, pair_sq, dets, j, c);
        mean + Z * se < INDIFFERENT
    })
}

/// Samples the hidden cards of one seat's observation (module docs): the other hands and the
/// stock, as hands of the search.
pub(crate) struct Sampler<'o> {
    options: &'o RummyOptions,
    obs: &'o Observation,
    /// Cards known to be in each other hand (taken from the pile, still held).
    known: BySeat<AnyCards>,
    /// Hidden cards of each other hand.
    hidden: BySeat<usize>,
    /// Cards that must be in a hand (never seen, after a rebuild).
    in_hands: Vec<AnyCard>,
    /// Cards in a hand or the stock.
    free: Vec<AnyCard>,
    /// Whether each seat has laid anything this hand (public: its card count tells).
    laid: BySeat<bool>,
    table: Vec<crate::meld::TableMeld>,
    /// How many more cards each other seat is taken to have seen and let go of.
    extra: BySeat<usize>,
}

impl<'o> Sampler<'o> {
    /// `None` when the observation's counts do not add up (then the search is skipped).
    pub(crate) fn new(options: &'o RummyOptions, obs: &'o Observation) -> Option<Sampler<'o>> {
        let me = obs.seat;
        let seats = obs.hand_sizes.seats();
        let high = options.ace_high_or_low();
        let mut table_cards = AnyCards::EMPTY;
        let mut table = Vec::with_capacity(obs.melds.len());
        for m in &obs.melds {
            let cards: AnyCards = m.cards.iter().copied().collect();
            table_cards = table_cards.union(cards);
            let shape = crate::meld::Shape::from_cards(cards, &m.jokers, high).ok()?;
            table.push(crate::meld::TableMeld {
                id: m.id,
                owner: m.owner,
                shape,
            });
        }
        let pile: AnyCards = obs.pile.iter().copied().collect();
        let seen_here = obs.hand.union(table_cards).union(pile);
        // Each card's last trip to the pile: who took it, if anyone.
        let mut last: [Option<Option<Seat>>; 54] = [None; 54];
        for e in &obs.discards {
            last[usize::from(e.card.index())] = Some(e.taken_by);
        }
        let mut known = BySeat::splat(seats, AnyCards::EMPTY);
        let mut rebuilt = AnyCards::EMPTY;
        for card in full_deck(options.jokers).difference(seen_here).iter() {
            match last[usize::from(card.index())] {
                Some(Some(s)) if s != me => known[s].insert(card),
                Some(None) => rebuilt.insert(card),
                _ => {}
            }
        }
        let never = full_deck(options.jokers)
            .difference(seen_here)
            .difference(rebuilt)
            .difference(known.iter().fold(AnyCards::EMPTY, |a, k| a.union(*k)));
        let mut hidden = BySeat::splat(seats, 0usize);
        for s in seats.iter().filter(|&s| s != me) {
            hidden[s] = obs.hand_sizes[s].checked_sub(known[s].len())?;
        }
        let slots: usize = hidden.iter().sum();
        if never.len() + rebuilt.len() != slots + obs.stock_size {
            return None;
        }
        let (in_hands, free): (Vec<AnyCard>, Vec<AnyCard>) =
            if !obs.rebuilds.is_empty() && never.len() <= slots {
                (never.iter().collect(), rebuilt.iter().collect())
            } else {
                (Vec::new(), never.union(rebuilt).iter().collect())
            };
        Some(Sampler {
            options,
            obs,
            known,
            hidden,
            in_hands,
            free,
            laid: laid_by_count(obs),
            extra: {
                let draws = stock_draws(obs);
                BySeat::from_fn(seats, |s| {
                    if s == me {
                        0
                    } else {
                        draws[s].min(MAX_SEEN_EXTRA)
                    }
                })
            },
            table,
        })
    }

    /// One determinisation: the hand as it might be.
    pub(crate) fn sample(&self, rng: &mut SplitMix64) -> Hand {
        let mut must = self.in_hands.clone();
        shuffle(&mut must, rng);
        let mut free = self.free.clone();
        shuffle(&mut free, rng);
        // The slots of the other hands, in a random order: the must-cards first, then free ones.
        let mut slots: Vec<Seat> = Vec::new();
        for (s, &h) in self.hidden.iter_seats() {
            slots.extend(std::iter::repeat_n(s, h));
        }
        shuffle(&mut slots, rng);
        let mut hands = self.known;
        hands[self.obs.seat] = self.obs.hand;
        let mut deal = must.into_iter().chain(free.iter().copied());
        for &s in &slots {
            hands[s].insert(deal.next().expect("the counts add up"));
        }
        let mut stock: Vec<AnyCard> = deal.collect();
        if self.in_hands.is_empty() {
            self.select(&mut hands, &mut stock);
            shuffle(&mut stock, rng);
        }
        Hand::determinised(
            self.options.clone(),
            self.obs,
            hands,
            self.table.clone(),
            stock,
            rng.next_u64(),
            self.laid,
        )
    }
}

impl Sampler<'_> {
    /// Each other hand as its seat would have kept it: it has seen as many more cards as it
    /// drew from the stock (a few at most), and let go of the ones medium wants least (never
    /// the cards it is known to hold); those go back to the stock.
    fn select(&self, hands: &mut BySeat<AnyCards>, stock: &mut Vec<AnyCard>) {
        let shapes: Vec<&crate::meld::Shape> = self.table.iter().map(|m| &m.shape).collect();
        for (s, &extra) in self.extra.iter_seats() {
            for _ in 0..extra {
                let Some(seen) = stock.pop() else {
                    return;
                };
                hands[s].insert(seen);
                let view = View {
                    hand: hands[s],
                    top: None,
                    shapes: shapes.clone(),
                    high: self.options.ace_high_or_low(),
                };
                let worst = hands[s]
                    .difference(self.known[s])
                    .iter()
                    .max_by_key(|c| (medium_discard_score(*c, &view), c.index()))
                    .expect("the card just seen");
                hands[s].remove(worst);
                stock.insert(0, worst);
            }
        }
    }
}

/// How many cards each seat has drawn from the stock this hand (its turns begun and drawn,
/// less the cards it took from the pile).
fn stock_draws(obs: &Observation) -> BySeat<usize> {
    let seats = obs.hand_sizes.seats();
    BySeat::from_fn(seats, |s| {
        let taken = obs
            .discards
            .iter()
            .filter(|e| e.taken_by == Some(s))
            .count();
        drawn(obs, s).saturating_sub(taken)
    })
}

/// The turns `s` has drawn in this hand.
fn drawn(obs: &Observation, s: Seat) -> usize {
    let seats = obs.hand_sizes.seats();
    let first = seats.next(obs.dealer);
    // Turns `s` has begun: turn t is seat (first + t - 1) mod n.
    let offset = (s.index() + seats.count() - first.index()) % seats.count();
    let turn = obs.turn as usize;
    let begun = if turn > offset {
        (turn - 1 - offset) / seats.count() + 1
    } else {
        0
    };
    if Some(s) == obs.to_act && obs.phase == Phase::Draw {
        begun.saturating_sub(1)
    } else {
        begun
    }
}

/// Whether each seat has melded or laid off this hand, from its card count: it began with the
/// deal's cards, drew one a turn and discarded one a turn (a swap keeps the count).
fn laid_by_count(obs: &Observation) -> BySeat<bool> {
    let seats = obs.hand_sizes.seats();
    let dealt = crate::hand::hand_size(seats);
    BySeat::from_fn(seats, |s| {
        let discarded = obs.discards.iter().filter(|e| e.by == Some(s)).count();
        obs.hand_sizes[s] + discarded < dealt + drawn(obs, s)
    })
}

fn shuffle<T>(items: &mut [T], rng: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        let j = rng.bounded(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{BotConfig, Level};

    /// Every determinisation agrees with what the seat sees: its own hand, every other hand's
    /// size and the cards known in it, the table, the pile, the stock's size, the cards all
    /// accounted for once, and the same legal actions (legality is public).
    #[test]
    fn determinisations_are_consistent_with_the_observation() {
        let options_list = [
            RummyOptions::default(),
            RummyOptions::from_json(r#"{"jokers": 2, "reshuffles": 3, "aces": "high_or_low"}"#)
                .unwrap(),
            RummyOptions::from_json(r#"{"reshuffle_mode": "turn", "reshuffles": 2}"#).unwrap(),
        ];
        let mut rng = SplitMix64::new(7);
        let (mut checked, mut rebuilt) = (0, 0);
        for options in &options_list {
            for seats in 2..=4 {
                for seed in 0..6u64 {
                    let mut hand = Hand::new(options.clone(), seats, Seat::FIRST, seed).unwrap();
                    while let Some(seat) = hand.to_act() {
                        let obs = hand.observation(seat).unwrap();
                        let legal = hand.legal_actions();
                        let sampler = Sampler::new(options, &obs).expect("the counts add up");
                        let d = sampler.sample(&mut rng);
                        assert_eq!(d.hand(seat), obs.hand);
                        assert_eq!(d.stock().len(), obs.stock_size);
                        assert_eq!(d.pile(), hand.pile());
                        assert_eq!(d.melds(), hand.melds());
                        assert_eq!(d.legal_actions(), legal);
                        let mut all = AnyCards::EMPTY;
                        let mut count = 0;
                        for s in hand.seats().iter() {
                            assert_eq!(d.hand(s).len(), obs.hand_sizes[s]);
                            assert!(sampler.known[s].is_subset(d.hand(s)));
                            assert!(sampler.known[s].is_subset(hand.hand(s)));
                            all = all.union(d.hand(s));
                            count += d.hand(s).len();
                        }
                        for c in d.stock().iter().chain(d.pile()) {
                            all.insert(*c);
                            count += 1;
                        }
                        for m in d.melds() {
                            all = all.union(m.shape.cards());
                            count += m.shape.len();
                        }
                        assert_eq!(all, full_deck(options.jokers));
                        assert_eq!(count, all.len());
                        // After a rebuild the never-seen cards are all in hands, as they are.
                        for c in sampler.in_hands.iter() {
                            assert!(hand.seats().iter().any(|s| hand.hand(s).contains(*c)));
                        }
                        checked += 1;
                        rebuilt += usize::from(!obs.rebuilds.is_empty());
                        let bot = BotConfig::new(Level::Medium);
                        let a = choose(&bot, options, &obs, &legal, &mut rng).unwrap();
                        hand.apply(a).unwrap();
                    }
                }
            }
        }
        assert!(
            checked > 1000 && rebuilt > 50,
            "{checked} decisions, {rebuilt} rebuilt"
        );
    }

    #[test]
    fn the_expert_with_a_playout_cap_is_deterministic_for_its_seed() {
        let options = RummyOptions::default();
        let bot = BotConfig::new(Level::Expert).with_playouts(8);
        let play = |seed: u64| {
            let mut hand = Hand::new(options.clone(), 4, Seat::FIRST, 3).unwrap();
            let mut rng = SplitMix64::new(seed);
            let mut actions = Vec::new();
            let mut searched = 0;
            while let Some(seat) = hand.to_act() {
                let obs = hand.observation(seat).unwrap();
                let legal = hand.legal_actions();
                if let Some((_, stats)) = search(&bot, &options, &obs, &legal, &mut rng.clone()) {
                    assert_eq!(stats.determinisations, 8);
                    assert!(stats.candidates >= 2);
                    searched += 1;
                }
                let a = choose(&bot, &options, &obs, &legal, &mut rng).unwrap();
                actions.push(a.clone());
                hand.apply(a).unwrap();
            }
            (actions, searched)
        };
        let (first, searched) = play(11);
        assert_eq!(play(11).0, first);
        assert!(searched > 0);
    }
}
