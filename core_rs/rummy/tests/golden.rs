//! Data-driven golden hands: every `tests/golden/*.json` is a complete scripted hand.
//!
//! A golden file holds the options (those that differ from the defaults), the seats, the dealer,
//! the deal (`hands` in turn order from the seat after the dealer, the `upcard`, the `stock_top`
//! top first; the rest of the stock is every other card in index order, `Ac 2c .. Ks X1 X2`),
//! the actions in their JSON form, `illegal` probes (`before` step `i`, the action must be
//! refused with exactly `reason` and `error` and change nothing), and the expected end worked
//! out by hand from `RULES-RUMMY.md` (the arithmetic is in `why`).

mod support;

use std::path::PathBuf;

use serde::Deserialize;
use serde_json::Value;

use ginrummy_rummy::{Action, RummyOptions};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Probe {
    before: usize,
    action: Value,
    reason: String,
    error: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Golden {
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
    illegal: Vec<Probe>,
    expect: Value,
    why: Vec<String>,
}

fn run(g: &Golden) {
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
    for (i, step) in g.actions.iter().enumerate() {
        for p in g.illegal.iter().filter(|p| p.before == i) {
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
            assert_eq!(hand, before);
        }
        let a = Action::from_json(&step.to_string()).unwrap();
        assert!(
            hand.legal_actions().contains(&a),
            "{}: step {i} {step} not listed",
            g.name
        );
        hand.apply(a)
            .unwrap_or_else(|e| panic!("{}: step {i} {step}: {e}", g.name));
        hand.check_invariants().unwrap();
    }
    assert!(
        g.illegal.iter().all(|p| p.before < g.actions.len()),
        "{}: a probe after the end",
        g.name
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
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let mut names = Vec::new();
    for f in &files {
        let g: Golden = serde_json::from_str(&std::fs::read_to_string(f).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert_eq!(f.file_stem().unwrap().to_str().unwrap(), g.name);
        run(&g);
        names.push(g.name);
    }
    for required in [
        "rummy_doubled",
        "taken_card_laid_off_to_go_out",
        "joker_swap_four_seats",
        "block_rummy_stalemate",
    ] {
        assert!(
            names.iter().any(|n| n == required),
            "missing golden {required}"
        );
    }
}
