//! The bots and the simulation:
//! - every level only ever returns legal actions, over thousands of random deals in every
//!   variant and rule option, and reaches every phase (upcard offer, draw, discard, lay-off);
//! - a bot decides from its observation alone: re-dealing the cards the seat cannot see (the
//!   opponent's unknown cards and the stock order) and replaying the same moves gives the same
//!   observation and the same decision;
//! - the expert with a playout cap is deterministic for a seed;
//! - `simulate` gives the same result whatever the thread count, and chunks compose.
//!
//! Deal counts are smaller in a debug build; `GINRUMMY_BOT_DEALS` overrides the base count.

use ginrummy_rules::bots::{Bot, BotConfig, Level};
use ginrummy_rules::cards::{Card, CardSet};
use ginrummy_rules::deal::{Deal, Phase};
use ginrummy_rules::rules::{Rules, StockExhaustion, Variant};
use ginrummy_rules::seats::OtherSeat;
use ginrummy_rules::shuffle::{shuffled_deck, SplitMix64};
use ginrummy_rules::simulate::{simulate, SimConfig, SimMode};
use ginrummy_rules::Action;
use ginrummy_rules::Seat;

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

fn base_deals() -> u64 {
    if let Some(n) = std::env::var("GINRUMMY_BOT_DEALS")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        return n;
    }
    if cfg!(debug_assertions) {
        60
    } else {
        1000
    }
}

/// Every rule table the tests play.
fn tables() -> Vec<(&'static str, Rules)> {
    let with = |f: &dyn Fn(&mut Rules)| {
        let mut r = Rules::default();
        f(&mut r);
        r
    };
    vec![
        ("classic", Rules::default()),
        ("oklahoma", with(&|r| r.variant = Variant::Oklahoma)),
        ("straight", with(&|r| r.variant = Variant::Straight)),
        ("hollywood", with(&|r| r.variant = Variant::Hollywood)),
        (
            "knock 3, reshuffle, no big gin",
            with(&|r| {
                r.knock_limit = 3;
                r.stock_exhaustion = StockExhaustion::Reshuffle;
                r.big_gin = false;
            }),
        ),
        ("knock 0", with(&|r| r.knock_limit = 0)),
    ]
}

fn bot(level: Level, seed: u64) -> Bot {
    // A small playout cap keeps the expert fast and deterministic in tests.
    Bot::new(level, seed, 50).with_playouts(Some(12))
}

/// Plays one deal with the given levels, checking every action; returns the phases in which
/// each seat acted.
fn play_checked(rules: &Rules, seed: u64, levels: [Level; 2]) -> Vec<(Level, Phase)> {
    let mut deal = Deal::new(rules.clone(), seed, seat((seed % 2) as usize)).unwrap();
    let mut bots = [bot(levels[0], seed), bot(levels[1], seed + 1)];
    let mut seen = Vec::new();
    while let Some(seat) = deal.to_act() {
        let obs = deal.observation(seat).unwrap();
        let action = bots[usize::from(seat)].act(&obs);
        // Legal by the observation and by the deal; listed, or a knock with valid declared
        // melds (listed without them).
        obs.check(&action)
            .unwrap_or_else(|e| panic!("seed {seed}: {action} is illegal: {e}"));
        let listed = match &action {
            Action::Knock { discard, .. } => Action::Knock {
                discard: *discard,
                melds: None,
            },
            a => a.clone(),
        };
        assert!(
            deal.legal_actions().contains(&listed),
            "seed {seed}: {action} not among the legal actions"
        );
        seen.push((levels[usize::from(seat)], obs.phase));
        deal.apply(action).unwrap();
    }
    assert!(deal.outcome().is_some());
    seen
}

#[test]
fn every_level_plays_only_legal_actions_in_every_variant() {
    let n = base_deals();
    for (name, rules) in tables() {
        let mut phases: Vec<(Level, Phase)> = Vec::new();
        let pairings = [
            [Level::Beginner, Level::Easy],
            [Level::Easy, Level::Medium],
            [Level::Medium, Level::Beginner],
            [Level::Expert, Level::Medium],
            [Level::Beginner, Level::Expert],
        ];
        for (i, levels) in pairings.iter().enumerate() {
            // The expert is the slow one: fewer deals.
            let deals = if levels.contains(&Level::Expert) {
                n / 25
            } else {
                n
            };
            for k in 0..deals {
                let seed = 1_000_000 * i as u64 + k;
                for p in play_checked(&rules, seed, *levels) {
                    if !phases.contains(&p) {
                        phases.push(p);
                    }
                }
            }
        }
        // Every level acted in the upcard offer, draw and discard phases, and every level
        // laid off somewhere (not in straight gin, where every knock is gin).
        for level in Level::ALL {
            for phase in [Phase::UpcardOffer, Phase::Draw, Phase::Discard] {
                assert!(
                    phases.contains(&(level, phase)),
                    "{name}: {level} never in {phase:?}"
                );
            }
            if rules.variant != Variant::Straight && rules.knock_limit > 0 {
                assert!(
                    phases.contains(&(level, Phase::Layoff)),
                    "{name}: {level} never laid off"
                );
            }
        }
    }
}

#[test]
fn bots_play_whole_matches_in_every_variant() {
    for (name, rules) in tables() {
        let mut config = SimConfig::new(
            BotConfig::new(Level::Medium),
            BotConfig {
                playouts: Some(8),
                ..BotConfig::new(Level::Expert)
            },
            SimMode::Matches,
            2,
        );
        config.rules = rules;
        let r = simulate(&config).unwrap();
        assert_eq!(r.games, 4, "{name}");
        assert_eq!(r.a.match_wins + r.b.match_wins + r.match_ties, 4, "{name}");
    }
}

/// Deals again the cards `seat` cannot see at the point where `moves` moves have been played:
/// the opponent's unknown cards and the stock are shuffled among their places in the deck.
/// Replays the same moves and returns the new deal.
fn redeal_hidden(deal: &Deal, seat: Seat, rng: &mut SplitMix64) -> Deal {
    let obs = deal.observation(seat).unwrap();
    let hidden = CardSet(deal.hand(seat.other()).bits() & !obs.opponent_known.bits())
        .union(deal.stock().iter().copied().collect());
    let deck = deal.deck().to_vec();
    let places: Vec<usize> = (0..52).filter(|&i| hidden.contains(deck[i])).collect();
    let mut cards: Vec<Card> = places.iter().map(|&i| deck[i]).collect();
    for i in (1..cards.len()).rev() {
        let j = rng.bounded(i as u64 + 1) as usize;
        cards.swap(i, j);
    }
    let mut new_deck = deck.clone();
    for (&p, &c) in places.iter().zip(&cards) {
        new_deck[p] = c;
    }
    let deck: [Card; 52] = new_deck.try_into().unwrap();
    let mut other = Deal::from_deck(deal.rules().clone(), deal.dealer(), deck).unwrap();
    for m in deal.moves() {
        other.apply_for(m.seat, m.action.clone()).unwrap();
    }
    other
}

#[test]
fn decisions_depend_only_on_the_observation() {
    let mut rng = SplitMix64::new(99);
    let n = base_deals() / 8;
    let mut compared = 0;
    let mut differed_hidden = 0;
    for (_, rules) in tables() {
        for k in 0..n {
            let mut deal = Deal::new(rules.clone(), 77_000 + k, seat((k % 2) as usize)).unwrap();
            let mut players = [bot(Level::Medium, k), bot(Level::Easy, k)];
            while let Some(seat) = deal.to_act() {
                let obs = deal.observation(seat).unwrap();
                let other = redeal_hidden(&deal, seat, &mut rng);
                let other_obs = other.observation(seat).unwrap();
                assert_eq!(obs, other_obs, "the observation shows hidden cards");
                if other.stock() != deal.stock()
                    || other.hand(seat.other()) != deal.hand(seat.other())
                {
                    differed_hidden += 1;
                }
                // Every level, fresh bots with the same seed: the same decision.
                if k % 5 == 0 {
                    for level in Level::ALL {
                        let a = bot(level, k).act(&obs);
                        let b = bot(level, k).act(&other_obs);
                        assert_eq!(a, b, "{level} changed its mind on hidden cards");
                        compared += 1;
                    }
                }
                let a = players[usize::from(seat)].act(&obs);
                deal.apply(a).unwrap();
            }
        }
    }
    assert!(compared > 100 && differed_hidden > 100);
}

#[test]
fn expert_with_a_playout_cap_is_deterministic() {
    for k in 0..20 {
        let play = || {
            let mut deal = Deal::new(Rules::default(), 5_000 + k, seat(0)).unwrap();
            let mut bots = [bot(Level::Expert, k), bot(Level::Medium, k)];
            let mut actions = Vec::new();
            while let Some(seat) = deal.to_act() {
                let a = bots[usize::from(seat)].act(&deal.observation(seat).unwrap());
                actions.push(a.clone());
                deal.apply(a).unwrap();
            }
            actions
        };
        assert_eq!(play(), play());
    }
}

#[test]
fn bot_refuses_when_it_is_not_its_turn() {
    let deal = Deal::new(Rules::default(), 1, seat(0)).unwrap();
    let waiting = deal.to_act().unwrap().other();
    let obs = deal.observation(waiting).unwrap();
    assert!(Bot::new(Level::Easy, 0, 50).try_act(&obs).is_err());
    assert!("grandmaster".parse::<Level>().is_err());
    assert_eq!("expert".parse::<Level>().unwrap(), Level::Expert);
}

#[test]
fn simulate_is_independent_of_threads_and_chunks() {
    for mode in [SimMode::Deals, SimMode::Matches] {
        let pairs = if mode == SimMode::Deals { 40 } else { 3 };
        let mut config = SimConfig::new(
            BotConfig {
                playouts: Some(6),
                ..BotConfig::new(Level::Expert)
            },
            BotConfig::new(Level::Beginner),
            mode,
            pairs,
        );
        config.seed = 11;
        let one = simulate(&config).unwrap();
        for threads in [2, 3, 0] {
            let many = simulate(&SimConfig {
                threads,
                ..config.clone()
            })
            .unwrap();
            assert_eq!(one, many, "{mode:?} with {threads} threads");
        }
        let mut first = simulate(&SimConfig {
            pairs: pairs / 2,
            ..config.clone()
        })
        .unwrap();
        let second = simulate(&SimConfig {
            pairs: pairs - pairs / 2,
            start: pairs / 2,
            ..config.clone()
        })
        .unwrap();
        first.merge(&second);
        assert_eq!(first, one, "{mode:?} in two chunks");
        assert_eq!(one.games, 2 * pairs);
        assert!(one.ci95[0] <= one.mean && one.mean <= one.ci95[1]);
    }
}

#[test]
fn paired_deals_cancel_for_identical_deterministic_bots() {
    let config = SimConfig::new(
        BotConfig::new(Level::Medium),
        BotConfig::new(Level::Medium),
        SimMode::Deals,
        200,
    );
    let r = simulate(&config).unwrap();
    // The same cards and the same deterministic policy in both seats: a mirror image.
    assert_eq!(r.diff_sum, 0);
    assert_eq!(r.a, r.b);
    assert_eq!(r.mean, 0.0);
}

#[test]
fn easy_beats_beginner() {
    let r = simulate(&SimConfig::new(
        BotConfig::new(Level::Easy),
        BotConfig::new(Level::Beginner),
        SimMode::Deals,
        if cfg!(debug_assertions) { 100 } else { 1000 },
    ))
    .unwrap();
    assert!(r.ci95[0] > 0.0, "easy vs beginner: {r:?}");
    // The stock order of each pair is the documented shuffle of its seed.
    assert_eq!(shuffled_deck(1).len(), 52);
}

#[test]
fn match_shares_and_points_per_deal_follow_the_counts() {
    let config = SimConfig::new(
        BotConfig::new(Level::Medium),
        BotConfig::new(Level::Easy),
        SimMode::Matches,
        30,
    );
    let r = simulate(&config).unwrap();
    let share = (r.a.match_wins as f64 + 0.5 * r.match_ties as f64) / r.games as f64;
    assert!((r.match_win_share - share).abs() < 1e-12);
    assert!(r.match_win_ci95[0] <= share && share <= r.match_win_ci95[1]);
    let per_deal = (r.a.points as f64 - r.b.points as f64) / r.hands as f64;
    assert!((r.points_per_deal - per_deal).abs() < 1e-9);
    assert!(r.points_per_deal_ci95[0] < per_deal && per_deal < r.points_per_deal_ci95[1]);
    // Identical deterministic bots mirror each other: every pair splits, no spread.
    let same = simulate(&SimConfig::new(
        BotConfig::new(Level::Medium),
        BotConfig::new(Level::Medium),
        SimMode::Matches,
        10,
    ))
    .unwrap();
    assert_eq!(same.match_win_share, 0.5);
    assert_eq!(same.match_win_ci95, [0.5, 0.5]);
    assert_eq!(same.points_per_deal, 0.0);
}

#[test]
fn deal_only_and_match_aware_bots_agree_on_lone_deals() {
    // A lone deal has no match score: the flag changes nothing.
    let config = SimConfig::new(
        BotConfig::new(Level::Medium),
        BotConfig::new(Level::Medium).deal_only(),
        SimMode::Deals,
        100,
    );
    let r = simulate(&config).unwrap();
    assert_eq!(r.diff_sum, 0);
    assert_eq!(r.a, r.b);
}
