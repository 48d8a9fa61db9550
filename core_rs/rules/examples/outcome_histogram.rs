//! The distribution of one deal's points between two bots (default rules), the data behind the
//! match-equity model of `ginrummy_rules::equity`: `cargo run --release --example
//! outcome_histogram -- [LEVEL] [DEALS]` prints the draw share and the winner's points in bins
//! of 5 (the last bin is 60 and more).
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
    let level: Level = args
        .first()
        .map_or("medium", |s| s.as_str())
        .parse()
        .unwrap();
    let deals: u64 = args.get(1).map_or(20000, |s| s.parse().unwrap());
    let mut bins = [0u64; 13];
    let mut draws = 0u64;
    for seed in 0..deals {
        let mut deal = Deal::new(Rules::default(), seed, seat((seed % 2) as usize)).unwrap();
        let mut bots = [Bot::new(level, seed, 5), Bot::new(level, seed + 1, 5)];
        while let Some(seat) = deal.to_act() {
            let a = bots[usize::from(seat)].act(&deal.observation(seat).unwrap());
            deal.apply(a).unwrap();
        }
        let o = deal.outcome().unwrap();
        match o.winner {
            None => draws += 1,
            Some(_) => bins[(o.points as usize / 5).min(12)] += 1,
        }
    }
    println!("draws {:.4}", draws as f64 / deals as f64);
    let won = (deals - draws) as f64;
    let shares: Vec<String> = bins
        .iter()
        .map(|&b| format!("{:.4}", b as f64 / won))
        .collect();
    println!("bins of 5: [{}]", shares.join(", "));
}
