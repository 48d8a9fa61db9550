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

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::Classic => "classic",
            Variant::Oklahoma => "oklahoma",
            Variant::Straight => "straight",
            Variant::Hollywood => "hollywood",
        })
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

impl fmt::Display for StockExhaustion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StockExhaustion::Draw => "draw",
            StockExhaustion::Reshuffle => "reshuffle",
        })
    }
}

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
    /// Checks the ranges: `knock_limit` in `0..=10`, `target_score` in `10..=1000`, every bonus
    /// in `0..=`[`MAX_BONUS`]. The error names the option, its value and the allowed range.
    pub fn validate(&self) -> Result<()> {
        let bad = |msg: String| Err(GinError::InvalidRules(msg));
        if self.knock_limit > 10 {
            return bad(format!(
                "knock_limit must be between 0 and 10, got {}",
                self.knock_limit
            ));
        }
        if !(10..=1000).contains(&self.target_score) {
            return bad(format!(
                "target_score must be between 10 and 1000, got {}",
                self.target_score
            ));
        }
        for (name, value) in [
            ("gin_bonus", self.gin_bonus),
            ("undercut_bonus", self.undercut_bonus),
            ("big_gin_bonus", self.big_gin_bonus),
            ("game_bonus", self.game_bonus),
            ("line_bonus", self.line_bonus),
        ] {
            if value > MAX_BONUS {
                return bad(format!(
                    "{name} must be between 0 and {MAX_BONUS}, got {value}"
                ));
            }
        }
        Ok(())
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
