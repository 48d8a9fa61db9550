//! The command line.

use std::time::{SystemTime, UNIX_EPOCH};

use crate::error::{Error, Result};

/// The usage text of `--help`.
pub const USAGE: &str = "\
ginrummy-loadgen: HTTP bots playing every seat of their own ginrummy matches

Options:
  --url URL            server base URL, http://host:port (repeatable: client i uses url i mod n;
                       default http://127.0.0.1:8000)
  --clients N          concurrent clients, one thread and one connection each (64)
  --seconds S          length of the measured phase (20)
  --warmup-moves K     moves each client plays before the measured phase (4)
  --seed X             RNG seed; client i uses seed X + i (0)
  --game G             gin (POST /matches) or rummy (POST /rummy/matches) (gin)
  --seats N            seats of each match, one player each: 2 for gin, 2-4 for rummy (the
                       game's fewest: 2)
  --target T           the matches' target_score (gin: 100; rummy: the server's default for
                       the seat count)
  --rate R             moves per second of all clients together in the measured phase, each
                       client pacing its moves evenly (0: as fast as the server answers; 0)
  --run NAME           prefix of the player names, unique per run (t<unix time>)

Prints MEASURING and DONE on stderr when the measured phase starts and ends, and one JSON
report on stdout.";

/// The longest `--run` accepted: player names must stay within 32 characters.
const MAX_RUN_LEN: usize = 16;

/// Gin's target score when `--target` is not given.
pub const GIN_TARGET: u32 = 100;

/// The game each bot plays, and its seat count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// Gin rummy at `/matches`: two seats.
    Gin,
    /// Classic Rummy at `/rummy/matches`, with this many seats (2 to 4).
    Rummy { seats: usize },
}

/// What the load generator is asked to do.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub urls: Vec<String>,
    pub clients: usize,
    pub seconds: f64,
    pub warmup_moves: u64,
    pub seed: u64,
    pub game: Game,
    /// `--target`; `None`: Gin's [`GIN_TARGET`], Rummy's server default.
    pub target: Option<u32>,
    /// Moves per second of all clients together; `0.0`: unpaced.
    pub rate: f64,
    pub run: String,
}

/// A parsed command line: a run, or a request for the usage text.
#[derive(Debug, PartialEq)]
pub enum Command {
    Run(Config),
    Help,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            urls: Vec::new(),
            clients: 64,
            seconds: 20.0,
            warmup_moves: 4,
            seed: 0,
            game: Game::Gin,
            target: None,
            rate: 0.0,
            run: default_run(),
        }
    }
}

/// `t<unix time>`: unique enough for runs started a second or more apart.
fn default_run() -> String {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("t{now}")
}

/// Parses the arguments (without the program name).
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command> {
    let mut config = Config::default();
    let (mut game, mut seats): (Option<String>, Option<usize>) = (None, None);
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        if flag == "-h" || flag == "--help" {
            return Ok(Command::Help);
        }
        let value = args
            .next()
            .ok_or_else(|| Error::Usage(format!("{flag} needs a value")))?;
        match flag.as_str() {
            "--url" => config.urls.push(value),
            "--clients" => config.clients = number(&flag, &value)?,
            "--seconds" => config.seconds = number(&flag, &value)?,
            "--warmup-moves" => config.warmup_moves = number(&flag, &value)?,
            "--seed" => config.seed = number(&flag, &value)?,
            "--game" => game = Some(value),
            "--seats" => seats = Some(number(&flag, &value)?),
            "--target" => config.target = Some(number(&flag, &value)?),
            "--rate" => config.rate = number(&flag, &value)?,
            "--run" => config.run = value,
            _ => return Err(Error::Usage(format!("unknown option {flag} (see --help)"))),
        }
    }
    if config.urls.is_empty() {
        config.urls.push("http://127.0.0.1:8000".to_owned());
    }
    config.game = game_of(game.as_deref(), seats)?;
    validate(&config)?;
    Ok(Command::Run(config))
}

/// The game `--game` and `--seats` name (omitted: Gin; a game's fewest seats).
fn game_of(name: Option<&str>, seats: Option<usize>) -> Result<Game> {
    match (name.unwrap_or("gin"), seats) {
        ("gin", None | Some(2)) => Ok(Game::Gin),
        ("gin", Some(_)) => Err(Error::Usage("--seats: gin is played by 2 seats".to_owned())),
        ("rummy", seats @ (None | Some(2..=4))) => Ok(Game::Rummy {
            seats: seats.unwrap_or(2),
        }),
        ("rummy", Some(_)) => Err(Error::Usage(
            "--seats: rummy is played by 2 to 4 seats".to_owned(),
        )),
        (other, _) => Err(Error::Usage(format!("--game: gin or rummy, not {other:?}"))),
    }
}

/// The value of `flag` as a number.
fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T> {
    value
        .parse()
        .map_err(|_| Error::Usage(format!("{flag}: not a valid number: {value:?}")))
}

/// Checks what the types do not.
fn validate(config: &Config) -> Result<()> {
    if config.clients == 0 {
        return Err(Error::Usage("--clients must be at least 1".to_owned()));
    }
    if !(config.seconds.is_finite() && config.seconds > 0.0) {
        return Err(Error::Usage("--seconds must be positive".to_owned()));
    }
    if !(config.rate.is_finite() && config.rate >= 0.0) {
        return Err(Error::Usage("--rate must be 0 or positive".to_owned()));
    }
    let run = config.run.as_bytes();
    let valid = !run.is_empty()
        && run.len() <= MAX_RUN_LEN
        && run[0].is_ascii_alphanumeric()
        && run
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || b"_.-".contains(&c));
    if !valid {
        return Err(Error::Usage(format!(
            "--run must be 1-{MAX_RUN_LEN} characters of [A-Za-z0-9_.-] starting with a letter \
             or digit (it prefixes player names)"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn defaults_and_repeated_urls() {
        let Command::Run(config) = parse(args(
            "--url http://a:1 --url http://b:2 --clients 8 --seconds 1.5 --run r1",
        ))
        .unwrap() else {
            panic!("expected a run")
        };
        assert_eq!(config.urls, ["http://a:1", "http://b:2"]);
        assert_eq!(config.clients, 8);
        assert_eq!(config.seconds, 1.5);
        assert_eq!(
            (config.warmup_moves, config.seed, config.target),
            (4, 0, None)
        );
        assert_eq!(config.game, Game::Gin);
        assert_eq!(config.rate, 0.0);
        assert_eq!(config.run, "r1");

        let Command::Run(config) = parse(Vec::new()).unwrap() else {
            panic!("expected a run")
        };
        assert_eq!(config.urls, ["http://127.0.0.1:8000"]);
        assert!(config.run.starts_with('t'));
    }

    #[test]
    fn a_rate_for_all_clients() {
        let Command::Run(config) = parse(args("--clients 4 --rate 400")).unwrap() else {
            panic!("expected a run")
        };
        assert_eq!(config.rate, 400.0);
    }

    #[test]
    fn a_game_and_its_seats() {
        let game = |text: &str| match parse(args(text)).unwrap() {
            Command::Run(config) => config.game,
            Command::Help => panic!("expected a run"),
        };
        assert_eq!(game("--game gin --seats 2"), Game::Gin);
        assert_eq!(game("--game rummy --seats 4"), Game::Rummy { seats: 4 });
        assert_eq!(game("--seats 3 --game rummy"), Game::Rummy { seats: 3 });
        assert_eq!(game("--game rummy"), Game::Rummy { seats: 2 });
        let Command::Run(config) = parse(args("--game rummy --target 50")).unwrap() else {
            panic!("expected a run")
        };
        assert_eq!(config.target, Some(50));
    }

    #[test]
    fn rejects_bad_input() {
        assert!(parse(args("--seats 4")).is_err());
        assert!(parse(args("--game rummy --seats 5")).is_err());
        assert!(parse(args("--game rummy --seats 1")).is_err());
        assert!(parse(args("--game rummy --seats x")).is_err());
        assert!(parse(args("--game chess")).is_err());
        assert!(parse(args("--clients")).is_err());
        assert!(parse(args("--clients x")).is_err());
        assert!(parse(args("--clients 0")).is_err());
        assert!(parse(args("--seconds -1")).is_err());
        assert!(parse(args("--rate -5")).is_err());
        assert!(parse(args("--rate nan")).is_err());
        assert!(parse(args("--bogus 1")).is_err());
        assert!(parse(args("--run -x")).is_err());
        assert!(parse(args("--run a-very-long-run-name")).is_err());
        assert_eq!(parse(args("--help")).unwrap(), Command::Help);
    }
}
