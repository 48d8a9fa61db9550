//! Rule options: every option of `RULES.md` under its name.
//!
//! [`Rules`] is plain data with serde defaults, so `{}` is the default table and
//! `{"variant": "oklahoma", "target_score": 150}` changes just those two options. Unknown
//! option names are rejected (a typo must not silently fall back to a default), and
//! [`Rules::validate`] checks the ranges.
//!
//! ```
//! use ginrummy_rules::rules::{Rules, Variant};
//! let rules = Rules::from_json(r#"{"variant": "oklahoma", "target_score": 150}"#).unwrap();
//! assert_eq!(rules.variant, Variant::Oklahoma);
//! assert_eq!(rules.knock_limit, 10);
//! assert!(Rules::from_json(r#"{"knock_limt": 5}"#).is_err());
//! assert!(Rules::from_json(r#"{"knock_limit": 11}"#).is_err());
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, SPADES};
use crate::error::{GinError, Result};
pub use ginrummy_cards::options::{OptionKind, OptionValue, RuleOption};

/// The largest value allowed for each scoring bonus (`gin_bonus`, `undercut_bonus`,
/// `big_gin_bonus`, `game_bonus`, `line_bonus`). `RULES.md` gives no range; the bound keeps
/// every score far from integer overflow.
pub const MAX_BONUS: u32 = 1000;

/// Which game is played. See `RULES.md`, "Rule options".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Plain gin: knock with deadwood up to `knock_limit`.
    #[default]
    Classic,
    /// The first upcard of each hand sets its knock limit (its value, face cards 10; an ace
    /// means gin only); with `oklahoma_spades_double` a spade upcard doubles the hand's score.
    Oklahoma,
    /// Straight gin: no knocking, only gin or big gin ends a hand (knock limit 0).
    Straight,
    /// Three games scored at once (see [`crate::scoring`]).
    Hollywood,
}

impl Variant {
    /// Every variant, in the order of [`Variant::NAMES`].
    pub const ALL: [Variant; 4] = [
        Variant::Classic,
        Variant::Oklahoma,
        Variant::Straight,
        Variant::Hollywood,
    ];
    /// The names (serde and Display), the choices of the `variant` option.
    pub const NAMES: [&'static str; 4] = ["classic", "oklahoma", "straight", "hollywood"];

    /// The name, e.g. `"oklahoma"`.
    pub fn as_str(self) -> &'static str {
        Variant::NAMES[self as usize]
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What happens when the stock runs down to 2 cards after a discard (`RULES.md`, step 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StockExhaustion {
    /// The hand is a draw: nobody scores, the next hand is dealt (dealer alternates).
    #[default]
    Draw,
    /// The hand is void: it is redealt by the same dealer and is not a hand at all.
    Reshuffle,
}

impl StockExhaustion {
    /// Every choice, in the order of [`StockExhaustion::NAMES`].
    pub const ALL: [StockExhaustion; 2] = [StockExhaustion::Draw, StockExhaustion::Reshuffle];
    /// The names (serde and Display), the choices of the `stock_exhaustion` option.
    pub const NAMES: [&'static str; 2] = ["draw", "reshuffle"];

    /// The name, e.g. `"draw"`.
    pub fn as_str(self) -> &'static str {
        StockExhaustion::NAMES[self as usize]
    }
}

impl fmt::Display for StockExhaustion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One row of the option table: how to read the option from a [`Rules`].
struct OptionSpec {
    name: &'static str,
    kind: OptionKind,
    description: &'static str,
    get: fn(&Rules) -> OptionValue,
}

const fn int(minimum: u32, maximum: u32) -> OptionKind {
    OptionKind::Int { minimum, maximum }
}

/// The bounds of every scoring bonus.
const BONUS: OptionKind = int(0, MAX_BONUS);

/// THE table of rule options, in the field order of [`Rules`]: [`Rules::validate`] checks
/// these ranges and [`Rules::options`] publishes them, so each range is written once.
const OPTIONS: [OptionSpec; 12] = [
    OptionSpec {
        name: "knock_limit",
        kind: int(0, 10),
        description: "Maximum deadwood to knock (classic and hollywood).",
        get: |r| OptionValue::Int(u32::from(r.knock_limit)),
    },
    OptionSpec {
        name: "variant",
        kind: OptionKind::Choice {
            choices: &Variant::NAMES,
        },
        description: "The game: classic, oklahoma (the upcard sets the knock limit), straight (gin only) or hollywood (three games at once).",
        get: |r| OptionValue::Choice(r.variant.as_str()),
    },
    OptionSpec {
        name: "oklahoma_spades_double",
        kind: OptionKind::Bool,
        description: "Oklahoma only: a spade as the first upcard doubles the hand's score.",
        get: |r| OptionValue::Bool(r.oklahoma_spades_double),
    },
    OptionSpec {
        name: "gin_bonus",
        kind: BONUS,
        description: "Gin scores this plus the defender's deadwood.",
        get: |r| OptionValue::Int(r.gin_bonus),
    },
    OptionSpec {
        name: "undercut_bonus",
        kind: BONUS,
        description: "An undercut scores this plus the deadwood difference.",
        get: |r| OptionValue::Int(r.undercut_bonus),
    },
    OptionSpec {
        name: "big_gin_bonus",
        kind: BONUS,
        description: "Big gin scores this plus the defender's deadwood.",
        get: |r| OptionValue::Int(r.big_gin_bonus),
    },
    OptionSpec {
        name: "big_gin",
        kind: OptionKind::Bool,
        description: "Whether big gin (all 11 cards melded, no discard) is allowed.",
        get: |r| OptionValue::Bool(r.big_gin),
    },
    OptionSpec {
        name: "stock_exhaustion",
        kind: OptionKind::Choice {
            choices: &StockExhaustion::NAMES,
        },
        description: "When the stock runs down to 2 cards: the hand is a draw, or void and redealt (reshuffle).",
        get: |r| OptionValue::Choice(r.stock_exhaustion.as_str()),
    },
    OptionSpec {
        name: "target_score",
        kind: int(10, 1000),
        description: "A game ends when a player's total reaches this.",
        get: |r| OptionValue::Int(r.target_score),
    },
    OptionSpec {
        name: "game_bonus",
        kind: BONUS,
        description: "Bonus for the player who reached the target score.",
        get: |r| OptionValue::Int(r.game_bonus),
    },
    OptionSpec {
        name: "line_bonus",
        kind: BONUS,
        description: "Bonus per hand won (the line or box bonus).",
        get: |r| OptionValue::Int(r.line_bonus),
    },
    OptionSpec {
        name: "shutout",
        kind: OptionKind::Bool,
        description: "Whether a shutout doubles the winner's hand points.",
        get: |r| OptionValue::Bool(r.shutout),
    },
];

/// Every rule option of `RULES.md`, under its name. `Rules::default()` is the default table.
///
/// Serde: every field may be omitted (it takes its default); unknown fields are an error.
/// Deserializing does not check ranges: call [`Rules::validate`] (or use [`Rules::from_json`],
/// which does). Every constructor of a deal or match validates its rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Maximum deadwood to knock, `0..=10` (default 10). Used by `classic` and `hollywood`;
    /// `oklahoma` takes the limit from the first upcard instead and `straight` uses 0.
    pub knock_limit: u8,
    /// The variant (default `classic`).
    pub variant: Variant,
    /// Oklahoma only: a spade as the first upcard doubles the hand's score (default true).
    pub oklahoma_spades_double: bool,
    /// Gin scores `gin_bonus` plus the defender's deadwood (default 25).
    pub gin_bonus: u32,
    /// An undercut scores `undercut_bonus` plus the deadwood difference (default 25).
    pub undercut_bonus: u32,
    /// Big gin scores `big_gin_bonus` plus the defender's deadwood (default 31).
    pub big_gin_bonus: u32,
    /// Whether big gin (all 11 cards melded, no discard) is allowed (default true).
    pub big_gin: bool,
    /// Stock exhaustion: `draw` (default) or `reshuffle`.
    pub stock_exhaustion: StockExhaustion,
    /// A game ends when a player's total reaches this, `10..=1000` (default 100).
    pub target_score: u32,
    /// Bonus for the player who reached the target (default 100).
    pub game_bonus: u32,
    /// Bonus per hand won (the "line" or "box" bonus, default 25).
    pub line_bonus: u32,
    /// Whether a shutout doubles the winner's hand points (default true).
    pub shutout: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            knock_limit: 10,
            variant: Variant::Classic,
            oklahoma_spades_double: true,
            gin_bonus: 25,
            undercut_bonus: 25,
            big_gin_bonus: 31,
            big_gin: true,
            stock_exhaustion: StockExhaustion::Draw,
            target_score: 100,
            game_bonus: 100,
            line_bonus: 25,
            shutout: true,
        }
    }
}

impl Rules {
    /// Checks the ranges of the option table ([`Rules::options`]): `knock_limit` in `0..=10`,
    /// `target_score` in `10..=1000`, every bonus in `0..=`[`MAX_BONUS`]. The error names the
    /// option, its value and the allowed range. (Choices and booleans are checked by their
    /// types when parsing.)
    pub fn validate(&self) -> Result<()> {
        for spec in &OPTIONS {
            if let (OptionKind::Int { minimum, maximum }, OptionValue::Int(value)) =
                (spec.kind, (spec.get)(self))
            {
                if !(minimum..=maximum).contains(&value) {
                    return Err(GinError::InvalidRules(format!(
                        "{} must be between {minimum} and {maximum}, got {value}",
                        spec.name
                    )));
                }
            }
        }
        Ok(())
    }

    /// Every rule option, in field order, with its kind, allowed values (the ranges
    /// [`Rules::validate`] enforces, from the same table), default and a one-line description.
    ///
    /// ```
    /// use ginrummy_rules::rules::{OptionKind, Rules};
    /// let options = Rules::options();
    /// assert_eq!(options[0].name, "knock_limit");
    /// assert_eq!(options[0].kind, OptionKind::Int { minimum: 0, maximum: 10 });
    /// ```
    pub fn options() -> Vec<RuleOption> {
        let defaults = Rules::default();
        OPTIONS
            .iter()
            .map(|spec| RuleOption {
                name: spec.name,
                kind: spec.kind,
                default: (spec.get)(&defaults),
                description: spec.description,
            })
            .collect()
    }

    /// [`Rules::options`] as JSON: a list of
    /// `{"name", "kind", "minimum", "maximum" | "choices", "default", "description"}`.
    pub fn options_json() -> String {
        serde_json::to_string(&Rules::options()).expect("rule options serialize")
    }

    /// The effective knock limit of a hand whose first upcard is `first_upcard`:
    /// `straight`: 0 (gin only); `oklahoma`: the upcard's deadwood value (face cards 10), but
    /// an ace means gin only (0) — `knock_limit` is not used; otherwise `knock_limit`.
    pub fn knock_limit_for(&self, first_upcard: Card) -> u32 {
        match self.variant {
            Variant::Straight => 0,
            Variant::Oklahoma if first_upcard.rank() == 0 => 0,
            Variant::Oklahoma => first_upcard.value(),
            Variant::Classic | Variant::Hollywood => u32::from(self.knock_limit),
        }
    }

    /// Why the knock limit of a hand is what it is, appended to error messages: `""` for
    /// `classic` and `hollywood`, `" (straight gin: gin only)"`,
    /// `" (Oklahoma with an ace upcard: gin only)"`, `" (Oklahoma: the first upcard's value)"`.
    pub fn knock_limit_note(&self, first_upcard: Card) -> &'static str {
        match self.variant {
            Variant::Straight => " (straight gin: gin only)",
            Variant::Oklahoma if first_upcard.rank() == 0 => {
                " (Oklahoma with an ace upcard: gin only)"
            }
            Variant::Oklahoma => " (Oklahoma: the first upcard's value)",
            Variant::Classic | Variant::Hollywood => "",
        }
    }

    /// Whether every score of a hand with this first upcard is doubled: Oklahoma with
    /// `oklahoma_spades_double` and a spade upcard.
    pub fn doubles_hand(&self, first_upcard: Card) -> bool {
        self.variant == Variant::Oklahoma
            && self.oklahoma_spades_double
            && first_upcard.suit() == SPADES
    }

    /// Number of games scored at once: 3 for Hollywood, else 1.
    pub fn games(&self) -> usize {
        if self.variant == Variant::Hollywood {
            3
        } else {
            1
        }
    }

    /// The rules as JSON (every option written out).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("rules serialize")
    }

    /// Parses and validates rules from JSON; missing options take their defaults.
    /// Errors: `InvalidRules` (bad JSON, unknown option, value out of range).
    pub fn from_json(json: &str) -> Result<Rules> {
        let rules: Rules = serde_json::from_str(json)
            .map_err(|e| GinError::InvalidRules(format!("invalid rules: {e}")))?;
        rules.validate()?;
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trip() {
        let r = Rules::from_json("{}").unwrap();
        assert_eq!(r, Rules::default());
        assert_eq!(Rules::from_json(&r.to_json()).unwrap(), r);
        let j = r.to_json();
        for name in [
            "knock_limit",
            "variant",
            "oklahoma_spades_double",
            "gin_bonus",
            "undercut_bonus",
            "big_gin_bonus",
            "big_gin",
            "stock_exhaustion",
            "target_score",
            "game_bonus",
            "line_bonus",
            "shutout",
        ] {
            assert!(j.contains(&format!("\"{name}\"")), "{name} in {j}");
        }
    }

    #[test]
    fn validation_messages() {
        let e = |j: &str| Rules::from_json(j).unwrap_err().to_string();
        assert_eq!(
            e(r#"{"knock_limit": 11}"#),
            "knock_limit must be between 0 and 10, got 11"
        );
        assert_eq!(
            e(r#"{"target_score": 5}"#),
            "target_score must be between 10 and 1000, got 5"
        );
        assert_eq!(
            e(r#"{"target_score": 1001}"#),
            "target_score must be between 10 and 1000, got 1001"
        );
        assert!(e(r#"{"gin_bonus": 1001}"#).contains("gin_bonus"));
        assert!(e(r#"{"bogus": 1}"#).contains("unknown field"));
        assert!(e(r#"{"variant": "gin"}"#).contains("unknown variant"));
        assert!(Rules::from_json(r#"{"knock_limit": 0, "target_score": 10}"#).is_ok());
        assert!(Rules::from_json(r#"{"target_score": 1000}"#).is_ok());
    }

    #[test]
    fn option_table_matches_the_type_and_validation() {
        let options = Rules::options();
        let defaults: serde_json::Value =
            serde_json::from_str(&Rules::default().to_json()).unwrap();
        let fields = defaults.as_object().unwrap();
        // Every field, in order, once; the default is the field's default.
        let names: Vec<&str> = options.iter().map(|o| o.name).collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        assert_eq!(
            sorted,
            fields.keys().map(String::as_str).collect::<Vec<_>>()
        );
        let json = Rules::default().to_json();
        let at = |name: &str| json.find(&format!("\"{name}\":")).unwrap();
        assert!(names.windows(2).all(|w| at(w[0]) < at(w[1])), "field order");
        for o in &options {
            let default = serde_json::to_value(o.default).unwrap();
            assert_eq!(&default, &fields[o.name], "{}", o.name);
            let with = |v: serde_json::Value| {
                let mut m = fields.clone();
                m.insert(o.name.to_string(), v);
                Rules::from_json(&serde_json::Value::Object(m).to_string())
            };
            match o.kind {
                OptionKind::Int { minimum, maximum } => {
                    assert!(with(minimum.into()).is_ok(), "{}", o.name);
                    assert!(with(maximum.into()).is_ok(), "{}", o.name);
                    assert!(with((maximum + 1).into()).is_err(), "{}", o.name);
                    assert!(with((i64::from(minimum) - 1).into()).is_err(), "{}", o.name);
                }
                OptionKind::IntChoice { .. } => unreachable!("Gin has no int_choice option"),
                OptionKind::Bool => {
                    assert!(with(true.into()).is_ok() && with(false.into()).is_ok());
                    assert!(with(1.into()).is_err(), "{}", o.name);
                }
                OptionKind::Choice { choices } => {
                    for c in choices {
                        assert!(with((*c).into()).unwrap().to_json().contains(c));
                    }
                    assert!(with("bogus".into()).is_err(), "{}", o.name);
                }
            }
        }
        for v in Variant::ALL {
            assert_eq!(serde_json::to_value(v).unwrap(), v.as_str());
        }
        for v in StockExhaustion::ALL {
            assert_eq!(serde_json::to_value(v).unwrap(), v.as_str());
        }
        let json: serde_json::Value = serde_json::from_str(&Rules::options_json()).unwrap();
        assert_eq!(
            json[0],
            serde_json::json!({"name": "knock_limit", "kind": "int", "minimum": 0, "maximum": 10,
                "default": 10, "description": options[0].description})
        );
        assert_eq!(json[1]["choices"], serde_json::json!(Variant::NAMES));
        assert_eq!(json[2]["kind"], "bool");
    }

    #[test]
    fn knock_limits() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        let mut r = Rules::default();
        assert_eq!(r.knock_limit_for(c("As")), 10);
        r.knock_limit = 7;
        assert_eq!(r.knock_limit_for(c("As")), 7);
        r.variant = Variant::Straight;
        assert_eq!(r.knock_limit_for(c("Kd")), 0);
        r.variant = Variant::Oklahoma;
        assert_eq!(r.knock_limit_for(c("Ad")), 0);
        assert_eq!(r.knock_limit_for(c("3d")), 3);
        assert_eq!(r.knock_limit_for(c("Qd")), 10);
        assert!(r.doubles_hand(c("3s")));
        assert!(!r.doubles_hand(c("3d")));
        r.oklahoma_spades_double = false;
        assert!(!r.doubles_hand(c("3s")));
    }
}
