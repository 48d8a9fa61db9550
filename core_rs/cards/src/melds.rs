//! Melds, minimum deadwood, the best discard and lay-offs.
//!
//! # The rules
//! - A **set** is 3 or 4 cards of one rank.
//! - A **run** is 3 or more cards of one suit in consecutive ranks. The ace is low only:
//!   `As 2s 3s` is a run, `Qs Ks As` and `Ks As 2s` are not.
//! - A card belongs to at most one meld. The **deadwood** of an arrangement is the sum of the
//!   values (ace 1, two to ten face value, J Q K 10) of the cards in no meld, and the deadwood
//!   of a hand is the minimum over all its arrangements.
//!
//! # How the minimum is found
//! Sets are the only melds that join suits, and a rank holds at most one set (two would need
//! six cards). So an arrangement is a choice, for each rank holding 3 or 4 cards, of which of
//! them form a set (none, all, or for four cards any three), plus runs made of the remaining
//! *free* cards. Once the sets are fixed the suits are independent, and within one suit the
//! best use of free cards by runs is trivial: every maximal block of 3 or more consecutive free
//! cards is one run, shorter blocks are deadwood. A table of 8192 entries (one per 13-bit suit
//! mask, built at compile time) gives that deadwood, so a hand costs one table look-up per suit
//! for each set choice. A 10-card hand has at most 24 set choices (usually 1 to 3), and choices
//! that are provably no better are skipped: cards of a rank that no run could ever use always
//! form their set.
//!
//! ```
//! use ginrummy_cards::cards::CardSet;
//! use ginrummy_cards::melds::{arrange, best_discard, meld_kind, min_deadwood, MeldKind};
//!
//! let hand: CardSet = "7h 7s 7d 7c 8h 9h Kc".parse().unwrap();
//! // The 7h goes to the run 7h 8h 9h, the other three sevens make a set: only Kc is left.
//! assert_eq!(min_deadwood(hand), 10);
//! let a = arrange(hand);
//! assert_eq!(a.deadwood_cards.to_string(), "Kc");
//! assert_eq!(a.melds.len(), 2);
//!
//! assert_eq!(meld_kind("As 2s 3s".parse().unwrap()), Some(MeldKind::Run));
//! assert_eq!(meld_kind("Qs Ks As".parse().unwrap()), None); // the ace is low only
//!
//! // Eleven cards: Tc and Kh are both worth 10; the tie-break discards the higher index.
//! let eleven: CardSet = "As 2s 3s 4d 5d 6d 9c 9h 9s Tc Kh".parse().unwrap();
//! let choice = best_discard(eleven);
//! assert_eq!(choice.discard.to_string(), "Kh");
//! assert_eq!(choice.arrangement.deadwood, 10);
//! ```

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet};
use crate::error::CardsError;

/// The two kinds of meld.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    /// 3 or 4 cards of one rank.
    Set,
    /// 3 or more cards of one suit in consecutive ranks, ace low, no wrap-around.
    Run,
}

/// One way of arranging a hand: its melds and the cards left over.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arrangement {
    /// The melds, disjoint, each a valid set or run, sorted by their lowest card in display
    /// order (rank, then suit `cdhs`).
    pub melds: Vec<CardSet>,
    /// The cards in no meld.
    pub deadwood_cards: CardSet,
    /// The sum of the values of `deadwood_cards`.
    pub deadwood: u32,
}

/// The best discard from a hand and the best arrangement of the cards kept.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiscardChoice {
    /// The card to discard.
    pub discard: Card,
    /// A minimum-deadwood arrangement (as by [`arrange`]) of the hand without `discard`.
    pub arrangement: Arrangement,
}

/// The defender's best lay-offs after a knock.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LayoffPlan {
    /// `(card, index into the knocker's melds)`, in an order in which they can be applied one
    /// at a time: each card [`fits`] its meld as extended by the lay-offs before it.
    pub layoffs: Vec<(Card, usize)>,
    /// The defender's best arrangement (as by [`arrange`]) of the cards not laid off.
    pub arrangement: Arrangement,
}

// ---------------------------------------------------------------------------------------------
// Bit helpers
// ---------------------------------------------------------------------------------------------

/// The 13 bits of one suit.
const SUIT_MASK: u64 = 0x1FFF;
/// One card of each suit at rank 0 (shift left by the rank for another rank).
const RANK_MASK: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;

/// The 13-bit rank mask of suit `s` in `bits`.
#[inline(always)]
fn suit_bits(bits: u64, s: u32) -> usize {
    ((bits >> (13 * s)) & SUIT_MASK) as usize
}

/// Deadwood value of a card of rank `r` (`0..13`).
const fn rank_value(r: u32) -> u32 {
    if r >= 9 {
        10
    } else {
        r + 1
    }
}

/// The cards of a 13-bit suit mask that lie in a block of 3 or more consecutive ranks, i.e.
/// the cards that runs can cover.
#[inline(always)]
const fn run_cover(m: u32) -> u32 {
    let y = m & (m >> 1) & (m >> 2);
    y | (y << 1) | (y << 2)
}

/// Sum of the values of the cards of a 13-bit suit mask.
const fn suit_value(m: u32) -> u32 {
    let mut v = 0;
    let mut r = 0;
    while r < 13 {
        if (m >> r) & 1 == 1 {
            v += rank_value(r);
        }
        r += 1;
    }
    v
}

const fn build_dead() -> [u8; 8192] {
    let mut t = [0u8; 8192];
    let mut m = 0;
    while m < 8192 {
        t[m] = suit_value(m as u32 & !run_cover(m as u32)) as u8;
        m += 1;
    }
    t
}

/// `DEAD[m]`: the deadwood of the 13-bit suit mask `m` when only runs may be used.
static DEAD: [u8; 8192] = build_dead();
const DEAD_CONST: [u8; 8192] = build_dead();

const fn build_after() -> [u8; 8192] {
    let mut t = [u8::MAX; 8192];
    let mut m = 1;
    while m < 8192 {
        let mut best = u8::MAX;
        let mut r = 0;
        while r < 13 {
            if (m >> r) & 1 == 1 {
                let d = DEAD_CONST[m & !(1 << r)];
                if d < best {
                    best = d;
                }
            }
            r += 1;
        }
        t[m] = best;
        m += 1;
    }
    t
}

/// `AFTER[m]`: the least runs-only deadwood of `m` minus one of its cards (`u8::MAX` when `m`
/// is empty).
static AFTER: [u8; 8192] = build_after();

/// Runs-only deadwood of a whole free-card mask (all four suits).
#[inline(always)]
fn free_deadwood(free: u64) -> u32 {
    DEAD[suit_bits(free, 0)] as u32
        + DEAD[suit_bits(free, 1)] as u32
        + DEAD[suit_bits(free, 2)] as u32
        + DEAD[suit_bits(free, 3)] as u32
}

/// Runs-only deadwood of a free-card mask after discarding its best card, or `None` when the
/// mask is empty.
#[inline(always)]
fn free_deadwood_after_discard(free: u64) -> Option<u32> {
    let mut total = 0u32;
    let mut gain = i32::MIN;
    for s in 0..4 {
        let m = suit_bits(free, s);
        let d = DEAD[m] as i32;
        total += d as u32;
        let a = AFTER[m];
        if a != u8::MAX {
            gain = gain.max(d - a as i32);
        }
    }
    if gain == i32::MIN {
        None
    } else {
        Some((total as i32 - gain) as u32)
    }
}

/// The choices of sets of a hand: ranks whose cards may or may not form a set.
struct SetChoices {
    /// Free cards once the forced sets (ranks that no run can use) are taken out.
    base_free: u64,
    /// Number of ranks with a real choice.
    n: usize,
    /// Per choice rank, the options: the cards that form the set (0 for no set), in the
    /// tie-break order: the full set first, then three cards leaving out clubs, diamonds,
    /// hearts, spades, then no set.
    opts: [[u64; 6]; 13],
    nopts: [u8; 13],
}

impl SetChoices {
    /// Lists the set choices of `hand`. With `for_discard` every option is listed (one card will
    /// be discarded afterwards, which can make a set-breaking choice pay); otherwise options
    /// that are never strictly better than another are dropped (see the module doc).
    #[inline(always)]
    fn new(hand: u64, for_discard: bool) -> SetChoices {
        let s = [
            suit_bits(hand, 0) as u32,
            suit_bits(hand, 1) as u32,
            suit_bits(hand, 2) as u32,
            suit_bits(hand, 3) as u32,
        ];
        let at_least3 = (s[0] & s[1] & (s[2] | s[3])) | (s[2] & s[3] & (s[0] | s[1]));
        let mut ch = SetChoices {
            base_free: hand,
            n: 0,
            opts: [[0; 6]; 13],
            nopts: [0; 13],
        };
        if at_least3 == 0 {
            return ch;
        }
        let cover = [
            run_cover(s[0]),
            run_cover(s[1]),
            run_cover(s[2]),
            run_cover(s[3]),
        ];
        let mut ranks = at_least3;
        while ranks != 0 {
            let r = ranks.trailing_zeros();
            ranks &= ranks - 1;
            let full = hand & (RANK_MASK << r);
            let four = full == RANK_MASK << r;
            // Which of this rank's cards some run could use.
            let mut covered = 0u64;
            for (su, c) in cover.iter().enumerate() {
                if (c >> r) & 1 == 1 {
                    covered |= 1u64 << (13 * su as u32 + r);
                }
            }
            if covered == 0 && !for_discard {
                // No run can use these cards: the set is always at least as good.
                ch.base_free &= !full;
                continue;
            }
            let i = ch.n;
            let mut k = 0;
            ch.opts[i][k] = full;
            k += 1;
            if four {
                for su in 0..4 {
                    let card = 1u64 << (13 * su + r);
                    if for_discard || covered & card != 0 {
                        ch.opts[i][k] = full & !card;
                        k += 1;
                    }
                }
            }
            if for_discard || !four || covered.count_ones() >= 2 {
                ch.opts[i][k] = 0;
                k += 1;
            }
            ch.nopts[i] = k as u8;
            ch.n += 1;
        }
        ch
    }

    /// Number of combinations [`SetChoices::for_each`] would visit (saturating).
    fn combinations(&self) -> u64 {
        self.nopts[..self.n]
            .iter()
            .fold(1u64, |acc, &k| acc.saturating_mul(k as u64))
    }

    /// Calls `f` with the free cards (hand minus sets) of every choice, in tie-break order;
    /// stops early when `f` returns `true`.
    #[inline(always)]
    fn for_each<F: FnMut(u64) -> bool>(&self, f: &mut F) {
        self.walk(0, self.base_free, f);
    }

    fn walk<F: FnMut(u64) -> bool>(&self, i: usize, free: u64, f: &mut F) -> bool {
        if i == self.n {
            return f(free);
        }
        for k in 0..self.nopts[i] as usize {
            if self.walk(i + 1, free & !self.opts[i][k], f) {
                return true;
            }
        }
        false
    }
}

/// The free cards (hand minus sets) of the first minimum-deadwood set choice, and that deadwood.
fn best_free(hand: u64) -> (u64, u32) {
    let ch = SetChoices::new(hand, false);
    if ch.combinations() > MAX_COMBINATIONS {
        return best_free_dp(hand);
    }
    let mut best = (ch.base_free, u32::MAX);
    ch.for_each(&mut |free| {
        let d = free_deadwood(free);
        if d < best.1 {
            best = (free, d);
        }
        d == 0
    });
    best
}

/// Above this many set choices (never reached by hands of 13 cards or fewer, which have at
/// most 48) the search switches to [`best_free_dp`], whose cost does not grow with the hand.
const MAX_COMBINATIONS: u64 = 256;

/// Deadwood of a pending block of free cards of one suit that ends (with a gap) at rank
/// `end`: a block of 1 or 2 cards (`len`) is deadwood, a block of 3 or more is a run.
/// (States that cannot occur, such as a 2-card block ending at the ace, give some number.)
#[inline]
fn pending_deadwood(len: u32, end: u32) -> u32 {
    match len {
        1 => rank_value(end.saturating_sub(1)),
        2 => rank_value(end.saturating_sub(1)) + rank_value(end.saturating_sub(2)),
        _ => 0,
    }
}

/// The same result as the set-choice enumeration of [`best_free`], tie-break included, by
/// dynamic programming over the ranks, for hands with many ranks of 3 or 4 cards (up to the
/// whole deck).
///
/// The state after rank `r` is, per suit, the length (capped at 3) of the block of free
/// consecutive cards ending at `r`; a block that stops with 1 or 2 cards is deadwood. The
/// options at a rank are as in [`SetChoices`] without pruning. A backward pass computes the
/// least deadwood from each state; a forward pass picks at each rank the first option that
/// stays optimal, which gives the lexicographically first optimal choice, i.e. the one the
/// enumeration finds first (the options that [`SetChoices`] prunes are never optimal).
fn best_free_dp(hand: u64) -> (u64, u32) {
    /// Set options of a rank as suit nibbles, in tie-break order.
    fn options(present: u32) -> ([u32; 6], usize) {
        let mut o = [0u32; 6];
        match present.count_ones() {
            3 => {
                o[0] = present;
                (o, 2)
            }
            4 => {
                o[0] = present;
                for (k, slot) in o[1..5].iter_mut().enumerate() {
                    *slot = present & !(1 << k);
                }
                (o, 6)
            }
            _ => (o, 1),
        }
    }
    /// Next state and the deadwood closed at rank `r` when the free suits at `r` are `free`.
    fn step(state: usize, free: u32, r: u32) -> (usize, u32) {
        let mut next = 0;
        let mut cost = 0;
        for s in 0..4 {
            let len = (state >> (2 * s)) as u32 & 3;
            if (free >> s) & 1 == 1 {
                next |= ((len + 1).min(3) as usize) << (2 * s);
            } else {
                cost += pending_deadwood(len, r);
            }
        }
        (next, cost)
    }
    let present: Vec<u32> = (0..13)
        .map(|r| {
            (0..4)
                .filter(|&s| (hand >> (13 * s + r)) & 1 == 1)
                .fold(0u32, |acc, s| acc | 1 << s)
        })
        .collect();
    // to_go[r][state]: least deadwood of ranks r.. from `state` (blocks ending at r - 1).
    let mut to_go = vec![[0u32; 256]; 14];
    for (state, v) in to_go[13].iter_mut().enumerate() {
        *v = (0..4)
            .map(|s| pending_deadwood((state >> (2 * s)) as u32 & 3, 13))
            .sum();
    }
    for r in (0..13).rev() {
        let (opts, n) = options(present[r]);
        for state in 0..256 {
            let mut best = u32::MAX;
            for &o in &opts[..n] {
                let (next, cost) = step(state, present[r] & !o, r as u32);
                best = best.min(cost + to_go[r + 1][next]);
            }
            to_go[r][state] = best;
        }
    }
    let mut state = 0;
    let mut sets = 0u64;
    for r in 0..13 {
        let (opts, n) = options(present[r]);
        for &o in &opts[..n] {
            let (next, cost) = step(state, present[r] & !o, r as u32);
            if cost + to_go[r + 1][next] == to_go[r][state] {
                for s in 0..4 {
                    if (o >> s) & 1 == 1 {
                        sets |= 1u64 << (13 * s + r);
                    }
                }
                state = next;
                break;
            }
        }
    }
    (hand & !sets, to_go[0][0])
}

/// Sort key of a meld: its lowest card in display order (rank, then suit). Melds of one
/// arrangement are disjoint, so the keys are distinct.
fn meld_key(m: CardSet) -> (u8, u8) {
    m.iter()
        .map(|c| (c.rank(), c.suit()))
        .min()
        .unwrap_or((u8::MAX, u8::MAX))
}

/// Builds an arrangement from its melds (sorting them) and the hand.
fn make_arrangement(hand: CardSet, mut melds: Vec<CardSet>) -> Arrangement {
    melds.sort_by_key(|&m| meld_key(m));
    let melded = melds.iter().fold(0u64, |acc, m| acc | m.0);
    let deadwood_cards = CardSet(hand.0 & !melded);
    Arrangement {
        melds,
        deadwood_cards,
        deadwood: deadwood_cards.value(),
    }
}

/// The arrangement of `hand` whose sets are `hand - free` and whose runs are the maximal blocks
/// of 3 or more consecutive free cards of a suit.
fn arrangement_from_free(hand: u64, free: u64) -> Arrangement {
    let mut melds = Vec::new();
    let sets = hand & !free;
    for r in 0..13 {
        let m = sets & (RANK_MASK << r);
        if m != 0 {
            melds.push(CardSet(m));
        }
    }
    for s in 0..4u32 {
        let mut cov = run_cover(suit_bits(free, s) as u32);
        while cov != 0 {
            let lo = cov.trailing_zeros();
            let len = (!(cov >> lo)).trailing_zeros();
            let block = ((1u64 << len) - 1) << lo;
            melds.push(CardSet(block << (13 * s)));
            cov &= !(block as u32);
        }
    }
    make_arrangement(CardSet(hand), melds)
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/// What kind of meld `cards` is: [`MeldKind::Set`] for 3 or 4 cards of one rank,
/// [`MeldKind::Run`] for 3 or more cards of one suit in consecutive ranks (ace low only, so
/// `Qs Ks As` is not a run, nor is `Ks As 2s`), `None` for anything else.
pub fn meld_kind(cards: CardSet) -> Option<MeldKind> {
    let bits = cards.0;
    let n = bits.count_ones();
    if n < 3 {
        return None;
    }
    let low = bits.trailing_zeros();
    let rank = low % 13;
    if n <= 4 && bits & !(RANK_MASK << rank) == 0 {
        return Some(MeldKind::Set);
    }
    let suit = low / 13;
    let m = bits >> (13 * suit);
    if m & !SUIT_MASK != 0 {
        return None; // more than one suit
    }
    let m = m >> rank;
    // Consecutive ranks: the bits form one block starting at bit 0.
    if m & (m + 1) == 0 {
        Some(MeldKind::Run)
    } else {
        None
    }
}

/// Whether `card` can be laid off on `meld`: `meld` is a valid meld not holding `card`, and
/// adding `card` keeps it valid, i.e. `card` extends a run at either end (same suit, next rank
/// below or above; ace low only) or completes a 3-card set to 4.
pub fn fits(card: Card, meld: CardSet) -> bool {
    !meld.contains(card)
        && meld_kind(meld).is_some()
        && meld_kind(CardSet(meld.0 | card.bit())).is_some()
}

/// The minimum deadwood of `hand` over all its arrangements into melds. Every card of the hand
/// counts (for 11 cards see [`deadwood_after_discard`]). Any hand works, up to the whole deck;
/// hands of the game take a few tens of nanoseconds.
pub fn min_deadwood(hand: CardSet) -> u32 {
    best_free(hand.0).1
}

/// One minimum-deadwood arrangement of `hand`, deterministic.
///
/// Tie-break among arrangements of equal deadwood: runs are never split (a block of 6
/// consecutive cards is one run, not two), and the set choices are taken in a fixed order,
/// the first best one winning: rank by rank from the ace up, a rank's full set (3 or 4 cards)
/// first, then three of four cards leaving out the club, diamond, heart, spade, then no set.
/// The melds are sorted by their lowest card in display order (rank, then suit).
pub fn arrange(hand: CardSet) -> Arrangement {
    let (free, _) = best_free(hand.0);
    arrangement_from_free(hand.0, free)
}

/// Every candidate meld inside `hand`: all runs (every sub-run of each block) and all sets
/// (the 4-set and each 3-set of a rank).
fn candidate_melds(hand: u64) -> Vec<u64> {
    let mut out = Vec::new();
    for s in 0..4u32 {
        let m = suit_bits(hand, s) as u64;
        for lo in 0..13 {
            let mut hi = lo;
            while hi < 13 && (m >> hi) & 1 == 1 {
                if hi >= lo + 2 {
                    out.push((((1u64 << (hi - lo + 1)) - 1) << lo) << (13 * s));
                }
                hi += 1;
            }
        }
    }
    for r in 0..13 {
        let full = hand & (RANK_MASK << r);
        match full.count_ones() {
            3 => out.push(full),
            4 => {
                out.push(full);
                let mut rest = full;
                while rest != 0 {
                    let b = rest & rest.wrapping_neg();
                    rest &= rest - 1;
                    out.push(full & !b);
                }
            }
            _ => {}
        }
    }
    out
}

/// Every distinct arrangement of `hand` attaining the minimum deadwood (distinct as sets of
/// melds: `A♥..6♥` as one run and as two runs of three are two arrangements). Each has its
/// melds sorted as in [`arrange`]; the list is sorted by comparing the melds in order, each
/// meld by its cards in display order (rank, then suit), a shorter list of melds first when
/// one is a prefix of the other. [`arrange`]'s result is always among them.
pub fn all_arrangements(hand: CardSet) -> Vec<Arrangement> {
    let target = min_deadwood(hand);
    let cands = candidate_melds(hand.0);
    let mut out = Vec::new();
    let mut stack = Vec::new();
    all_rec(hand.0, 0, target, &cands, &mut stack, &mut out, hand);
    out.sort_by_cached_key(arrangement_key);
    out
}

/// Sort key of an arrangement for [`all_arrangements`]: its melds in order, each as its cards
/// `(rank, suit)` in display order.
fn arrangement_key(a: &Arrangement) -> Vec<Vec<(u8, u8)>> {
    a.melds
        .iter()
        .map(|m| {
            m.sorted_by_rank()
                .iter()
                .map(|c| (c.rank(), c.suit()))
                .collect()
        })
        .collect()
}

/// Depth-first over partitions: the lowest remaining card is either deadwood or in one of the
/// candidate melds that contain it and fit in the remaining cards. Each partition is reached
/// exactly once.
fn all_rec(
    rem: u64,
    dead: u32,
    target: u32,
    cands: &[u64],
    stack: &mut Vec<CardSet>,
    out: &mut Vec<Arrangement>,
    hand: CardSet,
) {
    if dead > target {
        return;
    }
    if rem == 0 {
        if dead == target {
            out.push(make_arrangement(hand, stack.clone()));
        }
        return;
    }
    let low = rem & rem.wrapping_neg();
    let card_value = rank_value(low.trailing_zeros() % 13);
    all_rec(
        rem & !low,
        dead + card_value,
        target,
        cands,
        stack,
        out,
        hand,
    );
    for &m in cands {
        if m & low != 0 && m & !rem == 0 {
            stack.push(CardSet(m));
            all_rec(rem & !m, dead, target, cands, stack, out, hand);
            stack.pop();
        }
    }
}

/// Every way of laying out all of `hand` in disjoint melds that no other way beats by melding
/// strictly more of its cards: an arrangement whose melded cards are a strict subset of
/// another's only adds deadwood, so it is left out. Distinct as sets of melds (`A♥..6♥` as one
/// run and as two runs of three are two ways: they take different lay-offs). Fewest deadwood
/// first, then in the order of [`all_arrangements`]; each has its melds sorted as in
/// [`arrange`], whose result is always among them. A hand of the game has at most a few dozen.
pub fn maximal_arrangements(hand: CardSet) -> Vec<Arrangement> {
    let cands = candidate_melds(hand.0);
    let mut every = Vec::new();
    let mut stack = Vec::new();
    partitions(hand.0, &cands, &mut stack, &mut every);
    let melded = |a: &Vec<CardSet>| a.iter().fold(0u64, |acc, m| acc | m.0);
    let masks: Vec<u64> = every.iter().map(melded).collect();
    let mut out: Vec<Arrangement> = every
        .into_iter()
        .zip(&masks)
        .filter(|&(_, &m)| !masks.iter().any(|&o| o != m && o & m == m))
        .map(|(melds, _)| make_arrangement(hand, melds))
        .collect();
    out.sort_by_cached_key(|a| (a.deadwood, arrangement_key(a)));
    out
}

/// Every partition of `rem` into candidate melds and deadwood, as its melds: the lowest
/// remaining card is either deadwood or in one of the candidates holding it that fit.
fn partitions(rem: u64, cands: &[u64], stack: &mut Vec<CardSet>, out: &mut Vec<Vec<CardSet>>) {
    if rem == 0 {
        out.push(stack.clone());
        return;
    }
    let low = rem & rem.wrapping_neg();
    partitions(rem & !low, cands, stack, out);
    for &m in cands {
        if m & low != 0 && m & !rem == 0 {
            stack.push(CardSet(m));
            partitions(rem & !m, cands, stack, out);
            stack.pop();
        }
    }
}

/// The minimum deadwood left after discarding one card of `hand`: the minimum over every card
/// `d` of `min_deadwood(hand - d)` (for an 11-card hand, the deadwood of the best 10 of 11).
/// Computed in one search rather than one per discard.
///
/// # Panics
/// If `hand` is empty.
pub fn deadwood_after_discard(hand: CardSet) -> u32 {
    assert!(
        !hand.is_empty(),
        "deadwood_after_discard needs a non-empty hand"
    );
    let ch = SetChoices::new(hand.0, true);
    if ch.combinations() > MAX_COMBINATIONS {
        // Only for big hands (never for 13 cards or fewer): try each discard.
        return hand
            .iter()
            .map(|c| best_free(hand.0 & !c.bit()).1)
            .min()
            .expect("non-empty");
    }
    let mut best = u32::MAX;
    ch.for_each(&mut |free| {
        if let Some(d) = free_deadwood_after_discard(free) {
            if d < best {
                best = d;
            }
        }
        best == 0
    });
    best
}

/// The best card to discard from `hand` (normally 11 cards; any non-empty hand works) and the
/// arrangement ([`arrange`]) of the cards kept: the discard minimises the minimum deadwood of
/// the rest, trying every card.
///
/// Tie-break among discards leaving equal deadwood: the card of the highest value is
/// discarded, and among those the one with the highest index (`suit * 13 + rank`, so a spade
/// before a heart, a king before a queen).
///
/// # Panics
/// If `hand` is empty.
pub fn best_discard(hand: CardSet) -> DiscardChoice {
    assert!(!hand.is_empty(), "best_discard needs a non-empty hand");
    let target = deadwood_after_discard(hand);
    let mut order: Vec<Card> = hand.iter().collect();
    order.sort_by(|a, b| match b.value().cmp(&a.value()) {
        Ordering::Equal => b.index().cmp(&a.index()),
        o => o,
    });
    for c in order {
        let rest = CardSet(hand.0 & !c.bit());
        let (free, d) = best_free(rest.0);
        if d == target {
            return DiscardChoice {
                discard: c,
                arrangement: arrangement_from_free(rest.0, free),
            };
        }
    }
    unreachable!("some discard attains deadwood_after_discard")
}

/// The ways one knocker meld can take lay-offs from `avail`: each a list of cards in an order
/// that can be applied one at a time. The first way is "none".
fn layoff_options(meld: CardSet, avail: u64) -> Vec<Vec<Card>> {
    let mut out = vec![Vec::new()];
    let bits = meld.0;
    match meld_kind(meld) {
        Some(MeldKind::Set) => {
            let missing = (RANK_MASK << (bits.trailing_zeros() % 13)) & !bits;
            if missing != 0 && missing & avail == missing {
                let c = Card::from_index(missing.trailing_zeros() as u8).expect("in deck");
                out.push(vec![c]);
            }
        }
        Some(MeldKind::Run) => {
            let low = bits.trailing_zeros();
            let suit = low / 13;
            let lo = low % 13;
            let hi = 63 - bits.leading_zeros() - 13 * suit;
            let card = |r: u32| Card::new(r as u8, suit as u8).expect("in deck");
            let mut below = Vec::new();
            let mut r = lo;
            while r > 0 && avail & card(r - 1).bit() != 0 {
                r -= 1;
                below.push(card(r));
            }
            let mut above = Vec::new();
            let mut r = hi;
            while r < 12 && avail & card(r + 1).bit() != 0 {
                r += 1;
                above.push(card(r));
            }
            out.clear();
            for total in 0..=below.len() + above.len() {
                for i in 0..=below.len() {
                    if total < i || total - i > above.len() {
                        continue;
                    }
                    let j = total - i;
                    let mut v = below[..i].to_vec();
                    v.extend_from_slice(&above[..j]);
                    out.push(v);
                }
            }
        }
        None => {}
    }
    out
}

/// The defender's best lay-offs onto the knocker's melds.
///
/// Minimises the defender's final deadwood, i.e. [`min_deadwood`] of the cards not laid off,
/// jointly over which cards to lay off (a run can be extended at both ends and in a chain:
/// `5h` then `4h` onto `6h 7h 8h`; a 3-card set takes its fourth card) and which to keep for
/// the defender's own melds. Every card is laid off on at most one meld, and each meld of
/// `knocker_melds` that is not a valid meld takes none.
///
/// Tie-break among plans of equal deadwood: the fewest cards laid off; then the first found,
/// melds taken in index order and, for each run, fewer cards before more, and with equal
/// counts fewer below the run before more.
/// The lay-offs are listed meld by meld in index order; for a run, the cards below it from the
/// nearest down, then the cards above it from the nearest up.
pub fn best_layoffs(defender: CardSet, knocker_melds: &[CardSet]) -> LayoffPlan {
    let options: Vec<Vec<Vec<Card>>> = knocker_melds
        .iter()
        .map(|&m| layoff_options(m, defender.0))
        .collect();
    let mut best: Option<(u32, usize, Vec<usize>)> = None;
    let mut pick = vec![0usize; options.len()];
    layoff_rec(&options, 0, 0, 0, defender.0, &mut pick, &mut best);
    let (_, _, choice) = best.expect("the empty plan is always considered");
    let mut layoffs = Vec::new();
    let mut laid = 0u64;
    for (i, &k) in choice.iter().enumerate() {
        for &c in &options[i][k] {
            layoffs.push((c, i));
            laid |= c.bit();
        }
    }
    LayoffPlan {
        layoffs,
        arrangement: arrange(CardSet(defender.0 & !laid)),
    }
}

fn layoff_rec(
    options: &[Vec<Vec<Card>>],
    i: usize,
    used: u64,
    count: usize,
    defender: u64,
    pick: &mut Vec<usize>,
    best: &mut Option<(u32, usize, Vec<usize>)>,
) {
    if i == options.len() {
        let d = min_deadwood(CardSet(defender & !used));
        let better = match best {
            None => true,
            Some((bd, bc, _)) => (d, count) < (*bd, *bc),
        };
        if better {
            *best = Some((d, count, pick.clone()));
        }
        return;
    }
    for (k, cards) in options[i].iter().enumerate() {
        let mask = cards.iter().fold(0u64, |a, c| a | c.bit());
        if mask & used != 0 {
            continue;
        }
        pick[i] = k;
        layoff_rec(
            options,
            i + 1,
            used | mask,
            count + cards.len(),
            defender,
            pick,
            best,
        );
    }
    pick[i] = 0;
}

/// Checks melds declared for `hand`: each must be a valid set or run, the melds pairwise
/// disjoint, and all their cards in `hand`. Returns the deadwood cards (`hand` minus the
/// melds).
///
/// # Errors
/// [`CardsError::InvalidMelds`] naming the first offending meld and cards, e.g.
/// `meld 2h 3h 5h is neither a set nor a run`, `card 7s is in two melds (7c 7d 7s and
/// 5s 6s 7s)`, `meld 7d 8d 9d uses 9d which is not in the hand`.
pub fn validate_melds(hand: CardSet, melds: &[CardSet]) -> Result<CardSet, CardsError> {
    let mut used = 0u64;
    for (i, &m) in melds.iter().enumerate() {
        if m.is_empty() {
            return Err(CardsError::InvalidMelds(format!("meld {} is empty", i + 1)));
        }
        if m.len() < 3 {
            return Err(CardsError::InvalidMelds(format!(
                "meld {m} has only {} cards (a meld needs at least 3)",
                m.len()
            )));
        }
        if meld_kind(m).is_none() {
            return Err(CardsError::InvalidMelds(format!(
                "meld {m} is neither a set nor a run"
            )));
        }
        let outside = CardSet(m.0 & !hand.0);
        if !outside.is_empty() {
            let verb = if outside.len() == 1 {
                "which is"
            } else {
                "which are"
            };
            return Err(CardsError::InvalidMelds(format!(
                "meld {m} uses {outside} {verb} not in the hand"
            )));
        }
        let twice = m.0 & used;
        if twice != 0 {
            let card = Card::from_index(twice.trailing_zeros() as u8).expect("in deck");
            let other = melds[..i]
                .iter()
                .find(|o| o.contains(card))
                .expect("an earlier meld holds it");
            return Err(CardsError::InvalidMelds(format!(
                "card {card} is in two melds ({other} and {m})"
            )));
        }
        used |= m.0;
    }
    Ok(CardSet(hand.0 & !used))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64 for test hands.
    fn rng(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    #[test]
    fn tables_match_their_definition() {
        for m in 0u32..8192 {
            let cover = run_cover(m);
            let mut expected = 0;
            for r in 0u32..13 {
                let in_long_block = (r.saturating_sub(2)..=r)
                    .any(|lo| lo + 2 < 13 && (lo..lo + 3).all(|x| (m >> x) & 1 == 1) && lo <= r);
                assert_eq!((cover >> r) & 1 == 1, (m >> r) & 1 == 1 && in_long_block);
                if (m >> r) & 1 == 1 && !in_long_block {
                    expected += rank_value(r);
                }
            }
            assert_eq!(DEAD[m as usize] as u32, expected, "{m:#b}");
            let after = (0..13)
                .filter(|r| (m >> r) & 1 == 1)
                .map(|r| DEAD[(m & !(1 << r)) as usize])
                .min()
                .unwrap_or(u8::MAX);
            assert_eq!(AFTER[m as usize], after);
        }
    }

    /// The DP fallback finds the same arrangement as the enumeration (same tie-break).
    #[test]
    fn dp_matches_enumeration() {
        let mut st = 7u64;
        for i in 0..4_000 {
            // Dense windows of 3 to 13 ranks, 0 to 30 cards.
            let w = 3 + rng(&mut st) % 11;
            let lo = rng(&mut st) % (14 - w);
            let n = rng(&mut st) % 31;
            let mut hand = 0u64;
            let mut pool: Vec<u64> = (0..4)
                .flat_map(|s| (lo..lo + w).map(move |r| 13 * s + r))
                .collect();
            for _ in 0..n.min(pool.len() as u64) {
                let k = (rng(&mut st) % pool.len() as u64) as usize;
                hand |= 1 << pool.swap_remove(k);
            }
            let ch = SetChoices::new(hand, false);
            if ch.combinations() > 20_000 {
                continue;
            }
            let mut best = (ch.base_free, u32::MAX);
            ch.for_each(&mut |free| {
                let d = free_deadwood(free);
                if d < best.1 {
                    best = (free, d);
                }
                false
            });
            assert_eq!(best_free_dp(hand), best, "case {i}: {}", CardSet(hand));
        }
    }

    #[test]
    fn whole_deck_and_big_hands() {
        let deck = CardSet(crate::cards::FULL_DECK);
        assert_eq!(min_deadwood(deck), 0);
        assert_eq!(arrange(deck).deadwood, 0);
        assert_eq!(deadwood_after_discard(deck), 0);
        // A..J of every suit (runs and sets) and a lone Ks: 10 deadwood.
        let mut h = CardSet::EMPTY;
        for s in 0..4 {
            for r in 0..11 {
                h.insert(Card::new(r, s).unwrap());
            }
        }
        h.insert(Card::new(12, 3).unwrap());
        assert_eq!(min_deadwood(h), 10);
        assert_eq!(arrange(h).deadwood_cards.to_string(), "Ks");
        assert_eq!(deadwood_after_discard(h), 0);
        assert_eq!(best_discard(h).discard.to_string(), "Ks");
    }

    #[test]
    fn maximal_arrangements_offer_each_way_to_meld() {
        let cs = |t: &str| -> CardSet { t.parse().unwrap() };
        let layouts = |h: &str| -> Vec<(String, u32)> {
            maximal_arrangements(cs(h))
                .iter()
                .map(|a| {
                    let melds: Vec<String> = a.melds.iter().map(|m| m.to_string()).collect();
                    (melds.join(" | "), a.deadwood)
                })
                .collect()
        };
        // 3h joins the set of threes or the run Ah 2h 3h: both, fewest deadwood first; the
        // layouts that only drop a meld (the run alone) are left out.
        let hand = "3h 3c 3d Ah 2h 4s 5s 6s 7s 8s";
        let got = layouts(hand);
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got.iter().map(|g| g.1).collect::<Vec<_>>(), [3, 6]);
        assert!(got[0].0.contains(&cs("3c 3d 3h").to_string()), "{got:?}");
        assert!(got[1].0.contains(&cs("Ah 2h 3h").to_string()), "{got:?}");
        // A run of ten and its splits all meld every card.
        let run = maximal_arrangements(cs("As 2s 3s 4s 5s 6s 7s 8s 9s Ts"));
        assert!(run.len() > 1);
        assert!(run
            .iter()
            .all(|a| a.deadwood == 0 && a.deadwood_cards.is_empty()));
        // No meld at all: one way, everything deadwood.
        let none = maximal_arrangements(cs("As 3d 5h 7c 9s Jd"));
        assert_eq!(none.len(), 1);
        assert_eq!(none[0].deadwood, 1 + 3 + 5 + 7 + 9 + 10);
        // Random hands: the best arrangement is first, none is dominated, each is valid.
        let mut state = 11u64;
        for _ in 0..300 {
            let mut bits = 0u64;
            while bits.count_ones() < 10 {
                bits |= 1 << (rng(&mut state) % 52);
            }
            let hand = CardSet(bits);
            let all = maximal_arrangements(hand);
            assert_eq!(all[0].deadwood, min_deadwood(hand), "{hand}");
            assert!(all.contains(&arrange(hand)), "{hand}");
            let melded: Vec<u64> = all
                .iter()
                .map(|a| a.melds.iter().fold(0, |x, m| x | m.0))
                .collect();
            for (a, &m) in all.iter().zip(&melded) {
                assert!(melded.iter().all(|&o| o == m || o & m != m), "{hand}");
                assert_eq!(validate_melds(hand, &a.melds).unwrap(), a.deadwood_cards);
            }
        }
    }
}
