//! Data-driven golden deals: every `tests/golden/*.json` is a complete scripted deal.
//!
//! A golden file holds the rules (options that differ from the defaults), the dealer, the whole
//! deck as text in dealing order (52 cards: the non-dealer gets positions 0, 2, .., 18, the
//! dealer 1, 3, .., 19, position 20 is the upcard, the rest the stock top first), `dealt` (the
//! hands, upcard and stock top that deck must deal, as a check on the deck text), the action
//! script in the text form, optional `illegal` probes (`before` step `i`, `action` must fail with
//! exactly `error` and change nothing), the expected outcome worked out by hand from `RULES.md`
//! (the arithmetic is in `why`), and optionally the knocker's final melds.

use std::path::Path;

use serde::Deserialize;

use ginrummy_cards::testing::{load_goldens, walk_script, Golden, Probe};
use ginrummy_rules::cards::CardSet;
use ginrummy_rules::deal::{parse_deck, Deal};
use ginrummy_rules::rules::Rules;
use ginrummy_rules::scoring::Outcome;
use ginrummy_rules::Action;
use ginrummy_rules::Seat;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Dealt {
    non_dealer: String,
    dealer: String,
    upcard: String,
    stock_top: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IllegalProbe {
    before: usize,
    action: String,
    error: String,
}

impl Probe for IllegalProbe {
    fn before(&self) -> usize {
        self.before
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GoldenDeal {
    name: String,
    description: String,
    rules: Rules,
    dealer: Seat,
    deck: String,
    dealt: Dealt,
    actions: Vec<String>,
    #[serde(default)]
    illegal: Vec<IllegalProbe>,
    expect: Outcome,
    #[serde(default)]
    expect_knocker_melds: Option<Vec<String>>,
    why: Vec<String>,
}

impl Golden for GoldenDeal {
    fn name(&self) -> &str {
        &self.name
    }
}

fn run(g: &GoldenDeal) {
    g.rules.validate().unwrap();
    assert!(!g.description.is_empty() && !g.why.is_empty());
    let deck = parse_deck(&g.deck).unwrap();
    let mut deal = Deal::from_deck(g.rules.clone(), g.dealer, deck).unwrap();
    // The deck deals what the file says it deals.
    let set = |s: &str| s.parse::<CardSet>().unwrap();
    assert_eq!(deal.hand(deal.non_dealer()), set(&g.dealt.non_dealer));
    assert_eq!(deal.hand(g.dealer), set(&g.dealt.dealer));
    assert_eq!(deal.first_upcard().to_string(), g.dealt.upcard);
    let top: Vec<String> = g
        .dealt
        .stock_top
        .split_whitespace()
        .map(String::from)
        .collect();
    let stock: Vec<String> = deal.stock()[..top.len()]
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(stock, top);

    walk_script(
        &g.name,
        &mut deal,
        &g.actions,
        &g.illegal,
        |deal, i, p| {
            let before = deal.clone();
            let a: Action = p.action.parse().unwrap();
            assert!(!deal.legal_actions().contains(&a), "{}: {a} listed", g.name);
            let e = deal.apply(a).expect_err(&p.action);
            assert_eq!(e.to_string(), p.error, "{}: probe before step {i}", g.name);
            assert_eq!(*deal, before);
        },
        |deal, i, text| {
            let a: Action = text.parse().unwrap();
            if matches!(a, Action::Knock { melds: None, .. }) || !matches!(a, Action::Knock { .. })
            {
                assert!(
                    deal.legal_actions().contains(&a),
                    "{}: step {i} {a} not listed as legal",
                    g.name
                );
            }
            deal.apply(a)
                .unwrap_or_else(|e| panic!("{}: step {i} {text}: {e}", g.name));
            deal.check_invariants().unwrap();
        },
    );
    assert!(
        deal.is_over(),
        "{}: the script does not end the deal",
        g.name
    );
    assert_eq!(deal.outcome(), Some(&g.expect), "{}", g.name);
    if let Some(melds) = &g.expect_knocker_melds {
        let got: Vec<CardSet> = deal.knock().unwrap().melds.clone();
        let want: Vec<CardSet> = melds.iter().map(|m| set(m)).collect();
        assert_eq!(got, want, "{}: knocker melds", g.name);
    }
    assert_eq!(Deal::from_json(&deal.to_json()).unwrap(), deal);
}

#[test]
fn golden_deals() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let required = [
        "gin",
        "big_gin",
        "knock",
        "undercut",
        "stock_exhaustion_draw",
        "stock_exhaustion_reshuffle",
        "oklahoma_ace_upcard",
        "oklahoma_spade_upcard",
    ];
    for g in load_goldens::<GoldenDeal>(&dir, &required) {
        run(&g);
    }
}
