//! Percentiles and the JSON report.

use std::time::Duration;

use serde::Serialize;

/// `sorted[round(q * (n - 1))]`, rounding half to even like Python's `round` (the `percentile`
/// of `scripts/bench_api.py`); `None` when there are no values.
pub fn percentile(sorted: &[u64], q: f64) -> Option<u64> {
    let last = sorted.len().checked_sub(1)?;
    let index = (q * last as f64).round_ties_even().clamp(0.0, last as f64) as usize;
    Some(sorted[index])
}

/// `x` rounded to `decimals` decimals.
fn round_to(x: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (x * scale).round() / scale
}

/// What the run prints: the `throughput` section of the bench report.
#[derive(Debug, Serialize)]
pub struct Report {
    pub clients: usize,
    /// Wall time of the measured phase.
    pub seconds: f64,
    /// Accepted moves in the measured phase.
    pub moves: usize,
    pub moves_per_second: f64,
    pub p50_ms: Option<f64>,
    pub p90_ms: Option<f64>,
    pub p99_ms: Option<f64>,
    pub p99_9_ms: Option<f64>,
    /// `409` answers in the measured phase.
    pub conflicts: u64,
    /// Matches created in the measured phase (the warm-up's matches carry on into it).
    pub matches: u64,
}

impl Report {
    /// The report of a measured phase of `wall` with these move latencies (nanoseconds).
    pub fn new(
        clients: usize,
        wall: Duration,
        mut latencies: Vec<u64>,
        conflicts: u64,
        matches: u64,
    ) -> Self {
        latencies.sort_unstable();
        let ms = |q: f64| percentile(&latencies, q).map(|ns| round_to(ns as f64 / 1e6, 2));
        let seconds = wall.as_secs_f64();
        Self {
            clients,
            seconds: round_to(seconds, 2),
            moves: latencies.len(),
            moves_per_second: round_to(latencies.len() as f64 / seconds.max(1e-9), 1),
            p50_ms: ms(0.50),
            p90_ms: ms(0.90),
            p99_ms: ms(0.99),
            p99_9_ms: ms(0.999),
            conflicts,
            matches,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_like_python() {
        let values: Vec<u64> = (1..=10).collect();
        // q * (n - 1) = 4.5 rounds to 4 (half to even), as in Python
        assert_eq!(percentile(&values, 0.5), Some(5));
        assert_eq!(percentile(&values, 0.9), Some(9));
        assert_eq!(percentile(&values, 0.99), Some(10));
        assert_eq!(percentile(&values, 0.0), Some(1));
        assert_eq!(percentile(&[], 0.5), None);
        let three = [10, 20, 30];
        // 0.25 * 2 = 0.5 rounds to 0; 0.75 * 2 = 1.5 rounds to 2
        assert_eq!(percentile(&three, 0.25), Some(10));
        assert_eq!(percentile(&three, 0.75), Some(30));
    }

    #[test]
    fn report_rounds_and_serialises() {
        let latencies = vec![3_000_000, 1_000_000, 2_000_000, 4_123_456];
        let report = Report::new(2, Duration::from_millis(2_004), latencies, 1, 0);
        assert_eq!((report.moves, report.moves_per_second), (4, 2.0));
        assert_eq!(report.seconds, 2.0);
        assert_eq!(report.p50_ms, Some(3.0)); // 0.5 * 3 = 1.5 rounds to 2: the third value
        assert_eq!(report.p99_9_ms, Some(4.12));
        let json = serde_json::to_string(&report).unwrap();
        assert!(
            json.starts_with(r#"{"clients":2,"seconds":2.0,"moves":4,"#),
            "{json}"
        );
    }
}
