//! Expert decision cost: `cargo run --release --example expert_latency -- [DEALS] [BUDGET_MS]
//! [PLAYOUTS]`: plays expert against medium and prints the decision-time percentiles.
use std::time::Instant;

use ginrummy_rules::bots::{Bot, Level};
use ginrummy_rules::deal::Deal;
use ginrummy_rules::rules::Rules;
use ginrummy_rules::Seat;

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let deals: u64 = args.first().map_or(100, |s| s.parse().unwrap());
    let budget: u64 = args.get(1).map_or(50, |s| s.parse().unwrap());
    let playouts: Option<u32> = args.get(2).and_then(|s| s.parse().ok()).filter(|&p| p > 0);
    let mut times = Vec::new();
    let mut dets = Vec::new();
    let mut searched = 0;
    for k in 0..deals {
        let mut deal = Deal::new(Rules::default(), k, seat((k % 2) as usize)).unwrap();
        let e = seat((k % 2) as usize);
        let mut expert = Bot::new(Level::Expert, k, budget).with_playouts(playouts);
        let mut medium = Bot::new(Level::Medium, k, budget);
        while let Some(seat) = deal.to_act() {
            let obs = deal.observation(seat).unwrap();
            let a = if seat == e {
                let t = Instant::now();
                let a = expert.act(&obs);
                times.push(t.elapsed().as_secs_f64() * 1e3);
                let s = expert.last_search();
                if s.searched {
                    searched += 1;
                    dets.push(s.determinisations);
                }
                a
            } else {
                medium.act(&obs)
            };
            deal.apply(a).unwrap();
        }
    }
    times.sort_by(f64::total_cmp);
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    println!(
        "{} decisions ({} searched), mean {:.2} ms, p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; mean determinisations {:.0}",
        times.len(),
        searched,
        mean,
        pct(0.5),
        pct(0.9),
        pct(0.99),
        times[times.len() - 1],
        dets.iter().map(|&d| f64::from(d)).sum::<f64>() / dets.len().max(1) as f64
    );
}
