//! Where a bot gains in a match, deal by deal: `cargo run --release --example match_edge --
//! A B STATES [PLAYOUTS] [SEED] [MIN_LEAD_SCORE] [THREADS]`.
//!
//! The match scores at the start of each deal are sampled from medium-against-medium matches
//! to 100 (so they follow a real match's distribution). From each score `(x, y)` one deal is
//! played twice with the same cards: A in the seat holding `x` against B, then B holding `x`
//! against A. Each game is valued by A's match equity after the deal ([`MatchEquity`]); the
//! pair's value, `(e1 + e2 - 1) / 2`, is A's gain in match-winning chance from that deal (zero
//! on average between equal bots). The mean gain per deal times the (sampled) deals per match
//! estimates A's edge in whole matches. States whose higher score is below `MIN_LEAD_SCORE`
//! are skipped, which shows where in a match the gain comes from (the estimate then covers
//! the later part of matches only). Measured at a 30-playout cap, its noise for the same CPU
//! time is about that of playing whole paired matches (`bots_ladder ... matches`): it locates
//! the gain rather than measuring it more cheaply.
use std::time::Instant;

use ginrummy_rules::bots::{Bot, BotConfig, Level};
use ginrummy_rules::deal::Deal;
use ginrummy_rules::equity::MatchEquity;
use ginrummy_rules::game::Match;
use ginrummy_rules::rules::Rules;
use ginrummy_rules::shuffle::{deal_seed, SplitMix64};
use ginrummy_rules::{BySeat, Seat};

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

fn bot_config(name: &str, playouts: Option<u32>) -> BotConfig {
    let (level, deal_only) = match name.strip_suffix("-deal") {
        Some(l) => (l.parse::<Level>().expect("a level"), true),
        None => (name.parse::<Level>().expect("a level"), false),
    };
    BotConfig {
        playouts,
        match_aware: !deal_only,
        ..BotConfig::new(level)
    }
}

/// One game from scores `(x, y)` (seat 0 holds `x`); returns seat 0's equity after the deal.
fn game(rules: &Rules, seed: u64, dealer: Seat, x: u32, y: u32, bots: &mut [Bot; 2]) -> f64 {
    let e = MatchEquity::for_rules(rules).expect("a match model");
    let mut deal = Deal::new(rules.clone(), seed, dealer).expect("a deal");
    while let Some(seat) = deal.to_act() {
        let mut obs = deal.observation(seat).expect("an observation");
        obs.scores = BySeat::from_values([x, y]).expect("two seats");
        obs.game_scores = vec![obs.scores];
        let a = bots[usize::from(seat)].act(&obs);
        deal.apply_for(seat, a).expect("a legal action");
    }
    let o = deal.outcome().expect("an outcome");
    let pts = match o.winner {
        Some(w) if w == Seat::FIRST => o.points as i32,
        Some(_) => -(o.points as i32),
        None => 0,
    };
    e.after_deal(x, y, pts)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let playouts: Option<u32> = arg(3, "30").parse().ok().filter(|&p| p > 0);
    let a = bot_config(&arg(0, "expert"), playouts);
    let b = bot_config(&arg(1, "expert-deal"), playouts);
    let n_states: usize = arg(2, "200").parse().expect("states");
    let seed: u64 = arg(4, "1").parse().expect("seed");
    let min_lead: u32 = arg(5, "0").parse().expect("min lead score");
    let threads: usize = arg(6, "1").parse().expect("threads");
    let rules = Rules::default();
    // Score states from medium matches.
    let mut states: Vec<(u32, u32)> = Vec::new();
    let (mut matches, mut deals_total) = (0u64, 0u64);
    let mut k = 0u64;
    while states.len() < n_states {
        let mut m = Match::new(rules.clone(), deal_seed(seed ^ 0x5151, k)).expect("a match");
        k += 1;
        let mut bots = [
            Bot::new(Level::Medium, k * 2, 0),
            Bot::new(Level::Medium, k * 2 + 1, 0),
        ];
        let mut last = usize::MAX;
        while let Some(to_act) = m.to_act() {
            if m.deals().len() != last {
                last = m.deals().len();
                let s = m.standings().hand_points;
                if s.as_slice()[0].max(s.as_slice()[1]) >= min_lead && states.len() < n_states {
                    deals_total += 1;
                    states.push((s.as_slice()[0], s.as_slice()[1]));
                }
            }
            let obs = m.observation(to_act).expect("an observation");
            let act = bots[usize::from(to_act)].act(&obs);
            m.apply_for(to_act, act).expect("a legal action");
        }
        matches += 1;
    }
    let deals_per_match = deals_total as f64 / matches as f64;
    let t = Instant::now();
    let work = |lo: usize, hi: usize| -> Vec<f64> {
        (lo..hi)
            .map(|i| {
                let (x, y) = states[i];
                let s = deal_seed(seed, i as u64);
                let dealer = seat(i % 2);
                let bs = |role: u64| SplitMix64::new(s ^ role.wrapping_mul(0x9E37)).next_u64();
                let mut g0 = [Bot::from_config(a, bs(0)), Bot::from_config(b, bs(1))];
                let e1 = game(&rules, s, dealer, x, y, &mut g0);
                let mut g1 = [Bot::from_config(b, bs(0)), Bot::from_config(a, bs(1))];
                let e2 = 1.0 - game(&rules, s, dealer, x, y, &mut g1);
                (e1 + e2 - 1.0) / 2.0
            })
            .collect()
    };
    let per = n_states.div_ceil(threads.max(1));
    let vals: Vec<f64> = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..threads.max(1))
            .map(|t| {
                let lo = (t * per).min(n_states);
                let hi = ((t + 1) * per).min(n_states);
                sc.spawn(move || work(lo, hi))
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let n = vals.len() as f64;
    let mean = vals.iter().sum::<f64>() / n;
    let var = vals.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let se = (var / n).sqrt();
    let nonzero = vals.iter().filter(|v| v.abs() > 1e-12).count();
    println!(
        "{} vs {}: gain per deal {:+.4} [{:+.4}, {:+.4}] over {} states ({} differ); \
         {:.2} deals per match (min lead {}): match edge ~ {:+.2}% [{:+.2}, {:+.2}]; {:.1}s",
        arg(0, "expert"),
        arg(1, "expert-deal"),
        mean,
        mean - 1.96 * se,
        mean + 1.96 * se,
        vals.len(),
        nonzero,
        deals_per_match,
        min_lead,
        100.0 * mean * deals_per_match,
        100.0 * (mean - 1.96 * se) * deals_per_match,
        100.0 * (mean + 1.96 * se) * deals_per_match,
        t.elapsed().as_secs_f64()
    );
}
