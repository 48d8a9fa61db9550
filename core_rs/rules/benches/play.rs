//! Deal and match throughput (`cargo bench -p ginrummy-rules --bench play`): the state machines,
//! observations and bots together, so that a change to how seats are held shows here.
//!
//! Every iteration plays the same seeds, so that runs compare the same work:
//! - `match/first_legal`: 4 whole matches of the first legal action at every turn (no bots).
//! - `deal/easy`, `deal/medium`: 20 deals between two bots of that level, each move decided
//!   from the seat's observation.
//! - `deal/expert20`: 2 deals of two experts capped at 20 playouts per decision.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ginrummy_rules::bots::{Bot, Level};
use ginrummy_rules::deal::Deal;
use ginrummy_rules::game::Match;
use ginrummy_rules::rules::Rules;
use ginrummy_rules::Seat;

/// Plays a match to its end with the first legal action each turn; returns the moves.
fn first_legal_match(seed: u64) -> usize {
    let mut m = Match::new(Rules::default(), seed).expect("default rules");
    let mut moves = 0;
    while !m.is_over() && moves < 20_000 {
        let action = m.legal_actions().swap_remove(0);
        m.apply(action).expect("a legal action");
        moves += 1;
    }
    moves
}

/// One deal between two bots; returns the moves.
fn bot_deal(level: Level, seed: u64, playouts: Option<u32>) -> usize {
    let mut deal = Deal::new(Rules::default(), seed, Seat::FIRST).expect("default rules");
    let mut bots = [
        Bot::new(level, seed, 50).with_playouts(playouts),
        Bot::new(level, seed ^ 1, 50).with_playouts(playouts),
    ];
    while let Some(seat) = deal.to_act() {
        let obs = deal.observation(seat).expect("the seat to act");
        let action = bots[usize::from(seat)].act(&obs);
        deal.apply(action).expect("a bot's action is legal");
    }
    deal.moves().len()
}

fn benches(c: &mut Criterion) {
    c.bench_function("match/first_legal", |b| {
        b.iter(|| {
            (1..=4)
                .map(|s| first_legal_match(black_box(s)))
                .sum::<usize>()
        })
    });
    for (name, level, playouts, deals) in [
        ("deal/easy", Level::Easy, None, 20),
        ("deal/medium", Level::Medium, None, 20),
        ("deal/expert20", Level::Expert, Some(20), 2),
    ] {
        c.bench_function(name, |b| {
            b.iter(|| {
                (1..=deals)
                    .map(|s| bot_deal(level, black_box(s), playouts))
                    .sum::<usize>()
            })
        });
    }
}

criterion_group! {
    name = play;
    config = Criterion::default().sample_size(20);
    targets = benches
}
criterion_main!(play);
