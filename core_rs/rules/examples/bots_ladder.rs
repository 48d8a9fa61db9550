//! Plays one pairing of bots: `cargo run --release --example bots_ladder -- A B PAIRS [THREADS]
//! [PLAYOUTS] [deals|matches] [SEED] [TARGET]`, printing the result as JSON and the time taken.
//! A bot is a level, or `medium-deal` / `expert-deal` for the deal-only play
//! (`match_aware: false`).
use std::time::Instant;

use ginrummy_rules::bots::{BotConfig, Level};
use ginrummy_rules::simulate::{simulate, SimConfig, SimMode};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let playouts: Option<u32> = arg(4, "0").parse().ok().filter(|&p| p > 0);
    let cfg = |name: String| {
        let (level, deal_only) = match name.strip_suffix("-deal") {
            Some(l) => (l.parse::<Level>().expect("a level"), true),
            None => (name.parse::<Level>().expect("a level"), false),
        };
        BotConfig {
            playouts,
            match_aware: !deal_only,
            ..BotConfig::new(level)
        }
    };
    let mode = if arg(5, "deals") == "matches" {
        SimMode::Matches
    } else {
        SimMode::Deals
    };
    let mut config = SimConfig::new(
        cfg(arg(0, "easy")),
        cfg(arg(1, "beginner")),
        mode,
        arg(2, "1000").parse().expect("pairs"),
    );
    config.threads = arg(3, "1").parse().expect("threads");
    config.seed = arg(6, "0").parse().expect("seed");
    config.rules.target_score = arg(7, "100").parse().expect("target");
    let t = Instant::now();
    let r = simulate(&config).expect("simulation");
    let secs = t.elapsed().as_secs_f64();
    println!("{}", serde_json::to_string(&r).unwrap());
    println!(
        "{} vs {}: mean {:+.2} [{:+.2}, {:+.2}] over {} pairs; {:.1}s, {:.0} deals/s",
        arg(0, "easy"),
        arg(1, "beginner"),
        r.mean,
        r.ci95[0],
        r.ci95[1],
        r.pairs,
        secs,
        r.hands as f64 / secs
    );
}
