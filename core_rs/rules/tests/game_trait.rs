//! Gin's deals and matches as the house's `Game` (ginrummy_cards::game): over random play, for
//! a table of rule options and seeds, an action is legal exactly when `apply` accepts it, a
//! refused `apply` leaves the state unchanged, every seat's observation is given, and the
//! returns are zero-sum and settle when the game ends.

use ginrummy_cards::game::{check_apply_contract, ContractReport, Game, Turn};
use ginrummy_rules::action::Action;
use ginrummy_rules::cards::Card;
use ginrummy_rules::deal::Deal;
use ginrummy_rules::game::Match;
use ginrummy_rules::rules::Rules;
use ginrummy_rules::{Seats, SEATS};

/// The rule tables played, by name and JSON.
const CASES: &[(&str, &str)] = &[
    ("default", "{}"),
    (
        "oklahoma",
        r#"{"variant": "oklahoma", "oklahoma_spades_double": true}"#,
    ),
    ("straight", r#"{"variant": "straight"}"#),
    (
        "hollywood",
        r#"{"variant": "hollywood", "target_score": 50}"#,
    ),
    ("big gin", r#"{"big_gin": true, "knock_limit": 3}"#),
    (
        "reshuffle",
        r#"{"stock_exhaustion": "reshuffle", "target_score": 25}"#,
    ),
];

/// Seeds per rule table.
const SEEDS: u64 = 6;

/// Every action of the vocabulary with every card and meld index a deal can name (knocks
/// without declared melds, as legal actions list them): the actions a state must sort into
/// legal and refused.
fn every_action() -> Vec<Action> {
    // A knocker lays out at most 3 melds of its 10 cards; index 3 never exists.
    Action::every(4)
}

/// The actions of the acting seat's cards (and one card it does not hold), for the match,
/// whose copies are dearer than a deal's.
fn hand_actions(m: &Match) -> Vec<Action> {
    let deal = m.current_deal();
    let Some(seat) = deal.to_act() else {
        return every_action().into_iter().take(6).collect();
    };
    let hand = deal.hand(seat);
    let stranger = Card::all().find(|c| !hand.contains(*c)).expect("52 > 11");
    every_action()
        .into_iter()
        .filter(|a| match a {
            Action::Discard(c)
            | Action::Knock { discard: c, .. }
            | Action::LayOff { card: c, .. } => hand.contains(*c) || *c == stranger,
            _ => true,
        })
        .collect()
}

fn rules(json: &str) -> Rules {
    Rules::from_json(json).expect("valid rules")
}

/// The promises the contract checker does not know of: Gin's two seats, a seat of a bigger
/// table refused, zero-sum returns, and a terminal turn exactly when the game is over.
fn check_gin<G: Game<Refusal = ginrummy_rules::GinError>>(g: &G, over: bool) {
    assert_eq!(g.seats(), SEATS);
    let stranger = Seats::new(3).seat(2).unwrap();
    assert!(g.observation(stranger).is_err());
    let returns = g.returns();
    assert_eq!(returns.seats(), SEATS);
    assert_eq!(returns.iter().sum::<f64>(), 0.0);
    assert_eq!(g.turn() == Turn::Terminal, over);
    assert_eq!(g.is_terminal(), over);
}

#[test]
fn deals_keep_the_game_contract() {
    let mut total = ContractReport::default();
    for &(name, json) in CASES {
        for seed in 0..SEEDS {
            for dealer in SEATS.iter() {
                let deal = Deal::new(rules(json), seed, dealer).unwrap();
                let report = check_apply_contract(&deal, |_| every_action(), seed, usize::MAX)
                    .unwrap_or_else(|e| panic!("{name}, seed {seed}, dealer {dealer}: {e}"));
                // Replay the same random game to look at its end.
                let mut end = deal.clone();
                let mut rng = ginrummy_rules::shuffle::SplitMix64::new(seed);
                while !end.is_over() {
                    check_gin(&end, false);
                    let legal = end.legal_actions();
                    let pick = legal[rng.bounded(legal.len() as u64) as usize].clone();
                    end.apply(pick).unwrap();
                }
                check_gin(&end, true);
                assert_eq!(end.moves().len(), report.moves, "{name}, seed {seed}");
                let outcome = end.outcome().unwrap();
                if let Some(w) = outcome.winner {
                    assert_eq!(end.returns()[w], f64::from(outcome.points));
                }
                total.states += report.states;
                total.probes += report.probes;
            }
        }
    }
    // Every state was probed with the whole vocabulary.
    assert_eq!(total.probes, total.states * every_action().len());
}

#[test]
fn matches_keep_the_game_contract() {
    for &(name, json) in CASES {
        for seed in 0..SEEDS {
            let m = Match::new(rules(json), seed).unwrap();
            let report = check_apply_contract(&m, hand_actions, seed, 150)
                .unwrap_or_else(|e| panic!("{name}, seed {seed}: {e}"));
            assert!(report.moves > 0 && report.probes > report.states);
            check_gin(&m, false);
        }
    }
}

#[test]
fn a_finished_match_is_terminal_with_its_totals_as_returns() {
    let mut m = Match::new(rules(r#"{"target_score": 10}"#), 3).unwrap();
    let mut rng = ginrummy_rules::shuffle::SplitMix64::new(3);
    while !m.is_terminal() {
        check_gin(&m, false);
        let legal = Game::legal_actions(&m);
        let pick = legal[rng.bounded(legal.len() as u64) as usize].clone();
        Game::apply(&mut m, pick).unwrap();
    }
    check_gin(&m, true);
    let totals = m.result().unwrap().totals;
    for seat in SEATS.iter() {
        let others: u32 = SEATS.iter().filter(|&s| s != seat).map(|s| totals[s]).sum();
        assert_eq!(
            m.returns()[seat],
            f64::from(totals[seat]) - f64::from(others)
        );
    }
    // Refused once over, and unchanged.
    let before = m.clone();
    assert!(Game::apply(&mut m, Action::DrawStock).is_err());
    assert_eq!(m, before);
}
