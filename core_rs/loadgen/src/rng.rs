//! A tiny deterministic RNG: splitmix64 to seed, xorshift64* to draw.

/// One step of splitmix64: a good 64-bit mix of `x`.
pub fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// xorshift64*: fast, small, plenty for picking random legal actions.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// An RNG whose stream depends only on `seed`.
    pub fn new(seed: u64) -> Self {
        let state = splitmix64(seed);
        Self(if state == 0 {
            0x2545_F491_4F6C_DD1D
        } else {
            state
        })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`), by multiply-shift (Lemire).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_in_range() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..1000 {
            let x = a.below(5);
            assert_eq!(x, b.below(5));
            assert!(x < 5);
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }
}
