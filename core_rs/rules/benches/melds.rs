//! Benchmarks of the meld search over fixed, pre-generated hands.
//!
//! Each benchmark runs a function over a vector of `HANDS` hands; criterion's throughput line
//! (elements per second) gives the time per hand as its inverse. Hands are drawn with a tiny
//! SplitMix64, either uniformly from the deck or densely from a window of 5 consecutive ranks
//! (20 cards), where sets and runs cross the most.
//!
//! Run: `cd core_rs && cargo bench -p ginrummy-rules --bench melds -- --quick`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ginrummy_rules::cards::CardSet;
use ginrummy_rules::melds::{arrange, best_discard, deadwood_after_discard, min_deadwood};

const HANDS: usize = 1024;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// `n` cards drawn without replacement from `pool` (card indices).
fn draw(rng: &mut Rng, pool: &[u64], n: usize) -> CardSet {
    let mut pool = pool.to_vec();
    let mut bits = 0u64;
    for _ in 0..n {
        let i = rng.below(pool.len() as u64) as usize;
        bits |= 1u64 << pool.swap_remove(i);
    }
    CardSet(bits)
}

fn uniform_hands(seed: u64, n: usize) -> Vec<CardSet> {
    let mut rng = Rng(seed);
    let deck: Vec<u64> = (0..52).collect();
    (0..HANDS).map(|_| draw(&mut rng, &deck, n)).collect()
}

fn dense_hands(seed: u64, n: usize) -> Vec<CardSet> {
    let mut rng = Rng(seed);
    (0..HANDS)
        .map(|_| {
            let lo = rng.below(9);
            let pool: Vec<u64> = (0..4)
                .flat_map(|s| (lo..lo + 5).map(move |r| s * 13 + r))
                .collect();
            draw(&mut rng, &pool, n)
        })
        .collect()
}

fn bench_fn(c: &mut Criterion, name: &str, hands: &[CardSet], f: fn(CardSet) -> u32) {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("batch", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for &h in hands {
                acc = acc.wrapping_add(f(black_box(h)));
            }
            acc
        })
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    let u10 = uniform_hands(1, 10);
    let d10 = dense_hands(2, 10);
    let u11 = uniform_hands(3, 11);
    let d11 = dense_hands(4, 11);
    bench_fn(c, "min_deadwood/uniform10", &u10, min_deadwood);
    bench_fn(c, "min_deadwood/dense10", &d10, min_deadwood);
    bench_fn(
        c,
        "deadwood_after_discard/uniform11",
        &u11,
        deadwood_after_discard,
    );
    bench_fn(
        c,
        "deadwood_after_discard/dense11",
        &d11,
        deadwood_after_discard,
    );
    bench_fn(c, "arrange/dense10", &d10, |h| arrange(h).deadwood);
    bench_fn(c, "best_discard/dense11", &d11, |h| {
        best_discard(h).arrangement.deadwood
    });
}

criterion_group!(melds, benches);
criterion_main!(melds);
