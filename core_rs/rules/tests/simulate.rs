//! Random simulation of whole deals and matches in every variant, checking after every action:
//! - all 52 cards are accounted for ([`Deal::check_invariants`]);
//! - for EVERY action of the enumerable kinds (take/pass, both draws, discard and knock of each
//!   of the 52 cards, big gin, lay-off of each card onto each meld index and one past the end,
//!   finish), it is in `legal_actions()` exactly when `apply` succeeds (on a clone), and a
//!   failed `apply` leaves the deal equal to before;
//! - the acting seat's observation lists the same legal actions, the other seat's none, and
//!   observations show only what the seat may see;
//! - serde round trips (deal, observation, action) give back equal values;
//! - every finished deal is scored as `RULES.md` says, recomputed here independently;
//! - whole matches: dealer order, deal seeds, and match totals recomputed independently
//!   (classic, shutout, Hollywood distribution).
//!
//! Deal count: 10,000 deals when built with optimizations (`cargo test --release`), fewer in
//! a debug build to stay fast; set `GINRUMMY_SIM_DEALS` to override.

use ginrummy_rules::cards::{Card, CardSet};
use ginrummy_rules::deal::{Deal, Phase};
use ginrummy_rules::game::Match;
use ginrummy_rules::melds;
use ginrummy_rules::observation::Observation;
use ginrummy_rules::rules::{Rules, StockExhaustion, Variant};
use ginrummy_rules::scoring::{Outcome, OutcomeKind};
use ginrummy_rules::seats::OtherSeat;
use ginrummy_rules::shuffle::SplitMix64;
use ginrummy_rules::Action;
use ginrummy_rules::{Seat, SEATS};

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

/// A small deterministic RNG for the test's choices.
struct Rng(SplitMix64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0.bounded(n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Rule sets covering every variant and option.
fn rule_sets() -> Vec<Rules> {
    let base = Rules::default();
    vec![
        base.clone(),
        Rules {
            knock_limit: 0,
            ..base.clone()
        },
        Rules {
            knock_limit: 4,
            big_gin: false,
            ..base.clone()
        },
        Rules {
            variant: Variant::Oklahoma,
            ..base.clone()
        },
        Rules {
            variant: Variant::Oklahoma,
            oklahoma_spades_double: false,
            ..base.clone()
        },
        Rules {
            variant: Variant::Straight,
            ..base.clone()
        },
        Rules {
            variant: Variant::Hollywood,
            ..base.clone()
        },
        Rules {
            stock_exhaustion: StockExhaustion::Reshuffle,
            ..base.clone()
        },
        Rules {
            gin_bonus: 20,
            undercut_bonus: 10,
            big_gin_bonus: 0,
            target_score: 50,
            game_bonus: 0,
            line_bonus: 20,
            shutout: false,
            ..base.clone()
        },
        Rules {
            variant: Variant::Hollywood,
            stock_exhaustion: StockExhaustion::Reshuffle,
            target_score: 10,
            ..base
        },
    ]
}

/// Every action of the enumerable kinds that could matter in this deal.
fn all_candidates(deal: &Deal) -> Vec<Action> {
    Action::every(deal.knock().map_or(1, |k| k.melds.len() + 1))
}

/// The effective knock limit, recomputed from RULES.md.
fn expected_limit(rules: &Rules, upcard: Card) -> u32 {
    match rules.variant {
        Variant::Straight => 0,
        Variant::Oklahoma => {
            if upcard.rank() == 0 {
                0
            } else {
                upcard.value()
            }
        }
        _ => u32::from(rules.knock_limit),
    }
}

/// Checks the finished deal's outcome against RULES.md, recomputed independently.
fn check_outcome(deal: &Deal) {
    let rules = deal.rules();
    let o = deal.outcome().expect("ended");
    let upcard = deal.discards()[0].card;
    let factor =
        if rules.variant == Variant::Oklahoma && rules.oklahoma_spades_double && upcard.suit() == 3
        {
            2
        } else {
            1
        };
    let Some(k) = deal.knock() else {
        // Stock exhaustion: the last move was a plain discard that left <= 2 cards.
        assert!(deal.stock().len() <= 2);
        assert!(matches!(
            deal.moves().last().unwrap().action,
            Action::Discard(_)
        ));
        let kind = match rules.stock_exhaustion {
            StockExhaustion::Draw => OutcomeKind::Draw,
            StockExhaustion::Reshuffle => OutcomeKind::Void,
        };
        assert_eq!(
            o,
            &Outcome {
                kind,
                knocker: None,
                winner: None,
                points: 0,
                knocker_deadwood: None,
                defender_deadwood: None,
                doubled: false
            }
        );
        return;
    };
    let knocker = k.knocker;
    let defender = knocker.other();
    // The knocker's melds as laid out are valid and the deadwood is theirs.
    let own_melds: Vec<CardSet> = k.melds.iter().map(|m| m.difference(k.laid_off())).collect();
    let dw_cards = melds::validate_melds(deal.hand(knocker), &own_melds).unwrap();
    assert_eq!(dw_cards, k.deadwood_cards);
    assert_eq!(k.deadwood, dw_cards.value());
    assert!(k.deadwood <= expected_limit(rules, upcard));
    for m in &k.melds {
        assert!(melds::meld_kind(*m).is_some(), "extended meld {m} valid");
    }
    let dd = melds::min_deadwood(deal.hand(defender));
    assert_eq!(o.knocker, Some(knocker));
    assert_eq!(o.defender_deadwood, Some(dd));
    assert_eq!(o.doubled, factor == 2);
    let (kind, winner, points) = if k.discard.is_none() {
        assert!(rules.big_gin);
        assert_eq!(deal.hand(knocker).len(), 11);
        assert!(k.layoffs.is_empty());
        (OutcomeKind::BigGin, knocker, rules.big_gin_bonus + dd)
    } else if k.deadwood == 0 {
        assert!(k.layoffs.is_empty(), "no lay-offs after gin");
        assert_eq!(deal.hand(defender).len(), 10);
        (OutcomeKind::Gin, knocker, rules.gin_bonus + dd)
    } else if k.deadwood < dd {
        (OutcomeKind::Knock, knocker, dd - k.deadwood)
    } else {
        (
            OutcomeKind::Undercut,
            defender,
            rules.undercut_bonus + k.deadwood - dd,
        )
    };
    assert_eq!(o.kind, kind);
    assert_eq!(o.winner, Some(winner));
    assert_eq!(o.points, points * factor);
    assert_eq!(o.knocker_deadwood, Some(k.deadwood));
}

/// Checks what each seat's observation shows.
fn check_observations(deal: &Deal, legal: &[Action], round_trip: bool) {
    for seat in SEATS.iter() {
        let obs = deal.observation(seat).unwrap();
        let opp = deal.hand(seat.other());
        assert_eq!(obs.hand, deal.hand(seat));
        assert_eq!(obs.opponent_card_count as usize, opp.len());
        assert_eq!(obs.stock_size as usize, deal.stock().len());
        assert!(obs.opponent_known.is_subset(opp));
        assert_eq!(obs.discards, deal.discards());
        assert_eq!(obs.phase, deal.phase());
        assert_eq!(obs.to_act, deal.to_act());
        if deal.is_over() {
            assert_eq!(obs.opponent_hand, Some(opp));
            assert_eq!(obs.opponent_known, opp);
        } else {
            assert_eq!(obs.opponent_hand, None);
            let knocker_laid_out = deal.knock().is_some_and(|k| k.knocker != seat);
            if !knocker_laid_out {
                // Only cards the opponent took from the pile.
                let taken: CardSet = deal
                    .discards()
                    .iter()
                    .filter(|e| e.taken_by == Some(seat.other()))
                    .map(|e| e.card)
                    .collect();
                assert_eq!(obs.opponent_known, taken.intersection(opp));
            }
            if let Some(k) = &obs.knock {
                if k.knocker != seat {
                    assert_eq!(k.discard, None, "face-down discard hidden");
                }
            }
        }
        if deal.to_act() == Some(seat) {
            assert_eq!(obs.legal_actions(), legal, "observation legal actions");
        } else {
            assert!(obs.legal_actions().is_empty());
        }
        obs.validate().unwrap();
        if round_trip {
            let back = Observation::from_json(&obs.to_json()).unwrap();
            assert_eq!(back, obs);
        }
    }
}

/// For every candidate action: legal exactly when apply succeeds; failures change nothing.
fn check_legality(deal: &mut Deal, legal: &[Action], rng: &mut Rng) {
    let snapshot = deal.clone();
    for a in all_candidates(deal) {
        if legal.contains(&a) {
            let mut copy = snapshot.clone();
            copy.apply(a.clone())
                .unwrap_or_else(|e| panic!("legal {a} failed: {e}"));
            copy.check_invariants().unwrap();
        } else {
            assert!(
                deal.apply(a.clone()).is_err(),
                "{a} applied but not listed as legal"
            );
            assert_eq!(deal.moves().len(), snapshot.moves().len());
        }
    }
    // A wrong seat and a knock with invalid explicit melds fail too.
    if let Some(seat) = deal.to_act() {
        if let Some(a) = legal.first() {
            let e = deal.apply_for(seat.other(), a.clone()).unwrap_err();
            assert_eq!(e.to_string(), format!("it is seat {seat}'s turn"));
        }
        if deal.phase() == Phase::Discard {
            let hand: Vec<Card> = deal.hand(seat).iter().collect();
            let d = *rng.pick(&hand);
            let bogus =
                CardSet::from_cards(hand.iter().copied().filter(|&c| c != d).take(3)).unwrap();
            if melds::meld_kind(bogus).is_none() {
                assert!(deal
                    .apply(Action::Knock {
                        discard: d,
                        melds: Some(vec![bogus])
                    })
                    .is_err());
            }
        }
    }
    assert!(*deal == snapshot, "a failed apply changed the deal");
}

/// Picks an action: random, biased towards ending hands (knocks, gin, lay-offs) so every
/// outcome kind occurs; sometimes a knock with explicit melds.
fn choose(deal: &Deal, legal: &[Action], rng: &mut Rng) -> Action {
    if legal.contains(&Action::BigGin) && rng.chance(90) {
        return Action::BigGin;
    }
    let knocks: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Knock { .. }))
        .collect();
    if !knocks.is_empty() && rng.chance(50) {
        let Action::Knock { discard, .. } = knocks[rng.below(knocks.len())].clone() else {
            unreachable!()
        };
        if rng.chance(30) {
            // Explicit melds: any minimum arrangement of the kept cards.
            let mut kept = deal.hand(deal.to_act().unwrap());
            kept.remove(discard);
            let all = melds::all_arrangements(kept);
            let melds = rng.pick(&all).melds.clone();
            return Action::Knock {
                discard,
                melds: Some(melds),
            };
        }
        return Action::Knock {
            discard,
            melds: None,
        };
    }
    match deal.phase() {
        Phase::Discard if rng.chance(85) => {
            // A greedy discard (the best 10 of 11 unless it is the card just taken).
            let seat = deal.to_act().unwrap();
            let best = melds::best_discard(deal.hand(seat)).discard;
            if legal.contains(&Action::Discard(best)) {
                return Action::Discard(best);
            }
            rng.pick(legal).clone()
        }
        Phase::Layoff if rng.chance(25) => Action::FinishLayoff,
        Phase::Layoff => {
            let lay: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::LayOff { .. }))
                .collect();
            if lay.is_empty() {
                Action::FinishLayoff
            } else {
                lay[rng.below(lay.len())].clone()
            }
        }
        _ => rng.pick(legal).clone(),
    }
}

/// Plays one deal to the end with all the checks; returns it.
fn play_checked(mut deal: Deal, rng: &mut Rng, full: bool) -> Deal {
    while !deal.is_over() {
        deal.check_invariants().unwrap();
        let legal = deal.legal_actions();
        assert!(!legal.is_empty(), "a live deal has legal actions");
        if full {
            check_legality(&mut deal, &legal, rng);
            check_observations(&deal, &legal, rng.chance(10));
            if rng.chance(3) {
                assert_eq!(Deal::from_json(&deal.to_json()).unwrap(), deal);
            }
        }
        let a = choose(&deal, &legal, rng);
        assert_eq!(Action::from_json(&a.to_json()).unwrap(), a);
        assert_eq!(a.to_string().parse::<Action>().unwrap(), a);
        deal.apply(a).unwrap();
    }
    deal.check_invariants().unwrap();
    assert!(deal.legal_actions().is_empty());
    check_outcome(&deal);
    if full {
        check_observations(&deal, &[], true);
        assert_eq!(Deal::from_json(&deal.to_json()).unwrap(), deal);
    }
    deal
}

/// Total number of random deals over the four `random_deals_*` tests (which run in
/// parallel): 10,000 with optimizations (`cargo test --release`), 800 in a debug build;
/// `GINRUMMY_SIM_DEALS` overrides (`make test` sets 10,000 on its optimised build with
/// debug assertions on).
fn deal_count() -> usize {
    std::env::var("GINRUMMY_SIM_DEALS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 800 } else { 10_000 })
}

/// Plays a quarter of the random deals, cycling through every rule set and both dealers.
fn random_deals(part: u64) {
    let n = deal_count() / 4;
    let sets = rule_sets();
    let mut rng = Rng(SplitMix64::new(0x5EED + part));
    let mut kinds = std::collections::BTreeMap::new();
    let mut layoffs = 0;
    for i in 0..n {
        let rules = sets[i % sets.len()].clone();
        let seed = rng.0.next_u64();
        let dealer = seat(i / sets.len() % 2);
        let deal = play_checked(Deal::new(rules, seed, dealer).unwrap(), &mut rng, true);
        *kinds
            .entry(format!("{:?}", deal.outcome().unwrap().kind))
            .or_insert(0) += 1;
        layoffs += deal.knock().map_or(0, |k| k.layoffs.len());
    }
    eprintln!("part {part}: {n} deals: {kinds:?}, {layoffs} lay-offs");
    if n >= 200 {
        for kind in ["Knock", "Gin", "Draw", "Void"] {
            assert!(kinds.contains_key(kind), "no {kind} in {kinds:?}");
        }
        assert!(layoffs > 0);
    }
}

#[test]
fn random_deals_part_0() {
    random_deals(0);
}

#[test]
fn random_deals_part_1() {
    random_deals(1);
}

#[test]
fn random_deals_part_2() {
    random_deals(2);
}

#[test]
fn random_deals_part_3() {
    random_deals(3);
}

/// The match scoring of RULES.md, recomputed independently: (hand points per game, totals
/// per game, over).
fn expected_match(rules: &Rules, outcomes: &[Outcome]) -> ([[u32; 2]; 3], [[u32; 2]; 3], bool) {
    let games = if rules.variant == Variant::Hollywood {
        3
    } else {
        1
    };
    let mut pts = [[0u32; 2]; 3];
    let mut won = [[0u32; 2]; 3];
    let mut winner: [Option<usize>; 3] = [None; 3];
    let mut wins = [0usize; 2];
    let mut draws = 0;
    for o in outcomes {
        match o.kind {
            OutcomeKind::Void => continue,
            OutcomeKind::Draw => {
                draws += 1;
                continue;
            }
            _ => {}
        }
        let w = o.winner.unwrap().index();
        wins[w] += 1;
        for g in 0..games.min(wins[w]) {
            if winner[g].is_none() {
                pts[g][w] += o.points;
                won[g][w] += 1;
                if pts[g][w] >= rules.target_score {
                    winner[g] = Some(w);
                }
            }
        }
    }
    let mut totals = [[0u32; 2]; 3];
    for g in 0..games {
        let Some(w) = winner[g] else {
            totals[g] = pts[g];
            continue;
        };
        let l = seat(w).other().index();
        let shut =
            rules.shutout && won[g][l] == 0 && (rules.variant == Variant::Hollywood || draws == 0);
        totals[g][w] =
            pts[g][w] * if shut { 2 } else { 1 } + rules.game_bonus + rules.line_bonus * won[g][w];
        totals[g][l] = pts[g][l] + rules.line_bonus * won[g][l];
    }
    let over = (0..games).all(|g| winner[g].is_some());
    (pts, totals, over)
}

/// A policy that finishes matches: greedy discards, knock or gin when possible.
fn match_action(m: &Match, rng: &mut Rng) -> Action {
    let deal = m.current_deal();
    let legal = m.legal_actions();
    if rng.chance(20) {
        return choose(deal, &legal, rng);
    }
    if legal.contains(&Action::BigGin) {
        return Action::BigGin;
    }
    if let Some(k) = legal
        .iter()
        .find(|a| matches!(a, Action::Knock { .. }))
        .cloned()
    {
        return k;
    }
    let seat = deal.to_act().unwrap();
    match deal.phase() {
        Phase::UpcardOffer | Phase::Draw => {
            // Take the discard when it lowers the best deadwood.
            let top = deal.top_discard().unwrap();
            let hand = deal.hand(seat);
            let mut with = hand;
            with.insert(top);
            let better = melds::deadwood_after_discard(with) < melds::min_deadwood(hand);
            let want = if deal.phase() == Phase::UpcardOffer {
                if better {
                    Action::TakeUpcard
                } else {
                    Action::PassUpcard
                }
            } else if better {
                Action::DrawDiscard
            } else {
                Action::DrawStock
            };
            if legal.contains(&want) {
                want
            } else {
                legal[0].clone()
            }
        }
        Phase::Discard => {
            let best = melds::best_discard(deal.hand(seat)).discard;
            if legal.contains(&Action::Discard(best)) {
                Action::Discard(best)
            } else {
                legal
                    .iter()
                    .find(|a| matches!(a, Action::Discard(_)))
                    .unwrap()
                    .clone()
            }
        }
        Phase::Layoff => legal[0].clone(),
        Phase::Ended => unreachable!(),
    }
}

#[test]
fn random_matches_all_variants() {
    let per_set = if cfg!(debug_assertions) { 6 } else { 40 };
    let mut rng = Rng(SplitMix64::new(0xA7C4));
    let mut hollywood_games_closed = 0;
    for (si, rules) in rule_sets().into_iter().enumerate() {
        for j in 0..per_set {
            let mut m = Match::new(rules.clone(), (si * 1000 + j) as u64).unwrap();
            let mut steps = 0;
            while !m.is_over() {
                let before = m.deals().len();
                let a = match_action(&m, &mut rng);
                m.apply(a).unwrap();
                steps += 1;
                assert!(steps < 200_000, "match does not end");
                if m.deals().len() > before {
                    // A deal just ended: observations carry the scores.
                    let s = m.standings();
                    let obs = m.observation(seat(0)).unwrap();
                    assert_eq!(obs.scores, s.hand_points);
                    assert_eq!(obs.game_scores.len(), rules.games());
                    if rng.chance(10) {
                        assert_eq!(Match::from_json(&m.to_json()).unwrap(), m);
                    }
                }
            }
            assert!(m.apply(Action::DrawStock).is_err());
            assert!(m.legal_actions().is_empty());
            // Dealers, seeds and voids.
            let mut dealer = seat(0);
            for (k, r) in m.deals().iter().enumerate() {
                assert_eq!(r.dealer, dealer, "deal {k} dealer");
                assert_eq!(r.seed, ginrummy_rules::deal_seed(m.seed(), k as u64));
                assert_eq!(r.deal.outcome(), Some(&r.outcome));
                check_outcome(&r.deal);
                if r.outcome.kind != OutcomeKind::Void {
                    dealer = dealer.other();
                }
            }
            let outcomes = m.outcomes();
            let (pts, totals, over) = expected_match(&rules, &outcomes);
            assert!(over);
            // Not over one deal earlier.
            assert!(!expected_match(&rules, &outcomes[..outcomes.len() - 1]).2);
            let r = m.result().unwrap();
            assert_eq!(r.games.len(), rules.games());
            for (g, game) in r.games.iter().enumerate() {
                assert!(game.closed);
                assert_eq!(game.hand_points, pts[g], "game {g} points");
                assert_eq!(game.totals, totals[g], "game {g} totals");
                hollywood_games_closed += usize::from(rules.variant == Variant::Hollywood);
            }
            let sum = [
                totals.iter().map(|t| t[0]).sum::<u32>(),
                totals.iter().map(|t| t[1]).sum::<u32>(),
            ];
            assert_eq!(r.totals, sum);
            let winner = match sum[0].cmp(&sum[1]) {
                std::cmp::Ordering::Greater => Some(seat(0)),
                std::cmp::Ordering::Less => Some(seat(1)),
                std::cmp::Ordering::Equal => None,
            };
            assert_eq!(r.winner, winner);
            assert_eq!(Match::from_json(&m.to_json()).unwrap(), m);
        }
    }
    assert!(hollywood_games_closed > 0);
}
