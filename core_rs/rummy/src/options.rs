//! Every rule option of `RULES-RUMMY.md` under its name: [`RummyOptions`].
//!
//! Plain data with serde defaults: `{}` is the default table, unknown names are refused (a typo
//! must not fall back to a default), and [`RummyOptions::validate`] checks the bounds of the
//! one table ([`RummyOptions::options`] publishes it in the house's shape,
//! [`ginrummy_cards::options::RuleOption`], as Gin publishes its own).
//!
//! `target_score` left out (`null`) means the default of the table's size: 100 for 2 seats,
//! 150 for 3, 200 for 4 ([`RummyOptions::target_for`]).
//!
//! ```
//! use ginrummy_rummy::options::{Aces, RummyOptions};
//! use ginrummy_cards::Seats;
//! let o = RummyOptions::from_json(r#"{"aces": "high_or_low", "jokers": 2}"#).unwrap();
//! assert_eq!(o.aces, Aces::HighOrLow);
//! assert_eq!(o.target_for(Seats::new(3)), 150);
//! assert!(RummyOptions::from_json(r#"{"jokers": 1}"#).is_err());
//! assert!(RummyOptions::from_json(r#"{"jokerz": 2}"#).is_err());
//! ```

use ginrummy_cards::options::{OptionKind, OptionValue, RuleOption};
use ginrummy_cards::Seats;
use serde::{Deserialize, Serialize};

use crate::error::{Result, RummyError};

/// The fewest and most seats of classic Rummy.
pub const MIN_SEATS: usize = 2;
/// The most seats of classic Rummy.
pub const MAX_SEATS: usize = 4;

/// A named choice: its serde names, in the order of its `ALL`.
macro_rules! choice {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vm])* $variant),+
        }

        impl $name {
            /// Every choice, in the order of `NAMES`.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The names (serde), the option's choices.
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            /// The name.
            pub fn as_str(self) -> &'static str {
                Self::NAMES[self as usize]
            }
        }
    };
}

choice!(
    /// How aces rank.
    Aces {
        /// Ace low only: A-2-3 is a run, Q-K-A is not; an ace is worth 1.
        #[default]
        Low = "low",
        /// Q-K-A and A-2-3 are runs, K-A-2 is not; an ace is worth 15.
        HighOrLow = "high_or_low",
    }
);

choice!(
    /// How the discard pile becomes the new stock (rule 5).
    ReshuffleMode {
        /// A new shuffle of the pile (except its top card).
        #[default]
        Shuffle = "shuffle",
        /// The old rule: the pile turned over unshuffled (its oldest card on top).
        Turn = "turn",
    }
);

choice!(
    /// How hands are scored.
    Scoring {
        /// The winner scores the value of every other hand; the first to the target wins.
        #[default]
        WinnerTakesAll = "winner_takes_all",
        /// Each loser adds its own hand's value; reaching the target loses, the lowest wins.
        Penalty = "penalty",
    }
);

/// Every rule option of classic Rummy. See the module docs.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RummyOptions {
    /// `low` (default) or `high_or_low`.
    pub aces: Aces,
    /// Wild jokers in the deck: 0 (default) or 2.
    pub jokers: u8,
    /// Whether a hand must end with a discard (default false).
    pub must_discard_to_go_out: bool,
    /// How many times a hand's stock may be rebuilt, `0..=3` (default 1; 0 is block rummy).
    pub reshuffles: u8,
    /// `shuffle` (default) or `turn`.
    pub reshuffle_mode: ReshuffleMode,
    /// `winner_takes_all` (default) or `penalty`.
    pub scoring: Scoring,
    /// The match's target, `50..=1000`; `None`: 100, 150 or 200 for 2, 3 or 4 seats.
    pub target_score: Option<u32>,
    /// A hand still going at turn `turn_limit + 1` is a stalemate, `50..=10000` (default 300).
    pub turn_limit: u32,
}

impl Default for RummyOptions {
    fn default() -> RummyOptions {
        RummyOptions {
            aces: Aces::Low,
            jokers: 0,
            must_discard_to_go_out: false,
            reshuffles: 1,
            reshuffle_mode: ReshuffleMode::Shuffle,
            scoring: Scoring::WinnerTakesAll,
            target_score: None,
            turn_limit: 300,
        }
    }
}

/// One row of the option table: how to read the option's value.
struct OptionSpec {
    name: &'static str,
    kind: OptionKind,
    description: &'static str,
    get: fn(&RummyOptions, Seats) -> OptionValue,
}

/// THE table of options in field order: validation and publication both read it.
const OPTIONS: [OptionSpec; 8] = [
    OptionSpec {
        name: "aces",
        kind: OptionKind::Choice { choices: Aces::NAMES },
        description: "low: the ace is low only and worth 1; high_or_low: Q-K-A and A-2-3 are runs (not K-A-2) and an ace is worth 15.",
        get: |o, _| OptionValue::Choice(o.aces.as_str()),
    },
    OptionSpec {
        name: "jokers",
        kind: OptionKind::IntChoice { choices: &[0, 2] },
        description: "Wild jokers in the deck (worth 15); a joker on the table may be swapped for the card it stands for.",
        get: |o, _| OptionValue::Int(u32::from(o.jokers)),
    },
    OptionSpec {
        name: "must_discard_to_go_out",
        kind: OptionKind::Bool,
        description: "Whether the last card must go by a discard (no meld or lay-off of the last card).",
        get: |o, _| OptionValue::Bool(o.must_discard_to_go_out),
    },
    OptionSpec {
        name: "reshuffles",
        kind: OptionKind::Int { minimum: 0, maximum: 3 },
        description: "How many times the discard pile may become the stock in a hand; the next exhaustion is a stalemate (0: block rummy).",
        get: |o, _| OptionValue::Int(u32::from(o.reshuffles)),
    },
    OptionSpec {
        name: "reshuffle_mode",
        kind: OptionKind::Choice { choices: ReshuffleMode::NAMES },
        description: "shuffle: the pile is shuffled into the new stock; turn: it is turned over unshuffled.",
        get: |o, _| OptionValue::Choice(o.reshuffle_mode.as_str()),
    },
    OptionSpec {
        name: "scoring",
        kind: OptionKind::Choice { choices: Scoring::NAMES },
        description: "winner_takes_all: the winner scores the other hands; penalty: each loser scores its own hand, reaching the target loses.",
        get: |o, _| OptionValue::Choice(o.scoring.as_str()),
    },
    OptionSpec {
        name: "target_score",
        kind: OptionKind::Int { minimum: 50, maximum: 1000 },
        description: "The match's target (default 100, 150 or 200 for 2, 3 or 4 players).",
        get: |o, seats| OptionValue::Int(o.target_for(seats)),
    },
    OptionSpec {
        name: "turn_limit",
        kind: OptionKind::Int { minimum: 50, maximum: 10000 },
        description: "A hand still going after this many turns is a stalemate.",
        get: |o, _| OptionValue::Int(o.turn_limit),
    },
];

impl RummyOptions {
    /// Checks every option against the table. The error names the option, its value and the
    /// allowed values.
    pub fn validate(&self) -> Result<()> {
        for spec in &OPTIONS {
            let value = (spec.get)(self, Seats::new(MIN_SEATS as u8));
            let given = spec.name != "target_score" || self.target_score.is_some();
            if given && !spec.kind.allows(value) {
                let shown = serde_json::to_string(&value).expect("a value serializes");
                return Err(RummyError::InvalidOptions(format!(
                    "{} must be {}, got {shown}",
                    spec.name,
                    spec.kind.describe()
                )));
            }
        }
        Ok(())
    }

    /// The target of a match at a table of `seats`: `target_score`, or 100 / 150 / 200 for 2 /
    /// 3 / 4 seats.
    pub fn target_for(&self, seats: Seats) -> u32 {
        self.target_score
            .unwrap_or(50 * seats.count().max(MIN_SEATS) as u32)
    }

    /// Every option in field order with its kind, allowed values, default (for a table of
    /// `seats`: `target_score`'s depends on it) and one line of meaning.
    pub fn options(seats: Seats) -> Vec<RuleOption> {
        let defaults = RummyOptions::default();
        OPTIONS
            .iter()
            .map(|spec| RuleOption {
                name: spec.name,
                kind: spec.kind,
                default: (spec.get)(&defaults, seats),
                description: spec.description,
            })
            .collect()
    }

    /// Whether aces are high or low (`aces: high_or_low`).
    pub fn ace_high_or_low(&self) -> bool {
        self.aces == Aces::HighOrLow
    }

    /// Parses and validates options from JSON; missing options take their defaults.
    pub fn from_json(json: &str) -> Result<RummyOptions> {
        let options: RummyOptions = serde_json::from_str(json)
            .map_err(|e| RummyError::InvalidOptions(format!("invalid options: {e}")))?;
        options.validate()?;
        Ok(options)
    }

    /// The options as JSON (every option written out).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("options serialize")
    }
}

/// The table of `count` seats, checked: classic Rummy seats 2 to 4.
pub fn seats(count: usize) -> Result<Seats> {
    if (MIN_SEATS..=MAX_SEATS).contains(&count) {
        Ok(Seats::try_new(count).expect("2 to 4 seats exist"))
    } else {
        Err(RummyError::InvalidOptions(format!(
            "classic Rummy seats 2 to 4 players, got {count}"
        )))
    }
}
