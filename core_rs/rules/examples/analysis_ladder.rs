//! Must-show (a) of the analysis: the average expected loss per decision of each level on the
//! same deals, and how often the analysis agrees with one of ten times its budget.
//!
//! `cargo run --release --example analysis_ladder -- [DEALS] [PLAYOUTS] [CHECK_EVERY]`
//!
//! Deal `k` (seed `k`, dealer `k % 2`) is played by each level in seat `k % 2` against the
//! medium bot (the expert with a cap of 200 determinisations per decision, so the run is
//! deterministic); every decision of the level's seat is analysed with `PLAYOUTS`
//! determinisations. Per level: the average loss per decision with a 95% confidence interval
//! (ratio estimator, the deal being the independent unit), the label counts and the analysis
//! speed. Every `CHECK_EVERY`-th decision (of every seat) is analysed again with ten times
//! the playouts and another seed: the share where both name the same best action, and the
//! share where the first one's choice is within two standard errors of the bigger search's
//! best (a near tie).
use std::time::Instant;

use ginrummy_rules::analysis::{analyze, analyze_deal, AnalysisConfig, Objective};
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
    let arg = |i: usize, d: u64| args.get(i).map_or(d, |s| s.parse().expect("a number"));
    let deals = arg(0, 200);
    let playouts = arg(1, 200) as u32;
    let check_every = arg(2, 10).max(1) as usize;
    let cfg = |seed| AnalysisConfig {
        playouts,
        seed,
        objective: Objective::Points,
    };
    let (mut same, mut close, mut checked) = (0u32, 0u32, 0u32);
    let mut seen = 0usize;
    println!("level     decisions  avg loss  95% CI            good  inacc  mistake  blunder  decisions/s");
    for level in Level::ALL {
        let (mut per_deal, mut secs, mut labels) = (Vec::new(), 0.0, [0u32; 4]);
        for k in 0..deals {
            let analysed = seat((k % 2) as usize);
            let rules = Rules::default();
            let mut deal = Deal::new(rules, k, analysed).unwrap();
            let mut bots = [
                Bot::new(Level::Medium, 2 * k, 50),
                Bot::new(Level::Medium, 2 * k + 1, 50),
            ];
            bots[usize::from(analysed)] = Bot::new(level, 2 * k + 7, 50).with_playouts(Some(200));
            while let Some(s) = deal.to_act() {
                let a = bots[usize::from(s)].act(&deal.observation(s).unwrap());
                deal.apply(a).unwrap();
            }
            let t = Instant::now();
            let report = analyze_deal(&deal, &cfg(k)).unwrap();
            secs += t.elapsed().as_secs_f64();
            let s = report.seats[analysed];
            per_deal.push((s.total_loss, f64::from(s.decisions)));
            labels[0] += s.good;
            labels[1] += s.inaccuracy;
            labels[2] += s.mistake;
            labels[3] += s.blunder;
            // Agreement with ten times the budget.
            let mut replay = Deal::new(Rules::default(), k, analysed).unwrap();
            let mut decisions = report.decisions.iter().peekable();
            for (i, mv) in deal.moves().iter().enumerate() {
                if decisions.peek().is_some_and(|d| d.index == i) {
                    let d = decisions.next().unwrap();
                    seen += 1;
                    if seen.is_multiple_of(check_every) {
                        let obs = replay.observation(mv.seat).unwrap();
                        let big = AnalysisConfig {
                            playouts: playouts * 10,
                            seed: k ^ 0xdead_beef,
                            ..cfg(k)
                        };
                        let b = analyze(&obs, Some(&mv.action), &big).unwrap();
                        checked += 1;
                        if b.best_action() == &d.best {
                            same += 1;
                            close += 1;
                        } else {
                            let (l, se) = b.loss(b.index_of(&d.best).unwrap());
                            if l <= 2.0 * se {
                                close += 1;
                            }
                        }
                    }
                }
                replay.apply(mv.action.clone()).unwrap();
            }
        }
        let (l, n): (f64, f64) = per_deal
            .iter()
            .fold((0.0, 0.0), |a, x| (a.0 + x.0, a.1 + x.1));
        let r = l / n;
        let m = per_deal.len() as f64;
        let nbar = n / m;
        let var = per_deal
            .iter()
            .map(|(li, ni)| (li - r * ni).powi(2))
            .sum::<f64>()
            / (m * (m - 1.0));
        let se = var.sqrt() / nbar;
        println!(
            "{:<9} {:>9}  {:>8.3}  [{:.3}, {:.3}]  {:>5} {:>6} {:>8} {:>8}  {:>10.0}",
            level.name(),
            n,
            r,
            r - 1.96 * se,
            r + 1.96 * se,
            labels[0],
            labels[1],
            labels[2],
            labels[3],
            n / secs
        );
    }
    println!(
        "agreement with 10x playouts: same best action {same}/{checked} = {:.1}%; same or within 2 SE (near ties) {close}/{checked} = {:.1}%",
        100.0 * f64::from(same) / f64::from(checked.max(1)),
        100.0 * f64::from(close) / f64::from(checked.max(1))
    );
}
