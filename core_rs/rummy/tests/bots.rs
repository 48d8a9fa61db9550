//! Each bot level beats the one below over duplicate deals (each deal once per rotation of the
//! seats): points per hand, 95% interval above 0. `GINRUMMY_RUMMY_BOT_DEALS` (default 400)
//! scales the deals.

mod support;

use ginrummy_rummy::bots::{duplicate, Level};
use ginrummy_rummy::RummyOptions;

#[test]
fn bots_each_level_beats_the_one_below_over_duplicate_deals() {
    let deals = support::scaled("GINRUMMY_RUMMY_BOT_DEALS", 400);
    for seats in [2, 3] {
        for pair in Level::ALL.windows(2) {
            let (weak, strong) = (pair[0], pair[1]);
            let c = duplicate(&RummyOptions::default(), seats, strong, weak, deals, 1000).unwrap();
            println!(
                "{seats} seats, {strong:?} vs {weak:?}: {:+.2} ± {:.2} points per hand over {} deals",
                c.mean, c.half_width, c.deals
            );
            assert!(
                c.mean - c.half_width > 0.0,
                "{seats} seats, {strong:?} vs {weak:?}: {c:?}"
            );
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
                let levels =
                    ginrummy_rummy::BySeat::from_fn(table, |s| Level::ALL[(s.index() + i) % 3]);
                let hand = ginrummy_rummy::bots::play_hand(
                    &options,
                    &levels,
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
