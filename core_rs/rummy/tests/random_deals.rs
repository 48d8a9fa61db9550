//! Random deals played out by random legal actions: the longest hand (bounded by the turn
//! limit) and the largest list of legal actions, over `GINRUMMY_RUMMY_DEALS` deals per table
//! and option (default 1,000; the report's figures come from 100,000), printed for the
//! record (`GINRUMMY_RUMMY_OPTIONS=default` plays only that row of the option table;
//! `cargo test --profile ci -p ginrummy-rummy --test random_deals -- --nocapture`).

mod support;

use ginrummy_cards::shuffle::SplitMix64;
use ginrummy_rummy::{Action, Hand, Seats};

#[derive(Default)]
struct Longest {
    turns: u32,
    legal: usize,
    legal_melds: usize,
}

fn play_out(hand: &mut Hand, rng: &mut SplitMix64, seen: &mut Longest) {
    while !hand.is_over() {
        let legal = hand.legal_actions();
        assert!(!legal.is_empty(), "no legal action: {hand:?}");
        seen.legal = seen.legal.max(legal.len());
        let melds = legal
            .iter()
            .filter(|a| matches!(a, Action::Meld { .. }))
            .count();
        seen.legal_melds = seen.legal_melds.max(melds);
        let pick = legal[rng.bounded(legal.len() as u64) as usize].clone();
        hand.apply(pick).unwrap();
    }
}

#[test]
fn random_deals_end_within_the_turn_limit_and_the_longest_is_reported() {
    let deals = support::scaled("GINRUMMY_RUMMY_DEALS", 1_000);
    std::thread::scope(|scope| {
        for seats in 2..=4usize {
            scope.spawn(move || {
                let only = std::env::var("GINRUMMY_RUMMY_OPTIONS").ok();
                for (name, options) in support::option_table() {
                    if only.as_deref().is_some_and(|o| o != name) {
                        continue;
                    }
                    let mut seen = Longest::default();
                    let mut rng = SplitMix64::new(seats as u64);
                    let t = Seats::new(seats as u8);
                    for d in 0..deals {
                        let dealer = t.seat(d % seats).unwrap();
                        let mut hand = Hand::new(options.clone(), seats, dealer, d as u64).unwrap();
                        play_out(&mut hand, &mut rng, &mut seen);
                        let end = hand.end().unwrap();
                        assert!(end.turns <= options.turn_limit + 1, "{name}: {}", end.turns);
                        hand.check_invariants().unwrap();
                        seen.turns = seen.turns.max(end.turns);
                    }
                    println!(
                        "{seats} seats, {name}: {deals} deals, longest hand {} turns, largest legal list {} ({} melds)",
                        seen.turns, seen.legal, seen.legal_melds
                    );
                }
            });
        }
    });
}

#[test]
fn legal_melds_of_an_eleven_card_hand_with_two_jokers() {
    // Near the worst case the rules allow: long runs with both jokers, every meld listed.
    let mut most = 0;
    for (text, high) in [
        ("9h Th Jh Qh Kh Ah 9c 9d 9s X1 X2", true),
        ("4h 5h 6h 7h 8h 9h Th Jh Qh X1 X2", false),
        ("5h 6h 7h 8h 9h 5c 6c 7c 8c X1 X2", false),
        ("As 2s 3s 4s 5s 6s 7s 8s 9s X1 X2", true),
    ] {
        let hand: ginrummy_rummy::AnyCards = text.parse().unwrap();
        let melds = ginrummy_rummy::meld::every_meld(hand, high);
        println!("{text} (high_or_low {high}): {} melds", melds.len());
        most = most.max(melds.len());
    }
    assert!(most > 1000, "{most}");
}
