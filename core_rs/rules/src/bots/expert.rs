//! The expert: determinised Monte Carlo over the hidden cards.
//!
//! At a decision with several sensible moves, the expert samples *determinisations*: an
//! opponent hand and a stock order consistent with its observation (see [`Sampler`]): the
//! opponent's known cards (taken from the pile) are in its hand; its other cards are drawn from
//! the unseen cards as the opponent would have kept them (a starting hand improved by as many
//! draws as it made, each dropping its worst card), weighted by soft evidence (cards related to
//! ones it discarded or passed on are less likely, to ones it picked up more likely) and
//! resampled by the likelihood of its recent play; the rest, shuffled, is the stock. Every
//! candidate move is then played out to the end of the deal in the same determinisation
//! (common random numbers), both seats following the medium policy from their own knowledge
//! only, except that in half the determinisations the opponent knocks as soon as it may (a
//! hedge between eager and patient opponents), and the points are averaged.
//!
//! Candidates: take or pass the upcard; draw from the pile or the stock; the most promising
//! discards by medium's score and the best knock (its melds chosen to limit lay-offs), with
//! up to two other arrangements of the knock that change the defender's lay-offs (compared on
//! the sampled opponent hands). Gin, big
//! gin, forced draws and lay-offs are not searched. Medium's own choice comes first and is
//! kept unless another move beats it by more than half a standard error of the paired difference
//! (a small sample should not overturn a sound default); playing for the match, by more than
//! one standard error (equity-valued playouts are close to all-or-nothing near the end of a
//! match, and the heuristic's choice is already match-aware).
//!
//! Stopping: after the playout cap, or when the time budget is spent (90% of it), or early,
//! checked every 16 determinisations from the 32nd, when no other move's advantage over the
//! current choice has an upper confidence bound (2 standard errors) above one point.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::bots::playout::{Move, PlayState};
use crate::bots::policy::{self, DiscardScan, MEDIUM};
use crate::bots::{cards, dd, md, BotConfig, Ctx};
use crate::cards::Card;
use crate::deal::Phase;
use crate::equity::MatchEquity;
use crate::observation::Observation;
use crate::seats::{OtherSeat, SEATS};
use crate::shuffle::SplitMix64;
use ginrummy_cards::seat::{BySeat, Seat};

/// The cost of one expert decision.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct SearchStats {
    /// Whether the decision was searched (more than one candidate).
    pub searched: bool,
    /// Candidate moves compared.
    pub candidates: u32,
    /// Determinisations sampled (each plays every candidate out once).
    pub determinisations: u32,
    /// Wall time of the decision in microseconds.
    pub micros: u64,
}

/// Most discards searched.
const MAX_DISCARDS: usize = 4;
/// Most knock arrangements searched (the default one included).
const MAX_KNOCK_ARRANGEMENTS: usize = 3;
/// Determinisations when only the time budget limits the search.
const MAX_DETERMINISATIONS: u32 = 2000;
/// Early stopping: first check, check period (a power of two), confidence and indifference
/// margin.
const MIN_DETERMINISATIONS: u32 = 32;
const CHECK_EVERY: u32 = 16;
const Z: f64 = 2.0;
const INDIFFERENT: f64 = 1.0;
/// How many standard errors a move must beat the heuristic's choice by to be played instead:
/// playing for the deal's points, and playing for the match. A playout valued by match equity
/// is close to all-or-nothing near the end of a match (whoever wins the deal wins the match),
/// so a few dozen of them overturn the heuristic's (match-aware) choice on noise more often;
/// measured in paired matches against the deal-only expert (`docs/DESIGN.md`), the higher bar
/// plays better.
const Z_SWITCH: f64 = 0.5;
const Z_SWITCH_MATCH: f64 = 1.0;

/// Searches the decision; `None` when there is nothing to search (the medium policy decides).
pub(crate) fn search(
    obs: &Observation,
    ctx: &Ctx,
    config: &BotConfig,
    rng: &mut SplitMix64,
) -> Option<(Action, SearchStats)> {
    let start = Instant::now();
    let cands = candidates(ctx)?;
    if cands.len() == 1 {
        return Some((cands[0].0.clone(), SearchStats::default()));
    }
    let base = base_state(obs, ctx)?;
    let sampler = Sampler::new(obs, ctx);
    let me = obs.seat;
    let n = cands.len();
    let cap = config.playouts.unwrap_or(MAX_DETERMINISATIONS).max(1);
    let deadline = config
        .playouts
        .is_none()
        .then(|| start + Duration::from_micros(config.budget_ms.saturating_mul(900)));
    let mut sum = vec![0f64; n];
    // Paired statistics against each candidate: sums of (v_i - v_j) and its square.
    let mut pair_sum = vec![vec![0f64; n]; n];
    let mut pair_sq = vec![vec![0f64; n]; n];
    let mut values = vec![0f64; n];
    let value = PlayoutValue::new(obs, ctx);
    let z = if value.for_match() {
        Z_SWITCH_MATCH
    } else {
        Z_SWITCH
    };
    let mut dets = 0u32;
    while dets < cap {
        let mut state = base.clone();
        determinise(&mut state, &sampler, me, rng);
        for (i, (_, m)) in cands.iter().enumerate() {
            values[i] = value.of(state.clone().play(m, me, &MEDIUM));
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
            if settled(&sum, &pair_sum, &pair_sq, dets, z) {
                break;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
        } else if dets & 3 == 0 && deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
    }
    let best = choice(&sum, &pair_sum, &pair_sq, dets, z);
    Some((
        cands[best].0.clone(),
        SearchStats {
            searched: true,
            candidates: n as u32,
            determinisations: dets,
            micros: start.elapsed().as_micros() as u64,
        },
    ))
}

/// What a playout's final points are worth to the searching seat: the points themselves, or,
/// playing for the match, the match equity of the final score in points at the current
/// exchange rate ([`MatchEquity::rate`]), so that the search's thresholds keep their meaning.
pub(crate) struct PlayoutValue {
    model: Option<(MatchEquity, u32, u32, f64)>,
}

impl PlayoutValue {
    pub(crate) fn new(obs: &Observation, ctx: &Ctx) -> PlayoutValue {
        let model = ctx.match_view.and_then(|v| {
            let e = MatchEquity::for_observation(obs)?;
            let rate = e.rate(v.me, v.opp);
            Some((e, v.me, v.opp, rate))
        });
        PlayoutValue { model }
    }

    /// Whether the playouts are valued by match equity (playing for the match).
    pub(crate) fn for_match(&self) -> bool {
        self.model.is_some()
    }

    #[inline]
    pub(crate) fn of(&self, points: i32) -> f64 {
        match &self.model {
            None => f64::from(points),
            Some((e, me, opp, rate)) => e.after_deal(*me, *opp, points) / rate,
        }
    }
}

/// The candidate with the highest total (the first on ties: candidates are listed best
/// first by the heuristic).
fn leader(sum: &[f64]) -> usize {
    let mut best = 0;
    for (i, &s) in sum.iter().enumerate() {
        if s > sum[best] {
            best = i;
        }
    }
    best
}

/// The move to play: the leader if it beats the heuristic's choice (candidate 0) by more than
/// `z` standard errors ([`Z_SWITCH`], [`Z_SWITCH_MATCH`]), else the heuristic's choice:
/// playouts are noisy, and a small sample should not overturn a sound default.
fn choice(sum: &[f64], pair_sum: &[Vec<f64>], pair_sq: &[Vec<f64>], dets: u32, z: f64) -> usize {
    let l = leader(sum);
    if l == 0 || dets < 2 {
        return l;
    }
    let n = f64::from(dets);
    let mean = pair_sum[l][0] / n;
    let var = (pair_sq[l][0] / n - mean * mean).max(0.0) * n / (n - 1.0);
    let se = (var / n).sqrt();
    if mean > z * se {
        l
    } else {
        0
    }
}

/// Whether more playouts are unlikely to change the choice materially: no other candidate's
/// advantage over the current choice has an upper confidence bound above `INDIFFERENT`.
fn settled(sum: &[f64], pair_sum: &[Vec<f64>], pair_sq: &[Vec<f64>], dets: u32, z: f64) -> bool {
    let n = f64::from(dets);
    let c = choice(sum, pair_sum, pair_sq, dets, z);
    (0..sum.len()).filter(|&j| j != c).all(|j| {
        let mean = pair_sum[j][c] / n;
        let var = (pair_sq[j][c] / n - mean * mean).max(0.0) * n / (n - 1.0);
        let se = (var / n).sqrt();
        mean + Z * se < INDIFFERENT
    })
}

/// Taking the face-up card and the other choice of the phase, the one medium's heuristic
/// prefers first.
fn take_or_not(ctx: &Ctx, take: (Action, Move), other: (Action, Move)) -> Vec<(Action, Move)> {
    if policy::medium_take(ctx, &MEDIUM) {
        vec![take, other]
    } else {
        vec![other, take]
    }
}

/// The moves worth comparing, best first by the heuristic; `None` when nothing is searched.
fn candidates(ctx: &Ctx) -> Option<Vec<(Action, Move)>> {
    match ctx.phase {
        Phase::UpcardOffer => Some(take_or_not(
            ctx,
            (Action::TakeUpcard, Move::Take),
            (Action::PassUpcard, Move::Pass),
        )),
        Phase::Draw => {
            // Forced stock draws and the seat's own old discards are not searched.
            ctx.may_take()?;
            Some(take_or_not(
                ctx,
                (Action::DrawDiscard, Move::Take),
                (Action::DrawStock, Move::Stock),
            ))
        }
        Phase::Discard => {
            if md(ctx.hand) == 0 && ctx.big_gin {
                return None;
            }
            let scan = DiscardScan::new(ctx, &MEDIUM, true);
            if scan.gin() {
                return None; // gin: the medium policy knocks
            }
            let knock = scan.knock(ctx.knock_limit);
            let scored = scan.by_score();
            // Medium's own choice first (it wins ties), then the best discards, then the knock.
            let mut v: Vec<(Action, Move)> = Vec::new();
            let knock_entry = |c: Card| {
                let action = policy::knock_action(ctx, c);
                let melds_ = match &action {
                    Action::Knock { melds, .. } => melds.clone(),
                    _ => None,
                };
                (action, Move::Knock(c, melds_))
            };
            let knocks_now = knock
                .filter(|_| matches!(policy::medium_turn(ctx, &MEDIUM), policy::Turn::Knock(_)));
            if let Some((_, c)) = knocks_now {
                v.push(knock_entry(c));
            }
            let best = scored.first().map_or(0.0, |o| o.score);
            for o in scored.iter().take(MAX_DISCARDS) {
                if o.score > best + 8.0 {
                    break;
                }
                v.push((Action::Discard(o.card), Move::Discard(o.card)));
            }
            if let (Some((_, c)), None) = (knock, knocks_now) {
                v.push(knock_entry(c));
            }
            // The knock's other arrangements that change the defender's lay-offs: a knock
            // ends the playout at once, so they cost little to compare on the sampled hands.
            if let Some((_, c)) = knock {
                let chosen = v.iter().find_map(|(a, _)| match a {
                    Action::Knock { melds, .. } => Some(melds.clone()),
                    _ => None,
                });
                let options = policy::knock_arrangements(ctx, c);
                for (i, (melds_, _)) in options.into_iter().enumerate().take(MAX_KNOCK_ARRANGEMENTS)
                {
                    let declared = if i == 0 { None } else { Some(melds_) };
                    if chosen.as_ref() != Some(&declared) {
                        v.push((
                            Action::Knock {
                                discard: c,
                                melds: declared.clone(),
                            },
                            Move::Knock(c, declared),
                        ));
                    }
                }
            }
            Some(v)
        }
        Phase::Layoff | Phase::Ended => None,
    }
}

/// The state common to every determinisation: everything the seat knows, with the opponent's
/// hidden cards and the stock still to be sampled.
pub(crate) fn base_state<'o>(obs: &'o Observation, ctx: &Ctx) -> Option<PlayState<'o>> {
    let me = obs.seat;
    let opp = me.other();
    let first_upcard = obs.first_upcard()?;
    let hidden = ctx.opp_hidden();
    // The unseen cards are exactly the opponent's hidden cards and the stock.
    if ctx.unseen.count_ones() != hidden + ctx.stock_size || ctx.stock_size < 1 {
        return None;
    }
    let none = BySeat::splat(SEATS, 0u64);
    let mut hands = none;
    hands[me] = ctx.hand;
    hands[opp] = ctx.opp_held;
    let mut held_known = none;
    let mut discarded = none;
    let mut declined = none;
    held_known[opp] = ctx.opp_held;
    discarded[opp] = ctx.opp_discarded;
    declined[opp] = ctx.opp_declined;
    for (i, e) in obs.discards.iter().enumerate() {
        if e.taken_by == Some(obs.seat) && ctx.hand & e.card.bit() != 0 {
            held_known[me] |= e.card.bit();
        }
        if e.by == Some(obs.seat) {
            discarded[me] |= e.card.bit();
        }
        // The opponent's discards were offered to me at my next draw (not yet the top one
        // while I am still to draw), the upcard if I passed it.
        let offered = (e.by == Some(opp)
            && !(i + 1 == obs.discards.len() && obs.phase == Phase::Draw))
            || (i == 0 && obs.upcard_passed_by.contains(&obs.seat));
        if offered && e.taken_by.is_none() {
            declined[me] |= e.card.bit();
        }
    }
    let pile = obs.discard_pile();
    Some(PlayState {
        rules: &obs.rules,
        first_upcard,
        knock_limit: obs.knock_limit,
        dealer: obs.dealer,
        hands,
        stock: Vec::with_capacity(ctx.stock_size as usize),
        stock_pos: 0,
        pile_bits: ctx.pile,
        pile,
        to_act: obs.seat,
        phase: obs.phase,
        passes: obs.upcard_passed_by.len() as u8,
        discarded_any: obs.discards.len() > 1,
        taken: obs.taken_card,
        held_known,
        discarded,
        declined,
        eager: BySeat::splat(SEATS, false),
        match_scores: ctx.match_view.map(|v| (obs.scores, v.target)),
    })
}

/// Samples the opponent's hidden cards: sampling-importance-resampling from a prior over the
/// unseen cards (soft evidence from its discards, pass-ons and pick-ups) with a likelihood of
/// its recent play (its last discards should have been sensible from the sampled hand, the
/// cards it passed on should not have helped it much, and a hand that could have knocked
/// makes its not knocking less likely).
pub(crate) struct Sampler {
    pool: Vec<Card>,
    prior: Vec<f64>,
    hidden: usize,
    known: u64,
    /// The opponent's last discards, most recent first, with the weight of their evidence.
    discards: Vec<(Card, f64)>,
    /// The cards it passed on most recently, most recent first.
    declines: Vec<(Card, f64)>,
    knock_limit: u32,
    /// How many cards the opponent drew from the stock: it kept the best of what it saw.
    seen_extra: usize,
}

/// Candidate hands per determinisation.
const SIR_CANDIDATES: usize = 5;

impl Sampler {
    pub(crate) fn new(obs: &Observation, ctx: &Ctx) -> Sampler {
        let opp = Some(obs.seat.other());
        let me = Some(obs.seat);
        let pool: Vec<Card> = cards(ctx.unseen).collect();
        let weights = prior_weights(ctx);
        let prior = pool
            .iter()
            .map(|c| weights[usize::from(c.index())])
            .collect();
        let mut discards = Vec::new();
        let mut declines = Vec::new();
        for e in obs.discards.iter().rev() {
            if e.by == opp && discards.len() < 3 {
                discards.push((e.card, [0.5, 0.25, 0.12][discards.len()]));
            }
            if e.by == me && e.taken_by.is_none() && declines.len() < 2 {
                declines.push((e.card, [0.35, 0.15][declines.len()]));
            }
        }
        let discarded = obs.discards.iter().filter(|e| e.by == opp).count();
        let picked = obs.discards.iter().filter(|e| e.taken_by == opp).count();
        Sampler {
            seen_extra: {
                let m = discarded.saturating_sub(picked);
                m.min(4) + m.saturating_sub(4) / 3
            },
            pool,
            prior,
            hidden: ctx.opp_hidden() as usize,
            known: ctx.opp_held,
            discards,
            declines,
            knock_limit: ctx.knock_limit,
        }
    }

    /// Draws `n` cards of the pool by the prior weights, without replacement.
    fn draw_prior(&self, n: usize, rng: &mut SplitMix64) -> u64 {
        let mut w = self.prior.clone();
        let mut total: f64 = w.iter().sum();
        let mut out = 0u64;
        for _ in 0..n.min(self.pool.len()) {
            let mut x = unit(rng) * total;
            let mut k = w.len() - 1;
            for (i, &wi) in w.iter().enumerate() {
                if wi > 0.0 && x < wi {
                    k = i;
                    break;
                }
                x -= wi;
            }
            while w[k] == 0.0 {
                k -= 1; // rounding at the end of the scan: the last live card
            }
            out |= self.pool[k].bit();
            total -= w[k];
            w[k] = 0.0;
        }
        out
    }

    /// Draws the hidden cards as the best `hidden` of `hidden + seen_extra` drawn cards: the
    /// opponent has seen that many more cards and kept the ones that suit it.
    pub(crate) fn draw_selected(&self, rng: &mut SplitMix64) -> u64 {
        let extra = self
            .seen_extra
            .min(self.pool.len().saturating_sub(self.hidden));
        let all = self.draw_prior(self.hidden + extra, rng);
        // Deal the drawn cards in a random order: the first `hidden` are the starting hand,
        // each later one is drawn and the worst card is dropped, as the opponent played.
        let mut order: Vec<Card> = cards(all).collect();
        for i in (1..order.len()).rev() {
            let j = rng.bounded(i as u64 + 1) as usize;
            order.swap(i, j);
        }
        let mut drawn = order[..self.hidden].iter().fold(0u64, |a, c| a | c.bit());
        for &x in &order[self.hidden..] {
            drawn |= x.bit();
            let hand = drawn | self.known;
            let mut best = (u32::MAX, 0u64);
            for c in cards(drawn) {
                let d = md(hand & !c.bit());
                // Ties: drop the higher card.
                if d < best.0 || (d == best.0 && c.bit() > best.1) {
                    best = (d, c.bit());
                }
            }
            drawn &= !best.1;
        }
        drawn
    }

    /// The log-likelihood of the opponent's recent play if its hand is `hand`.
    fn log_likelihood(&self, hand: u64) -> f64 {
        let now = md(hand);
        let mut ll = 0.0;
        for &(d, w) in &self.discards {
            let with = hand | d.bit();
            // How much worse discarding d was than the best discard from hand + d.
            let regret = f64::from(now.saturating_sub(dd(with)));
            ll -= w * regret;
        }
        for &(t, w) in &self.declines {
            let gain = f64::from(now.saturating_sub(dd(hand | t.bit())));
            ll -= w * (gain - 4.0).max(0.0);
        }
        if now == 0 {
            ll -= 6.0;
        } else if now <= self.knock_limit {
            ll -= 2.5;
        }
        ll
    }

    /// The opponent's hidden cards of one determinisation.
    pub(crate) fn sample(&self, rng: &mut SplitMix64) -> u64 {
        if self.hidden == 0 {
            return 0;
        }
        let mut hands = [0u64; SIR_CANDIDATES];
        let mut lls = [0f64; SIR_CANDIDATES];
        for i in 0..SIR_CANDIDATES {
            hands[i] = self.draw_selected(rng);
            lls[i] = self.log_likelihood(hands[i] | self.known);
        }
        let top = lls.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let ws: Vec<f64> = lls.iter().map(|l| (l - top).exp()).collect();
        let mut x = unit(rng) * ws.iter().sum::<f64>();
        for (i, w) in ws.iter().enumerate() {
            if x < *w {
                return hands[i];
            }
            x -= w;
        }
        hands[SIR_CANDIDATES - 1]
    }

    /// The unseen cards.
    pub(crate) fn pool(&self) -> u64 {
        self.pool.iter().fold(0, |a, c| a | c.bit())
    }
}

/// A uniform number in `[0, 1)`.
fn unit(rng: &mut SplitMix64) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// Prior weights of the unseen cards for the opponent's hidden cards (index = card).
fn prior_weights(ctx: &Ctx) -> [f64; 52] {
    let mut w = [0f64; 52];
    let near = |a: Card, b: Card| -> (bool, bool) {
        // (close: same rank or suited neighbour, far: suited two apart)
        let same_rank = a.rank() == b.rank();
        let same_suit = a.suit() == b.suit();
        let gap = (i32::from(a.rank()) - i32::from(b.rank())).abs();
        (same_rank || (same_suit && gap == 1), same_suit && gap == 2)
    };
    let negative: Vec<Card> = cards(ctx.opp_discarded | ctx.opp_declined).collect();
    let positive: Vec<Card> = cards(ctx.opp_held).collect();
    for u in cards(ctx.unseen) {
        let mut x = 1.0;
        for &e in &negative {
            match near(u, e) {
                (true, _) => x *= 0.75,
                (false, true) => x *= 0.9,
                _ => {}
            }
        }
        for &e in &positive {
            match near(u, e) {
                (true, _) => x *= 1.8,
                (false, true) => x *= 1.3,
                _ => {}
            }
        }
        w[usize::from(u.index())] = x;
    }
    w
}

/// Fills the opponent's hidden cards and the stock (the other unseen cards, shuffled) of
/// `state`.
pub(crate) fn determinise(
    state: &mut PlayState<'_>,
    sampler: &Sampler,
    me: Seat,
    rng: &mut SplitMix64,
) {
    let opp = me.other();
    let hidden = sampler.sample(rng);
    state.hands[opp] |= hidden;
    // Half the opponents knock as soon as they may: a hedge between eager and patient play.
    state.eager[opp] = rng.bounded(2) == 0;
    let mut stock: Vec<Card> = cards(sampler.pool() & !hidden).collect();
    for i in (1..stock.len()).rev() {
        let j = rng.bounded(i as u64 + 1) as usize;
        stock.swap(i, j);
    }
    state.stock = stock;
    state.stock_pos = 0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Bot, Level};
    use crate::deal::Deal;
    use crate::rules::Rules;

    /// The diagnostics' walk: medium against medium (bot seeds 1 and 2, default rules, seat
    /// 0 dealing) over the deals of `seeds`; `at` sees every decision in `phase` (the deal,
    /// the seat to act, its observation and context) before the seat acts.
    pub(super) fn walk_medium_decisions(
        seeds: std::ops::Range<u64>,
        phase: Phase,
        mut at: impl FnMut(&Deal, Seat, &Observation, &Ctx),
    ) {
        for seed in seeds {
            let mut deal = Deal::new(Rules::default(), seed, Seat::FIRST).unwrap();
            let mut bots = [
                Bot::new(Level::Medium, 1, 50),
                Bot::new(Level::Medium, 2, 50),
            ];
            while let Some(seat) = deal.to_act() {
                let obs = deal.observation(seat).unwrap();
                if obs.phase == phase {
                    at(&deal, seat, &obs, &Ctx::from_observation(&obs));
                }
                let a = bots[usize::from(seat)].act(&obs);
                deal.apply(a).unwrap();
            }
        }
    }

    /// Diagnostics (run with --ignored --nocapture): how the sampled opponent hands compare
    /// with the true ones at the expert's decisions.
    #[test]
    #[ignore]
    fn probe_sampling() {
        let mut rng = SplitMix64::new(1);
        let (mut true_sum, mut prior_sum, mut sir_sum, mut n) = (0.0, 0.0, 0.0, 0.0);
        let mut by_stage = [[0f64; 4]; 4];
        walk_medium_decisions(0..300, Phase::Draw, |deal, seat, obs, ctx| {
            let sampler = Sampler::new(obs, ctx);
            let truth = f64::from(md(deal.hand(seat.other()).bits()));
            let mut p = 0.0;
            let mut q = 0.0;
            for _ in 0..20 {
                p += f64::from(md(sampler.draw_selected(&mut rng) | ctx.opp_held));
                q += f64::from(md(sampler.sample(&mut rng) | ctx.opp_held));
            }
            true_sum += truth;
            prior_sum += p / 20.0;
            sir_sum += q / 20.0;
            n += 1.0;
            let stage = ((31 - obs.stock_size.min(31)) / 8).min(3) as usize;
            by_stage[stage][0] += truth;
            by_stage[stage][1] += p / 20.0;
            by_stage[stage][2] += q / 20.0;
            by_stage[stage][3] += 1.0;
        });
        println!(
            "true {:.1} prior {:.1} sir {:.1} over {n}",
            true_sum / n,
            prior_sum / n,
            sir_sum / n
        );
        for (i, s) in by_stage.iter().enumerate() {
            println!(
                "stage {i}: true {:.1} prior {:.1} sir {:.1} ({})",
                s[0] / s[3],
                s[1] / s[3],
                s[2] / s[3],
                s[3]
            );
        }
    }
}

#[cfg(test)]
mod switching {
    use super::*;

    /// Paired statistics of two candidates over `n` determinisations where candidate 1 beats
    /// candidate 0 by `d` with standard deviation `sd` per determinisation.
    fn stats(n: u32, d: f64, sd: f64) -> (Vec<f64>, Vec<Vec<f64>>, Vec<Vec<f64>>) {
        let nf = f64::from(n);
        // Half the differences are d + sd, half d - sd: mean d, sample variance ~ sd².
        let sq = nf * (d * d + sd * sd);
        let sum = vec![0.0, d * nf];
        let pair_sum = vec![vec![0.0, -d * nf], vec![d * nf, 0.0]];
        let pair_sq = vec![vec![0.0, sq], vec![sq, 0.0]];
        (sum, pair_sum, pair_sq)
    }

    #[test]
    fn the_match_objective_needs_stronger_evidence_to_leave_the_heuristic() {
        // 100 determinisations, sd 10: one standard error of the mean difference is ~1.
        let (sum, ps, pq) = stats(100, 0.75, 10.0);
        assert_eq!(choice(&sum, &ps, &pq, 100, Z_SWITCH), 1);
        assert_eq!(choice(&sum, &ps, &pq, 100, Z_SWITCH_MATCH), 0);
        let (sum, ps, pq) = stats(100, 1.5, 10.0);
        assert_eq!(choice(&sum, &ps, &pq, 100, Z_SWITCH_MATCH), 1);
    }
}

#[cfg(test)]
mod timing {
    use super::*;

    #[test]
    #[ignore]
    fn probe_costs() {
        let mut rng = SplitMix64::new(1);
        let (mut t_sample, mut t_play, mut ns, mut np) = (0u128, 0u128, 0u64, 0u64);
        super::tests::walk_medium_decisions(0..200, Phase::Discard, |_, seat, obs, ctx| {
            if let (Some(cands), Some(base)) = (candidates(ctx), base_state(obs, ctx)) {
                let sampler = Sampler::new(obs, ctx);
                for _ in 0..10 {
                    let t = std::time::Instant::now();
                    let mut st = base.clone();
                    determinise(&mut st, &sampler, seat, &mut rng);
                    t_sample += t.elapsed().as_nanos();
                    ns += 1;
                    for (_, m) in &cands {
                        let t = std::time::Instant::now();
                        std::hint::black_box(st.clone().play(m, seat, &MEDIUM));
                        t_play += t.elapsed().as_nanos();
                        np += 1;
                    }
                }
            }
        });
        println!(
            "sample {:.1} us, playout {:.1} us",
            t_sample as f64 / ns as f64 / 1000.0,
            t_play as f64 / np as f64 / 1000.0
        );
    }
}
