//! # ginrummy-loadgen
//!
//! A native load generator for the ginrummy API (the throughput phase of
//! `scripts/bench_api.py`): `--clients` bots, each on its own OS thread and its own keep-alive
//! HTTP/1.1 connection, each playing every seat of its own match with random legal actions:
//! Gin's two seats (`/matches`), or with `--game rummy --seats N` Rummy's 2 to 4
//! (`/rummy/matches`).
//!
//! Every client registers its players (one a seat), creates and joins its match and plays
//! `--warmup-moves` moves; then all meet at a barrier, `MEASURING` goes to stderr, and they play
//! for `--seconds`. When the last one is done, `DONE` goes to stderr and one JSON report to
//! stdout: moves, moves/s, latency percentiles of the accepted `POST .../actions`, conflicts,
//! matches. Any unexpected answer aborts the run (exit status 1) with the request and the
//! answer on stderr.
//!
//! With `--rate`, the clients pace their moves to that many per second in all ([`pace`]).
//!
//! Modules: [`args`] (command line), [`http`] (the client), [`bot`] (the player), [`pace`],
//! [`stats`] (percentiles, report), [`error`].

mod args;
mod bot;
mod error;
mod http;
mod pace;
mod stats;

use std::fmt;
use std::process;
use std::sync::{Arc, Barrier};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::args::{Command, Config};
use crate::bot::{Bot, Stop};
use crate::error::{Error, Result};
use crate::http::{Conn, Endpoint};
use crate::pace::Pace;
use crate::stats::Report;

/// Stack of a client thread: the bots need little.
const STACK_SIZE: usize = 256 * 1024;

/// What one client hands back after the measured phase.
struct Outcome {
    latencies: Vec<u64>,
    conflicts: u64,
    matches: u64,
}

fn main() {
    match args::parse(std::env::args().skip(1)) {
        Ok(Command::Help) => println!("{}", args::USAGE),
        Ok(Command::Run(config)) => {
            if let Err(err) = run(&config) {
                fail(&err);
            }
        }
        Err(err) => fail(&err),
    }
}

/// Prints `err` and exits with status 1 (also from a client thread: one failing client ends
/// the run, rather than leaving the others waiting at the barrier).
fn fail(err: &dyn fmt::Display) -> ! {
    eprintln!("ginrummy-loadgen: {err}");
    process::exit(1)
}

/// Starts the clients, times the measured phase, prints the report.
fn run(config: &Config) -> Result<()> {
    let endpoints = config
        .urls
        .iter()
        .map(|url| Endpoint::parse(url))
        .collect::<Result<Vec<_>>>()?;
    let barrier = Arc::new(Barrier::new(config.clients + 1));
    let handles = (0..config.clients)
        .map(|i| spawn_client(i, &endpoints[i % endpoints.len()], config, &barrier))
        .collect::<Result<Vec<_>>>()?;
    barrier.wait();
    let started = Instant::now();
    eprintln!("MEASURING");
    let outcomes = handles
        .into_iter()
        .map(|handle| {
            handle
                .join()
                .map_err(|_| Error::protocol("a client thread panicked"))
        })
        .collect::<Result<Vec<_>>>()?;
    let wall = started.elapsed();
    eprintln!("DONE");
    println!(
        "{}",
        serde_json::to_string(&report(config.clients, wall, outcomes))?
    );
    Ok(())
}

/// Starts client `i` on its own thread.
fn spawn_client(
    i: usize,
    endpoint: &Endpoint,
    config: &Config,
    barrier: &Arc<Barrier>,
) -> Result<JoinHandle<Outcome>> {
    let conn = Conn::new(endpoint.clone());
    let name = format!("{}-{i}", config.run);
    let mut bot = Bot::new(
        conn,
        name,
        config.game,
        config.target,
        config.seed.wrapping_add(i as u64),
    );
    let (warmup, seconds) = (config.warmup_moves, Duration::from_secs_f64(config.seconds));
    let rate = (config.rate > 0.0).then_some((config.rate, config.clients));
    let barrier = Arc::clone(barrier);
    let handle = thread::Builder::new()
        .name(format!("client-{i}"))
        .stack_size(STACK_SIZE)
        .spawn(move || client(i, &mut bot, warmup, seconds, rate, &barrier))?;
    Ok(handle)
}

/// The life of a client: warm-up, barrier, measured phase (paced when `rate` gives the moves
/// per second of all `clients`).
fn client(
    i: usize,
    bot: &mut Bot,
    warmup: u64,
    seconds: Duration,
    rate: Option<(f64, usize)>,
    barrier: &Barrier,
) -> Outcome {
    let abort = |err: Error| -> ! { fail(&format_args!("client {i}: {err}")) };
    if let Err(err) = bot.play(Stop::Moves(warmup), None) {
        abort(err);
    }
    bot.reset_counts();
    barrier.wait();
    let start = Instant::now();
    let pace = rate.map(|(rate, clients)| Pace::new(start, rate, clients, i));
    if let Err(err) = bot.play(Stop::Deadline(start + seconds), pace) {
        abort(err);
    }
    Outcome {
        latencies: std::mem::take(&mut bot.latencies),
        conflicts: bot.conflicts,
        matches: bot.matches,
    }
}

/// The report over all clients.
fn report(clients: usize, wall: Duration, outcomes: Vec<Outcome>) -> Report {
    let conflicts = outcomes.iter().map(|o| o.conflicts).sum();
    let matches = outcomes.iter().map(|o| o.matches).sum();
    let latencies = outcomes.into_iter().flat_map(|o| o.latencies).collect();
    Report::new(clients, wall, latencies, conflicts, matches)
}
