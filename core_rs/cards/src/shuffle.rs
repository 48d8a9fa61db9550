//! The documented, platform-independent shuffle (`DESIGN.md`, "Shuffle").
//!
//! Anyone can reproduce a deal from its seed in any language:
//!
//! 1. **SplitMix64** seeded with the 64-bit seed: `state += 0x9E3779B97F4A7C15`, then
//!    `z = state; z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) *
//!    0x94D049BB133111EB; output z ^ (z >> 31)` (all arithmetic wrapping mod 2^64).
//! 2. **Unbiased bounded draw** `bounded(n)`: draw `x`; `zone = u64::MAX - (u64::MAX % n)`;
//!    draw again while `x >= zone`; return `x % n`.
//! 3. **Fisher–Yates**: start with the cards in index order `0..52` (`Ac 2c .. Kc Ad .. Ks`);
//!    for `i` from 51 down to 1 swap positions `i` and `bounded(i + 1)`.
//!
//! How the shuffled deck is dealt is each game's rule (Gin: `ginrummy_rules::deal`).
//!
//! A match derives the seed of its deal `k` (`k = 0, 1, ...`, redeals count) as the `k`-th
//! output (0-based) of a SplitMix64 seeded with the match seed: [`deal_seed`].
//!
//! ```
//! use ginrummy_cards::shuffle::{SplitMix64, shuffled_deck};
//! // Reference values of SplitMix64 seeded with 0.
//! let mut rng = SplitMix64::new(0);
//! assert_eq!(rng.next_u64(), 0xE220A8397B1DCDAF);
//! assert_eq!(rng.next_u64(), 0x6E789E6AA1B965F4);
//! let deck = shuffled_deck(42);
//! assert_eq!(deck, shuffled_deck(42));
//! ```

use crate::cards::{Card, DECK_SIZE};

/// The SplitMix64 increment ("golden gamma").
pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The SplitMix64 generator (Steele, Lea, Flood 2014), as specified in the module docs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

/// The SplitMix64 output function applied to a state.
const fn mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl SplitMix64 {
    /// A generator seeded with `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64-bit output.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GAMMA);
        mix(self.state)
    }

    /// An unbiased number in `0..n` by rejection (see the module docs). Panics if `n == 0`.
    pub fn bounded(&mut self, n: u64) -> u64 {
        assert!(n > 0, "bounded(0)");
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// The deck shuffled from `seed` by Fisher–Yates over SplitMix64 (see the module docs).
/// Position 0 is the first card dealt.
pub fn shuffled_deck(seed: u64) -> [Card; DECK_SIZE] {
    let mut deck: [Card; DECK_SIZE] =
        std::array::from_fn(|i| Card::from_index(i as u8).expect("index < 52"));
    shuffle(&mut deck, seed);
    deck
}

/// Shuffles `items` in place from `seed` by the documented Fisher–Yates over SplitMix64 (step
/// 3 of the module docs, for any length: for `i` from `len - 1` down to 1 swap positions `i`
/// and `bounded(i + 1)`). [`shuffled_deck`] is this over the 52 cards in index order; classic
/// Rummy shuffles its 54-card deck (jokers last) and its stock rebuilds with it.
pub fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut rng = SplitMix64::new(seed);
    for i in (1..items.len()).rev() {
        let j = rng.bounded(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// The seed of deal `k` (0-based, redeals count) of a match seeded with `match_seed`: the
/// `k`-th output of `SplitMix64::new(match_seed)`. Computed in O(1) (SplitMix64's state after
/// `k + 1` steps is `match_seed + (k + 1) * GAMMA`).
pub fn deal_seed(match_seed: u64, k: u64) -> u64 {
    mix(match_seed.wrapping_add(k.wrapping_add(1).wrapping_mul(GAMMA)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_seed_is_kth_output() {
        for seed in [0u64, 1, 42, u64::MAX] {
            let mut rng = SplitMix64::new(seed);
            for k in 0..20 {
                assert_eq!(deal_seed(seed, k), rng.next_u64());
            }
        }
    }

    #[test]
    fn deck_is_a_permutation() {
        for seed in 0..200 {
            let deck = shuffled_deck(seed);
            let mut seen = 0u64;
            for c in deck {
                seen |= c.bit();
            }
            assert_eq!(seen, crate::cards::FULL_DECK);
        }
        assert_ne!(shuffled_deck(1), shuffled_deck(2));
    }

    #[test]
    fn bounded_is_in_range_and_uses_every_value() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [false; 5];
        for _ in 0..200 {
            let x = rng.bounded(5);
            seen[x as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rng.bounded(1), 0);
    }
}
