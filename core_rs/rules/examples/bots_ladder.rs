//! Plays one pairing of bots: `cargo run --release --example bots_ladder -- A B PAIRS [THREADS]
//! [PLAYOUTS] [deals|matches] [SEED]`, printing the result as JSON and the time taken.
use std::time::Instant;

use ginrummy_rules::bots::{BotConfig, Level};
use ginrummy_rules::simulate::{simulate, SimConfig, SimMode};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let level = |s: String| s.parse::<Level>().expect("a level");
    let playouts: Option<u32> = arg(4, "0").parse().ok().filter(|&p| p > 0);
    let cfg = |l| BotConfig {
        playouts,
        ..BotConfig::new(l)
    };
    let mode = if arg(5, "deals") == "matches" {
        SimMode::Matches
    } else {
        SimMode::Deals
    };
    let mut config = SimConfig::new(
        cfg(level(arg(0, "easy"))),
        cfg(level(arg(1, "beginner"))),
        mode,
        arg(2, "1000").parse().expect("pairs"),
    );
    config.threads = arg(3, "1").parse().expect("threads");
    config.seed = arg(6, "0").parse().expect("seed");
    let t = Instant::now();
    let r = simulate(&config).expect("simulation");
    let secs = t.elapsed().as_secs_f64();
    println!("{}", serde_json::to_string(&r).unwrap());
    println!(
        "{} vs {}: mean {:+.2} [{:+.2}, {:+.2}] over {} pairs; {:.1}s, {:.0} deals/s",
        config.a.level,
        config.b.level,
        r.mean,
        r.ci95[0],
        r.ci95[1],
        r.pairs,
        secs,
        r.hands as f64 / secs
    );
}
