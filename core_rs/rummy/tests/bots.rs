//! The bot ladder, beginner < easy < medium < expert: each level against the one below in
//! duplicate play (each deal once per rotation of the seats, the level under test at one seat
//! and the level below at the others), its points per hand with the 95% interval above 0: at
//! 4 seats for every step, at 2 and 3 seats for the levels below the expert.
//! `GINRUMMY_RUMMY_BOT_DEALS` scales the deals of the heuristic levels (default 400),
//! `GINRUMMY_RUMMY_EXPERT_DEALS` those of the expert (default 200, its playouts capped so that
//! the test is deterministic).

mod support;

use ginrummy_rummy::bots::{duplicate, BotConfig, Comparison, Level};
use ginrummy_rummy::RummyOptions;

/// The expert's determinisations per decision in the ladder (the cap makes it deterministic).
const LADDER_PLAYOUTS: u32 = 32;

fn step(seats: usize, strong: BotConfig, weak: BotConfig, deals: usize) -> Comparison {
    let c = duplicate(&RummyOptions::default(), seats, strong, weak, deals, 1000).unwrap();
    println!(
        "{seats} seats, {:?} vs {:?}: {:+.2} ± {:.2} points per hand over {} deals",
        strong.level, weak.level, c.mean, c.half_width, c.deals
    );
    assert!(
        c.mean - c.half_width > 0.0,
        "{seats} seats, {:?} vs {:?}: {c:?}",
        strong.level,
        weak.level
    );
    c
}

#[test]
fn bots_ladder_each_level_beats_the_one_below_in_four_seat_duplicate_play() {
    let deals = support::scaled("GINRUMMY_RUMMY_BOT_DEALS", 400);
    step(4, Level::Easy.into(), Level::Beginner.into(), deals);
    step(4, Level::Medium.into(), Level::Easy.into(), deals);
    let expert = BotConfig::new(Level::Expert).with_playouts(LADDER_PLAYOUTS);
    let deals = support::scaled("GINRUMMY_RUMMY_EXPERT_DEALS", 200);
    step(4, expert, Level::Medium.into(), deals);
}

#[test]
fn bots_each_heuristic_level_beats_the_one_below_at_two_and_three_seats() {
    let deals = support::scaled("GINRUMMY_RUMMY_BOT_DEALS", 400);
    for seats in [2, 3] {
        for pair in Level::ALL[..3].windows(2) {
            step(seats, pair[1].into(), pair[0].into(), deals);
        }
    }
}

#[test]
fn bots_play_every_option_to_the_end() {
    let mut rng = ginrummy_cards::shuffle::SplitMix64::new(2);
    for (name, options) in support::option_table() {
        for seats in 2..=4 {
            let table = ginrummy_rummy::Seats::new(seats as u8);
            for (i, level) in Level::ALL.iter().enumerate() {
                let bots = ginrummy_rummy::BySeat::from_fn(table, |s| {
                    BotConfig::new(Level::ALL[(s.index() + i) % Level::ALL.len()]).with_playouts(4)
                });
                let hand = ginrummy_rummy::bots::play_hand(
                    &options,
                    &bots,
                    ginrummy_rummy::Seat::FIRST,
                    i as u64,
                    &mut rng,
                )
                .unwrap_or_else(|e| panic!("{name}, {seats} seats, {level:?}: {e}"));
                assert!(hand.is_over());
            }
        }
    }
}
