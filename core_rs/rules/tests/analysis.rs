//! The analysis (`ginrummy_rules::analysis`):
//! - every legal action is valued, deterministically for a seed and playout count, from the
//!   observation only (re-dealing what the seat cannot see changes nothing);
//! - a match's decisions are exactly the positions with a choice, each reproducible alone;
//! - the values mean what they say: gin beats the other moves, lay-off values are exact, the
//!   labels follow the documented thresholds, and a beginner loses more per decision than the
//!   medium bot on the same deals;
//! - the match objective and the match equity are used in a match only.

use ginrummy_rules::analysis::{
    analyze, analyze_deal, analyze_match, decision_seed, AnalysisConfig, Label, Objective,
    INDIFFERENCE,
};
use ginrummy_rules::bots::{Bot, Level};
use ginrummy_rules::deal::{Deal, Phase};
use ginrummy_rules::game::Match;
use ginrummy_rules::melds;
use ginrummy_rules::rules::{Rules, Variant};
use ginrummy_rules::seats::OtherSeat;
use ginrummy_rules::Action;
use ginrummy_rules::Seat;

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

fn config(playouts: u32, seed: u64) -> AnalysisConfig {
    AnalysisConfig {
        playouts,
        seed,
        objective: Objective::Points,
    }
}

/// A deal played by two bots, to its end.
fn played_deal(seed: u64, levels: [Level; 2]) -> Deal {
    played_deal_with(Rules::default(), seed, levels)
}

fn played_deal_with(rules: Rules, seed: u64, levels: [Level; 2]) -> Deal {
    let mut deal = Deal::new(rules, seed, seat((seed % 2) as usize)).unwrap();
    let mut bots = [
        Bot::new(levels[0], seed, 50).with_playouts(Some(8)),
        Bot::new(levels[1], seed + 1, 50).with_playouts(Some(8)),
    ];
    while let Some(seat) = deal.to_act() {
        let a = bots[usize::from(seat)].act(&deal.observation(seat).unwrap());
        deal.apply(a).unwrap();
    }
    deal
}

/// A short match played by two medium bots.
fn played_match(seed: u64) -> Match {
    let rules = Rules {
        target_score: 40,
        ..Rules::default()
    };
    let mut m = Match::new(rules, seed).unwrap();
    let mut bots = [Bot::new(Level::Medium, 1, 50), Bot::new(Level::Easy, 2, 50)];
    while let Some(seat) = m.to_act() {
        let a = bots[usize::from(seat)].act(&m.observation(seat).unwrap());
        m.apply(a).unwrap();
    }
    m
}

#[test]
fn every_legal_action_is_valued_deterministically() {
    let deal = played_deal(3, [Level::Medium, Level::Easy]);
    let mut replay = Deal::new(Rules::default(), 3, seat(1)).unwrap();
    let mut positions = 0;
    for mv in deal.moves() {
        let obs = replay.observation(mv.seat).unwrap();
        if obs.phase != Phase::Layoff {
            let a = analyze(&obs, None, &config(16, 9)).unwrap();
            let listed: Vec<Action> = a.actions.iter().map(|v| v.action.clone()).collect();
            assert_eq!(listed, obs.legal_actions());
            assert_eq!(a, analyze(&obs, None, &config(16, 9)).unwrap());
            assert_eq!(a.determinisations, 16);
            for v in &a.actions {
                assert!(v.points.abs() <= 200.0 && v.points_se >= 0.0);
                assert!(v.equity.is_none(), "a lone deal has no match equity");
            }
            // The best is the default (medium's choice) or clearly better than it.
            let d = a.default.expect("a default outside lay-offs");
            if a.best != d {
                assert!(a.actions[a.best].points > a.actions[d].points + INDIFFERENCE);
            }
            positions += 1;
        }
        replay.apply(mv.action.clone()).unwrap();
    }
    assert!(positions > 5);
}

#[test]
fn the_analysis_sees_only_the_observation() {
    // The same observation from two deals that differ only in what the seat cannot see (the
    // stock order) gives the same analysis.
    let rules = Rules::default();
    let deal = Deal::new(rules.clone(), 11, seat(0)).unwrap();
    let mut deck: Vec<_> = deal.deck().to_vec();
    deck[30..].reverse();
    let other = Deal::from_deck(rules, seat(0), deck.try_into().unwrap()).unwrap();
    let seat = deal.to_act().unwrap();
    let (a, b) = (
        deal.observation(seat).unwrap(),
        other.observation(seat).unwrap(),
    );
    assert_eq!(a, b);
    assert_eq!(
        analyze(&a, None, &config(24, 1)).unwrap(),
        analyze(&b, None, &config(24, 1)).unwrap()
    );
    // A different seed samples other determinisations.
    assert_ne!(
        analyze(&a, None, &config(24, 1)).unwrap().actions[0].points,
        analyze(&a, None, &config(24, 2)).unwrap().actions[0].points
    );
}

#[test]
fn errors_are_results() {
    let deal = Deal::new(Rules::default(), 5, seat(0)).unwrap();
    let seat = deal.to_act().unwrap();
    let waiting = deal.observation(seat.other()).unwrap();
    assert!(analyze(&waiting, None, &config(8, 0)).is_err());
    let obs = deal.observation(seat).unwrap();
    assert!(analyze(&obs, None, &config(0, 0)).is_err());
    assert!(analyze(&obs, Some(&Action::DrawStock), &config(8, 0)).is_err());
}

#[test]
fn match_decisions_are_the_positions_with_a_choice_and_reproduce_alone() {
    let m = played_match(21);
    assert!(m.is_over());
    let cfg = AnalysisConfig {
        playouts: 12,
        seed: 5,
        objective: Objective::Match,
    };
    let report = analyze_match(&m, &cfg).unwrap();
    assert_eq!(report, analyze_match(&m, &cfg).unwrap());
    let total: usize = m.deals().iter().map(|r| r.deal.moves().len()).sum();
    assert_eq!(report.moves, total);
    // Replay: every move with two or more legal actions is a decision, in order.
    let mut replay = Match::new(m.rules().clone(), m.seed()).unwrap();
    let mut decisions = report.decisions.iter();
    let mut k = 0;
    for r in m.deals() {
        for mv in r.deal.moves() {
            let obs = replay.observation(mv.seat).unwrap();
            if obs.legal_actions().len() >= 2 {
                let d = decisions.next().expect("a decision for this move");
                assert_eq!((d.index, d.seat, &d.chosen), (k, mv.seat, &mv.action));
                assert_eq!(d.scores, replay.scores());
                let again = analyze(
                    &obs,
                    Some(&mv.action),
                    &AnalysisConfig {
                        seed: decision_seed(5, k as u64),
                        ..cfg
                    },
                )
                .unwrap();
                assert_eq!(again.actions, d.actions);
                assert!(d.loss >= 0.0 && d.label == Label::of(d.loss));
                assert!(d.equity_loss.is_some(), "a match reports equity");
            }
            replay.apply(mv.action.clone()).unwrap();
            k += 1;
        }
    }
    assert!(decisions.next().is_none());
    for s in &report.seats {
        let n = s.good + s.inaccuracy + s.mistake + s.blunder;
        assert_eq!(n, s.decisions);
        assert!((s.average_loss * f64::from(s.decisions) - s.total_loss).abs() < 1e-6);
    }
}

#[test]
fn labels_follow_the_thresholds() {
    assert_eq!(Label::of(0.0), Label::Good);
    assert_eq!(Label::of(1.99), Label::Good);
    assert_eq!(Label::of(2.0), Label::Inaccuracy);
    assert_eq!(Label::of(4.99), Label::Inaccuracy);
    assert_eq!(Label::of(5.0), Label::Mistake);
    assert_eq!(Label::of(9.99), Label::Mistake);
    assert_eq!(Label::of(10.0), Label::Blunder);
}

#[test]
fn gin_is_found_and_layoffs_are_exact() {
    let (mut gins, mut gin_best, mut layoffs) = (0, 0, 0);
    // Knock limit 0: the deals last until someone can go gin; the default: lay-offs.
    let gin_only = Rules {
        knock_limit: 0,
        ..Rules::default()
    };
    for (seed, rules) in (0..60).map(|s| {
        (
            s,
            if s % 2 == 0 {
                gin_only.clone()
            } else {
                Rules::default()
            },
        )
    }) {
        let deal = played_deal_with(rules.clone(), seed, [Level::Easy, Level::Beginner]);
        let mut replay = Deal::new(rules.clone(), seed, seat((seed % 2) as usize)).unwrap();
        for mv in deal.moves() {
            let obs = replay.observation(mv.seat).unwrap();
            if obs.phase == Phase::Discard {
                let gin = obs.legal_actions().into_iter().find(|a| match a {
                    Action::Knock { discard, .. } => {
                        melds::min_deadwood(ginrummy_rules::CardSet(
                            obs.hand.bits() & !discard.bit(),
                        )) == 0
                    }
                    _ => false,
                });
                if gin.is_some() {
                    gins += 1;
                    let a = analyze(&obs, None, &config(30, seed)).unwrap();
                    let best = a.best_action();
                    let leaves_gin = match best {
                        Action::Knock { discard, .. } => {
                            melds::min_deadwood(ginrummy_rules::CardSet(
                                obs.hand.bits() & !discard.bit(),
                            )) == 0
                        }
                        Action::BigGin => true,
                        _ => false,
                    };
                    gin_best += usize::from(leaves_gin);
                }
            }
            if obs.phase == Phase::Layoff {
                let a = analyze(&obs, None, &config(30, seed)).unwrap();
                assert_eq!(a.determinisations, 0);
                assert!(a.actions.iter().all(|v| v.points_se == 0.0));
                // The best lay-off plan's first step is worth the best value.
                let k = obs.knock.as_ref().unwrap();
                let plan = melds::best_layoffs(obs.hand, &k.melds);
                let first = match plan.layoffs.first() {
                    Some(&(card, meld)) => Action::LayOff { card, meld },
                    None => Action::FinishLayoff,
                };
                let i = a.index_of(&first).unwrap();
                assert_eq!(a.actions[i].points, a.actions[a.best].points);
                layoffs += 1;
            }
            replay.apply(mv.action.clone()).unwrap();
        }
    }
    assert!(gins >= 5, "{gins} gin positions");
    assert!(layoffs >= 5, "{layoffs} lay-off positions");
    assert!(
        gin_best * 10 >= gins * 9,
        "gin best in {gin_best} of {gins}"
    );
}

#[test]
fn a_beginner_loses_more_per_decision_than_medium() {
    // Small sizes for CI; `make bench` and the analysis ladder measure more.
    let mut avg = Vec::new();
    for level in [Level::Beginner, Level::Medium] {
        let (mut loss, mut n) = (0.0, 0u32);
        for seed in 0..10 {
            let deal = played_deal(seed, [level, Level::Medium]);
            let report = analyze_deal(&deal, &config(24, seed)).unwrap();
            loss += report.seats[seat(0)].total_loss;
            n += report.seats[seat(0)].decisions;
        }
        avg.push(loss / f64::from(n));
    }
    assert!(avg[0] > avg[1], "beginner {} vs medium {}", avg[0], avg[1]);
}

#[test]
fn equity_only_in_matches_and_not_in_hollywood() {
    let rules = Rules {
        variant: Variant::Hollywood,
        ..Rules::default()
    };
    let m = Match::new(rules, 3).unwrap();
    let seat = m.to_act().unwrap();
    let cfg = AnalysisConfig {
        playouts: 8,
        seed: 0,
        objective: Objective::Match,
    };
    let a = analyze(&m.observation(seat).unwrap(), None, &cfg).unwrap();
    assert_eq!(a.objective, Objective::Points);
    assert!(a.actions.iter().all(|v| v.equity.is_none()));
    let m = Match::new(Rules::default(), 3).unwrap();
    let a = analyze(&m.observation(seat).unwrap(), None, &cfg).unwrap();
    assert_eq!(a.objective, Objective::Match);
    assert!(a.actions.iter().all(|v| v.equity.is_some()));
}
