//! Pacing a client's moves: at `--rate`, every client moves once per interval (the clients'
//! schedules staggered evenly across one interval), so that two servers compared at the same
//! rate do the same work per second and their CPU per move compares like for like.

use std::thread;
use std::time::{Duration, Instant};

/// One client's schedule of moves.
#[derive(Debug, Clone)]
pub struct Pace {
    interval: Duration,
    next: Instant,
}

impl Pace {
    /// Client `index` of `clients` sharing `rate` moves per second: one move per
    /// `clients / rate` seconds, its first due `index / clients` of an interval after `start`.
    pub fn new(start: Instant, rate: f64, clients: usize, index: usize) -> Self {
        let interval = Duration::from_secs_f64(clients as f64 / rate);
        let offset = interval.mul_f64(index as f64 / clients as f64);
        Self {
            interval,
            next: start + offset,
        }
    }

    /// How long to wait at `now` before the next move; a client behind its schedule moves at
    /// once and its schedule restarts from `now` (no burst to catch up).
    pub fn delay(&mut self, now: Instant) -> Duration {
        if self.next > now {
            let wait = self.next - now;
            self.next += self.interval;
            wait
        } else {
            self.next = now + self.interval;
            Duration::ZERO
        }
    }

    /// Sleeps until the next move is due.
    pub fn wait(&mut self) {
        let wait = self.delay(Instant::now());
        if !wait.is_zero() {
            thread::sleep(wait);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clients_share_the_rate_staggered() {
        let start = Instant::now();
        // 4 clients at 400 moves/s: each moves every 10 ms, client 2 first at 5 ms.
        let mut pace = Pace::new(start, 400.0, 4, 2);
        assert_eq!(pace.delay(start), Duration::from_millis(5));
        assert_eq!(pace.delay(start), Duration::from_millis(15));
        assert_eq!(
            pace.delay(start + Duration::from_millis(12)),
            Duration::from_millis(13)
        );
    }

    #[test]
    fn a_late_client_moves_at_once_then_keeps_the_interval() {
        let start = Instant::now();
        let mut pace = Pace::new(start, 100.0, 1, 0);
        let late = start + Duration::from_millis(95);
        assert_eq!(pace.delay(start), Duration::ZERO);
        assert_eq!(pace.delay(late), Duration::ZERO);
        assert_eq!(pace.delay(late), Duration::from_millis(10));
    }
}
