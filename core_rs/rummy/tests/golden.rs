//! Data-driven golden hands: every `tests/golden/*.json` is a complete scripted hand.
//!
//! A golden file holds the options (those that differ from the defaults), the seats, the dealer,
//! the deal (`hands` in turn order from the seat after the dealer, the `upcard`, the `stock_top`
//! top first; the rest of the stock is every other card in index order, `Ac 2c .. Ks X1 X2`),
//! the actions in their JSON form, `illegal` probes (`before` step `i`, the action must be
//! refused with exactly `reason` and `error` and change nothing), and the expected end worked
//! out by hand from `RULES-RUMMY.md` (the arithmetic is in `why`).

mod support;

use std::path::Path;

use serde::Deserialize;
use serde_json::Value;

use ginrummy_cards::testing::{load_goldens, walk_script, Golden, Probe};

use ginrummy_rummy::{Action, RummyOptions};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IllegalProbe {
    before: usize,
    action: Value,
    reason: String,
    error: String,
}

impl Probe for IllegalProbe {
    fn before(&self) -> usize {
        self.before
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GoldenHand {
    name: String,
    description: String,
    options: RummyOptions,
    seats: usize,
    dealer: usize,
    hands: Vec<String>,
    upcard: String,
    stock_top: String,
    actions: Vec<Value>,
    #[serde(default)]
    illegal: Vec<IllegalProbe>,
    expect: Value,
    why: Vec<String>,
}

impl Golden for GoldenHand {
    fn name(&self) -> &str {
        &self.name
    }
}

fn run(g: &GoldenHand) {
    g.options.validate().unwrap();
    assert!(!g.description.is_empty() && !g.why.is_empty());
    let hands: Vec<&str> = g.hands.iter().map(String::as_str).collect();
    let mut hand = support::stacked(
        &g.options,
        g.seats,
        g.dealer,
        &hands,
        &g.upcard,
        &g.stock_top,
    );
    walk_script(
        &g.name,
        &mut hand,
        &g.actions,
        &g.illegal,
        |hand, i, p| {
            let before = hand.clone();
            let a = Action::from_json(&p.action.to_string()).unwrap();
            assert!(
                !hand.legal_actions().contains(&a),
                "{}: {} listed",
                g.name,
                p.action
            );
            let e = hand.apply(a).expect_err(&p.action.to_string());
            assert_eq!(
                e.reason().unwrap().as_str(),
                p.reason,
                "{}: probe before step {i}",
                g.name
            );
            assert_eq!(e.to_string(), p.error, "{}: probe before step {i}", g.name);
            assert_eq!(*hand, before);
        },
        |hand, i, step| {
            let a = Action::from_json(&step.to_string()).unwrap();
            assert!(
                hand.legal_actions().contains(&a),
                "{}: step {i} {step} not listed",
                g.name
            );
            hand.apply(a)
                .unwrap_or_else(|e| panic!("{}: step {i} {step}: {e}", g.name));
            hand.check_invariants().unwrap();
        },
    );
    let end = hand
        .end()
        .unwrap_or_else(|| panic!("{}: the script does not end the hand", g.name));
    let got = serde_json::to_value(end).unwrap();
    for (key, want) in g.expect.as_object().unwrap() {
        assert_eq!(&got[key], want, "{}: {key}", g.name);
    }
}

#[test]
fn golden_hands() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let required = [
        "rummy_doubled",
        "taken_card_laid_off_to_go_out",
        "joker_swap_four_seats",
        "block_rummy_stalemate",
    ];
    for g in load_goldens::<GoldenHand>(&dir, &required) {
        run(&g);
    }
}
