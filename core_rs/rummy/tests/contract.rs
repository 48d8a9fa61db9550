//! `check_apply_contract` over random play: for each of 2, 3 and 4 seats and each option
//! value, at least `GINRUMMY_RUMMY_ACTIONS` (default 100,000) random actions, every state's
//! legal actions and probes (`support::candidates`) checked: legal exactly when `apply`
//! accepts, a refusal changes nothing, every seat observed.

mod support;

use ginrummy_cards::game::check_apply_contract;
use ginrummy_rummy::{Match, Seats};

#[test]
fn apply_contract_over_random_play_for_every_table_and_option() {
    let want = support::scaled("GINRUMMY_RUMMY_ACTIONS", 100_000);
    std::thread::scope(|scope| {
        for seats in 2..=4 {
            scope.spawn(move || contract_for(seats, want));
        }
    });
}

fn contract_for(seats: usize, want: usize) {
    {
        for (name, options) in support::option_table() {
            let mut moves = 0;
            let mut seed = 0u64;
            while moves < want {
                let start = Match::new(options.clone(), seats, seed).unwrap();
                let report = check_apply_contract(
                    &start,
                    |m: &Match| support::candidates(m.hand()),
                    seed ^ 0xC0FFEE,
                    want - moves,
                )
                .unwrap_or_else(|e| panic!("{seats} seats, {name}, match seed {seed}: {e}"));
                assert!(report.probes > report.moves);
                moves += report.moves;
                seed += 1;
            }
            assert_eq!(Seats::new(seats as u8).count(), seats);
        }
    }
}
