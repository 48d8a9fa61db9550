//! Bot-against-bot simulation with paired deals.
//!
//! [`simulate`] plays `pairs` *pairs*: pair `k` (`k = start, start + 1, ...`) is one deal
//! dealt from `deal_seed(seed, k)` (dealer `k % 2`) and played twice, bot A in seat 0 and then
//! in seat 1, so that both bots get the same cards and luck largely cancels. In
//! [`SimMode::Matches`] a pair is one whole match (seed `deal_seed(seed, k)`) played twice the
//! same way, to the target score with every bonus.
//!
//! The result counts hand wins, points, gins, big gins, undercuts, knocks, draws and voids per
//! bot, and the mean points per deal (matches: the mean match-total difference per match) of A
//! minus B with a 95% confidence interval (normal approximation) computed over the pairs, the
//! pair being the independent unit. In matches mode also A's share of the matches won (a tie
//! counts half) and the hand points per deal of A minus B, each with its 95% interval over
//! the pairs.
//!
//! Every game gets fresh bots with seeds derived from `(seed, k, game, side)`, and the pairs
//! are shared out between `threads` threads in chunks by index; every count is an integer sum,
//! so the same arguments give the same result whatever the thread count; chunks
//! `[start, start + n)` compose exactly ([`SimResult::merge`]).
//!
//! ```
//! use ginrummy_rules::bots::{BotConfig, Level};
//! use ginrummy_rules::simulate::{simulate, SimConfig, SimMode};
//! let (easy, beginner) = (BotConfig::new(Level::Easy), BotConfig::new(Level::Beginner));
//! let config = SimConfig::new(easy, beginner, SimMode::Deals, 20);
//! let r = simulate(&config).unwrap();
//! assert_eq!((r.pairs, r.games), (20, 40));
//! assert_eq!(r, simulate(&SimConfig { threads: 2, ..config }).unwrap());
//! ```

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::bots::{Bot, BotConfig};
use crate::deal::Deal;
use crate::error::{GinError, Result};
use crate::game::Match;
use crate::rules::Rules;
use crate::scoring::{Outcome, OutcomeKind};
use crate::seats::{self, OtherSeat, SEATS};
use crate::shuffle::{deal_seed, SplitMix64};
use ginrummy_cards::seat::Seat;

/// What a pair is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SimMode {
    /// One deal, played twice with the seats swapped.
    Deals,
    /// One match to the target score, played twice with the seats swapped.
    Matches,
}

/// The arguments of [`simulate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimConfig {
    /// Bot A.
    pub a: BotConfig,
    /// Bot B.
    pub b: BotConfig,
    /// Deals or matches.
    pub mode: SimMode,
    /// Number of pairs.
    pub pairs: u64,
    /// Index of the first pair (to run a long simulation in chunks).
    pub start: u64,
    /// The seed of every deck and bot.
    pub seed: u64,
    /// The rules.
    pub rules: Rules,
    /// Worker threads (0: one per available core).
    pub threads: usize,
}

impl SimConfig {
    /// `pairs` pairs of A against B, seed 0, default rules, one thread.
    pub fn new(a: BotConfig, b: BotConfig, mode: SimMode, pairs: u64) -> SimConfig {
        SimConfig {
            a,
            b,
            mode,
            pairs,
            start: 0,
            seed: 0,
            rules: Rules::default(),
            threads: 1,
        }
    }
}

/// Counts for one bot.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideStats {
    /// Hands won (scored).
    pub hand_wins: u64,
    /// Hand points won.
    pub points: u64,
    /// Gins.
    pub gins: u64,
    /// Big gins.
    pub big_gins: u64,
    /// Undercuts scored as the defender.
    pub undercuts: u64,
    /// Knocks with deadwood (won or undercut; gins not included).
    pub knocks: u64,
    /// Matches won (matches mode).
    pub match_wins: u64,
    /// Match totals with every bonus (matches mode).
    pub match_points: u64,
}

impl SideStats {
    fn add(&mut self, o: &SideStats) {
        self.hand_wins += o.hand_wins;
        self.points += o.points;
        self.gins += o.gins;
        self.big_gins += o.big_gins;
        self.undercuts += o.undercuts;
        self.knocks += o.knocks;
        self.match_wins += o.match_wins;
        self.match_points += o.match_points;
    }

    fn count(&mut self, o: &Outcome, seat: Seat) {
        if o.winner == Some(seat) {
            self.hand_wins += 1;
            self.points += u64::from(o.points);
            match o.kind {
                OutcomeKind::Gin => self.gins += 1,
                OutcomeKind::BigGin => self.big_gins += 1,
                OutcomeKind::Undercut => self.undercuts += 1,
                _ => {}
            }
        }
        if o.knocker == Some(seat) && matches!(o.kind, OutcomeKind::Knock | OutcomeKind::Undercut) {
            self.knocks += 1;
        }
    }
}

/// The result of [`simulate`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SimResult {
    /// Deals or matches.
    pub mode: SimMode,
    /// Pairs played.
    pub pairs: u64,
    /// Games played: deals (deals mode) or matches (matches mode), two per pair.
    pub games: u64,
    /// Deals played in all (void deals included; in deals mode the same as `games`).
    pub hands: u64,
    /// Bot A's counts.
    pub a: SideStats,
    /// Bot B's counts.
    pub b: SideStats,
    /// Hands drawn (stock exhausted, option `draw`).
    pub draws: u64,
    /// Deals voided (stock exhausted, option `reshuffle`).
    pub voids: u64,
    /// Matches tied on totals (matches mode).
    pub match_ties: u64,
    /// Sum over pairs of A's points minus B's in the pair's two games (deals mode: hand
    /// points; matches mode: match totals).
    pub diff_sum: i64,
    /// Sum over pairs of the square of that difference.
    pub diff_sq_sum: u64,
    /// Mean points per deal (matches: per match), A minus B.
    pub mean: f64,
    /// Its standard error, over the pairs.
    pub stderr: f64,
    /// The 95% confidence interval, `mean ± 1.96 stderr`.
    pub ci95: [f64; 2],
    /// Sum over pairs of A's match score in the pair: 2 per match won, 1 per tie (0..=4).
    #[serde(default)]
    pub win_sum: u64,
    /// Sum over pairs of its square.
    #[serde(default)]
    pub win_sq_sum: u64,
    /// Matches mode: A's share of the matches (a tie counts half), `win_sum / 4 / pairs`.
    #[serde(default)]
    pub match_win_share: f64,
    /// Its 95% confidence interval over the pairs (normal approximation).
    #[serde(default)]
    pub match_win_ci95: [f64; 2],
    /// Sum over pairs of A's hand points minus B's (in matches: over every deal of both
    /// matches; in deals mode the same as `diff_sum`).
    #[serde(default)]
    pub deal_diff_sum: i64,
    /// Sum over pairs of its square.
    #[serde(default)]
    pub deal_diff_sq_sum: u64,
    /// Sum over pairs of the pair's deal count squared.
    #[serde(default)]
    pub hands_sq_sum: u64,
    /// Sum over pairs of the pair's hand-point difference times its deal count.
    #[serde(default)]
    pub deal_diff_hands_sum: i64,
    /// Hand points per deal, A minus B (`deal_diff_sum / hands`).
    #[serde(default)]
    pub points_per_deal: f64,
    /// Its 95% confidence interval (ratio estimator over the pairs).
    #[serde(default)]
    pub points_per_deal_ci95: [f64; 2],
}

impl SimResult {
    fn empty(mode: SimMode) -> SimResult {
        SimResult {
            mode,
            pairs: 0,
            games: 0,
            hands: 0,
            a: SideStats::default(),
            b: SideStats::default(),
            draws: 0,
            voids: 0,
            match_ties: 0,
            diff_sum: 0,
            diff_sq_sum: 0,
            mean: 0.0,
            stderr: 0.0,
            ci95: [0.0, 0.0],
            win_sum: 0,
            win_sq_sum: 0,
            match_win_share: 0.0,
            match_win_ci95: [0.0, 0.0],
            deal_diff_sum: 0,
            deal_diff_sq_sum: 0,
            hands_sq_sum: 0,
            deal_diff_hands_sum: 0,
            points_per_deal: 0.0,
            points_per_deal_ci95: [0.0, 0.0],
        }
    }

    fn add_sums(&mut self, o: &SimResult) {
        self.pairs += o.pairs;
        self.games += o.games;
        self.hands += o.hands;
        self.a.add(&o.a);
        self.b.add(&o.b);
        self.draws += o.draws;
        self.voids += o.voids;
        self.match_ties += o.match_ties;
        self.diff_sum += o.diff_sum;
        self.diff_sq_sum += o.diff_sq_sum;
        self.win_sum += o.win_sum;
        self.win_sq_sum += o.win_sq_sum;
        self.deal_diff_sum += o.deal_diff_sum;
        self.deal_diff_sq_sum += o.deal_diff_sq_sum;
        self.hands_sq_sum += o.hands_sq_sum;
        self.deal_diff_hands_sum += o.deal_diff_hands_sum;
    }

    /// Adds the counts of another result of the same mode (e.g. the next chunk) and recomputes
    /// the mean and the confidence interval.
    pub fn merge(&mut self, o: &SimResult) {
        self.add_sums(o);
        self.finish();
    }

    /// Mean and confidence interval from the sums. A pair's value is half its difference
    /// (two games per pair).
    fn finish(&mut self) {
        let n = self.pairs as f64;
        if self.pairs == 0 {
            self.mean = 0.0;
            self.stderr = 0.0;
            self.ci95 = [0.0, 0.0];
            return;
        }
        let mean = self.diff_sum as f64 / 2.0 / n;
        let sq = self.diff_sq_sum as f64 / 4.0 / n;
        let var = if self.pairs > 1 {
            ((sq - mean * mean) * n / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        self.mean = mean;
        self.stderr = (var / n).sqrt();
        self.ci95 = [mean - 1.96 * self.stderr, mean + 1.96 * self.stderr];
        // Match share: a pair's value is win_units / 4.
        let share = self.win_sum as f64 / 4.0 / n;
        let sq = self.win_sq_sum as f64 / 16.0 / n;
        let var = if self.pairs > 1 {
            ((sq - share * share) * n / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        let se = (var / n).sqrt();
        self.match_win_share = share;
        self.match_win_ci95 = [share - 1.96 * se, share + 1.96 * se];
        // Points per deal: the ratio of two sums over the pairs, with the linearised variance
        // of the ratio estimator.
        if self.hands > 0 {
            let r = self.deal_diff_sum as f64 / self.hands as f64;
            let resid = self.deal_diff_sq_sum as f64 - 2.0 * r * self.deal_diff_hands_sum as f64
                + r * r * self.hands_sq_sum as f64;
            let hbar = self.hands as f64 / n;
            let se = if self.pairs > 1 {
                (resid.max(0.0) / (n * (n - 1.0))).sqrt() / hbar
            } else {
                0.0
            };
            self.points_per_deal = r;
            self.points_per_deal_ci95 = [r - 1.96 * se, r + 1.96 * se];
        } else {
            self.points_per_deal = 0.0;
            self.points_per_deal_ci95 = [0.0, 0.0];
        }
    }
}

/// One pair's contribution.
/// The two bots of game `game` (0: A in seat 0, 1: A in seat 1) of the pair dealt from
/// `seed`, in seat order: fresh, seeded from `(seed, game, side)`.
fn game_bots(config: &SimConfig, seed: u64, game: u8) -> [Bot; 2] {
    let bot_seed = |side: u64| {
        SplitMix64::new(seed ^ (u64::from(game) * 2 + side).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .next_u64()
    };
    let a = Bot::from_config(config.a, bot_seed(0));
    let b = Bot::from_config(config.b, bot_seed(1));
    if game == 0 {
        [a, b]
    } else {
        [b, a]
    }
}

/// Plays one match from `seed` to its end with `bots` (in seat order), telling `on_move` of
/// every move.
fn play_match(
    config: &SimConfig,
    seed: u64,
    bots: &mut [Bot; 2],
    mut on_move: impl FnMut(Seat, &Action),
) -> Result<Match> {
    let mut m = Match::new(config.rules.clone(), seed)?;
    while let Some(seat) = m.to_act() {
        let obs = m.observation(seat)?;
        let action = bots[seat.index()].try_act(&obs)?;
        on_move(seat, &action);
        m.apply_for(seat, action)?;
    }
    Ok(m)
}

/// A game of match pair `k` (`swapped`: the second game, A in seat 1) played again exactly as
/// [`simulate`] in [`SimMode::Matches`] plays it: the same deals and the same bot seeds, so the
/// finished match equals the original (its seed is `deal_seed(config.seed, k)`). Returns it
/// with every move in order `(seat, action)`;
/// this is how a recorded tournament game is shown move by move from its seed.
///
/// ```
/// use ginrummy_rules::bots::{BotConfig, Level};
/// use ginrummy_rules::simulate::{replay_match_game, simulate, SimConfig, SimMode};
/// let config = SimConfig::new(BotConfig::new(Level::Easy), BotConfig::new(Level::Beginner), SimMode::Matches, 1);
/// let (first, moves) = replay_match_game(&config, 0, false).unwrap();
/// let (second, _) = replay_match_game(&config, 0, true).unwrap();
/// assert!(!moves.is_empty() && first.is_over() && second.is_over());
/// let r = simulate(&config).unwrap();
/// let (a0, a1) = (first.result().unwrap().totals, second.result().unwrap().totals);
/// let a_total = a0.as_slice()[0] + a1.as_slice()[1];
/// assert_eq!(r.a.match_points, u64::from(a_total));
/// ```
pub fn replay_match_game(
    config: &SimConfig,
    k: u64,
    swapped: bool,
) -> Result<(Match, Vec<(Seat, Action)>)> {
    let seed = deal_seed(config.seed, k);
    let mut bots = game_bots(config, seed, u8::from(swapped));
    let mut moves = Vec::new();
    let m = play_match(config, seed, &mut bots, |seat, action| {
        moves.push((seat, action.clone()))
    })?;
    Ok((m, moves))
}

/// Plays the deal of deal pair `k` (seed `seed`, dealer `k % 2`) to its end with `bots` (in
/// seat order), telling `on_move` of every move.
fn play_deal(
    config: &SimConfig,
    seed: u64,
    k: u64,
    bots: &mut [Bot; 2],
    mut on_move: impl FnMut(Seat, &Action),
) -> Result<Deal> {
    let mut deal = Deal::new(config.rules.clone(), seed, seats::seat((k % 2) as usize)?)?;
    while let Some(seat) = deal.to_act() {
        let obs = deal.observation(seat)?;
        let action = bots[seat.index()].try_act(&obs)?;
        on_move(seat, &action);
        deal.apply_for(seat, action)?;
    }
    Ok(deal)
}

/// A game of deal pair `k` (`swapped`: the second game, A in seat 1) played again exactly as
/// [`simulate`] in [`SimMode::Deals`] plays it: the same deal (seed `deal_seed(config.seed,
/// k)`, dealer `k % 2`) and the same bot seeds, so the finished deal equals the original.
/// Returns it with every move in order `(seat, action)`.
///
/// ```
/// use ginrummy_rules::bots::{BotConfig, Level};
/// use ginrummy_rules::simulate::{replay_deal_game, simulate, SimConfig, SimMode};
/// let config = SimConfig::new(BotConfig::new(Level::Easy), BotConfig::new(Level::Beginner), SimMode::Deals, 1);
/// let (first, moves) = replay_deal_game(&config, 0, false).unwrap();
/// let (second, _) = replay_deal_game(&config, 0, true).unwrap();
/// assert!(!moves.is_empty() && first.outcome().is_some() && second.outcome().is_some());
/// let r = simulate(&config).unwrap();
/// let won = |o: Option<&ginrummy_rules::scoring::Outcome>, seat: usize| {
///     u64::from(o.and_then(|o| o.winner).is_some_and(|w| w.index() == seat))
/// };
/// assert_eq!(r.a.hand_wins, won(first.outcome(), 0) + won(second.outcome(), 1));
/// ```
pub fn replay_deal_game(
    config: &SimConfig,
    k: u64,
    swapped: bool,
) -> Result<(Deal, Vec<(Seat, Action)>)> {
    let seed = deal_seed(config.seed, k);
    let mut bots = game_bots(config, seed, u8::from(swapped));
    let mut moves = Vec::new();
    let deal = play_deal(config, seed, k, &mut bots, |seat, action| {
        moves.push((seat, action.clone()))
    })?;
    Ok((deal, moves))
}

fn pair_result(config: &SimConfig, k: u64) -> Result<SimResult> {
    let mut r = SimResult::empty(config.mode);
    r.pairs = 1;
    let seed = deal_seed(config.seed, k);
    let mut diff = 0i64;
    let mut deal_diff = 0i64;
    let mut wins = 0u64;
    for a_seat in SEATS.iter() {
        // Bot A sits in seat `game` (0 or 1).
        let game = a_seat.number();
        let mut bots = game_bots(config, seed, game);
        match config.mode {
            SimMode::Deals => {
                let deal = play_deal(config, seed, k, &mut bots, |_, _| {})?;
                let o = deal.outcome().ok_or_else(|| {
                    GinError::InvalidState("a finished deal has an outcome".into())
                })?;
                r.games += 1;
                r.hands += 1;
                tally(&mut r, o, a_seat);
                let pts = i64::from(o.points);
                match o.winner {
                    Some(w) if w == a_seat => diff += pts,
                    Some(_) => diff -= pts,
                    None => {}
                }
                deal_diff = diff;
            }
            SimMode::Matches => {
                let m = play_match(config, seed, &mut bots, |_, _| {})?;
                for d in m.deals() {
                    r.hands += 1;
                    tally(&mut r, &d.outcome, a_seat);
                    let pts = i64::from(d.outcome.points);
                    match d.outcome.winner {
                        Some(w) if w == a_seat => deal_diff += pts,
                        Some(_) => deal_diff -= pts,
                        None => {}
                    }
                }
                let res = m.result().ok_or_else(|| {
                    GinError::InvalidState("a finished match has a result".into())
                })?;
                r.games += 1;
                let (ta, tb) = (res.totals[a_seat], res.totals[a_seat.other()]);
                r.a.match_points += u64::from(ta);
                r.b.match_points += u64::from(tb);
                match res.winner {
                    Some(w) if w == a_seat => {
                        r.a.match_wins += 1;
                        wins += 2;
                    }
                    Some(_) => r.b.match_wins += 1,
                    None => {
                        r.match_ties += 1;
                        wins += 1;
                    }
                }
                diff += i64::from(ta) - i64::from(tb);
            }
        }
    }
    r.diff_sum = diff;
    r.diff_sq_sum = diff.unsigned_abs() * diff.unsigned_abs();
    if config.mode == SimMode::Matches {
        r.win_sum = wins;
        r.win_sq_sum = wins * wins;
    }
    r.deal_diff_sum = deal_diff;
    r.deal_diff_sq_sum = deal_diff.unsigned_abs() * deal_diff.unsigned_abs();
    r.hands_sq_sum = r.hands * r.hands;
    r.deal_diff_hands_sum = deal_diff * r.hands as i64;
    Ok(r)
}

fn tally(r: &mut SimResult, o: &Outcome, a_seat: Seat) {
    r.a.count(o, a_seat);
    r.b.count(o, a_seat.other());
    match o.kind {
        OutcomeKind::Draw => r.draws += 1,
        OutcomeKind::Void => r.voids += 1,
        _ => {}
    }
}

/// Plays the pairs of `config` (see the module docs). Errors: `InvalidRules`; any error of
/// the rules core while playing (none expected: bots only play legal actions).
pub fn simulate(config: &SimConfig) -> Result<SimResult> {
    config.rules.validate()?;
    let threads = match config.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        t => t,
    }
    .max(1);
    let n = config.pairs;
    let mut total = SimResult::empty(config.mode);
    if threads == 1 || n < 2 {
        total.merge(&run_range(config, config.start, config.start + n)?);
        return Ok(total);
    }
    // Threads take chunks of pairs by index from a shared counter. Every count is an integer
    // sum, so the merged result does not depend on which thread played which chunk.
    let chunk = (n / (threads as u64 * 16)).clamp(1, 64);
    let chunks = n.div_ceil(chunk);
    let next = std::sync::atomic::AtomicU64::new(0);
    let parts: Vec<Result<SimResult>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads.min(chunks as usize))
            .map(|_| {
                s.spawn(|| {
                    let mut mine = SimResult::empty(config.mode);
                    loop {
                        let c = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if c >= chunks {
                            return Ok(mine);
                        }
                        let lo = config.start + c * chunk;
                        let hi = (lo + chunk).min(config.start + n);
                        mine.merge(&run_range(config, lo, hi)?);
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(GinError::InvalidState(
                        "a simulation thread panicked".into(),
                    ))
                })
            })
            .collect()
    });
    for p in parts {
        total.merge(&p?);
    }
    Ok(total)
}

fn run_range(config: &SimConfig, lo: u64, hi: u64) -> Result<SimResult> {
    let mut r = SimResult::empty(config.mode);
    for k in lo..hi {
        r.add_sums(&pair_result(config, k)?);
    }
    r.finish();
    Ok(r)
}
