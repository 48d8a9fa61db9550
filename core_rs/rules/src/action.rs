//! Actions a seat can take in a deal, with their text and JSON forms (`DESIGN.md`, "Actions").
//!
//! Text form (Display / FromStr):
//!
//! | action | text |
//! |---|---|
//! | [`Action::TakeUpcard`] | `take_upcard` |
//! | [`Action::PassUpcard`] | `pass_upcard` |
//! | [`Action::DrawStock`] | `draw_stock` |
//! | [`Action::DrawDiscard`] | `draw_discard` |
//! | [`Action::Discard`] | `discard 7h` |
//! | [`Action::Knock`] | `knock 7h`, or `knock 7h melds As2s3s 4c4d4h` (each meld's cards without spaces; `knock 7h melds` alone declares no melds) |
//! | [`Action::BigGin`] | `big_gin` |
//! | [`Action::LayOff`] | `lay_off 7h 0` (card, then the knocker meld's index) |
//! | [`Action::FinishLayoff`] | `finish_layoff` |
//!
//! JSON (serde, internally tagged by `type`, unknown fields rejected):
//! `{"type": "discard", "card": "7h"}`,
//! `{"type": "knock", "discard": "7h", "melds": [["As","2s","3s"], ["4c","4d","4h"]]}` (`melds`
//! optional), `{"type": "lay_off", "card": "7h", "meld": 0}`, `{"type": "draw_stock"}`, ...
//!
//! ```
//! use ginrummy_rules::action::Action;
//! let a: Action = "knock 7h melds As2s3s 4c4d4h".parse().unwrap();
//! assert_eq!(a.to_string(), "knock 7h melds As2s3s 4c4d4h");
//! let j = serde_json::to_string(&Action::Discard("7h".parse().unwrap())).unwrap();
//! assert_eq!(j, r#"{"type":"discard","card":"7h"}"#);
//! assert!("discard".parse::<Action>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet};
use crate::error::{GinError, Reason, Result};

/// One move of one seat. Which seat acts is the deal's `to_act()`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "ActionJson", from = "ActionJson")]
pub enum Action {
    /// First turn: take the upcard (then discard, knock or declare big gin).
    TakeUpcard,
    /// First turn: pass the upcard.
    PassUpcard,
    /// Draw the top card of the stock.
    DrawStock,
    /// Draw the top card of the discard pile.
    DrawDiscard,
    /// Discard this card face up; the turn passes.
    Discard(Card),
    /// Knock: discard `discard` face down and lay out the other 10 cards. `melds: None` means
    /// the best arrangement ([`crate::melds::arrange`]); `Some(melds)` declares these melds
    /// (valid, disjoint, from the 10 kept cards, leaving deadwood within the knock limit).
    /// Deadwood 0 is gin.
    Knock {
        /// The card discarded face down.
        discard: Card,
        /// The declared melds, or `None` for the best arrangement.
        melds: Option<Vec<CardSet>>,
    },
    /// Big gin: all 11 cards meld; the hand ends without a discard.
    BigGin,
    /// The defender lays off `card` onto the knocker's meld number `meld` (as extended so far).
    LayOff {
        /// The defender's card.
        card: Card,
        /// Index into the knocker's melds.
        meld: usize,
    },
    /// The defender is done laying off; the hand is scored.
    FinishLayoff,
}

impl Action {
    /// The action's name as in the text form: `take_upcard`, `discard`, `knock`, ...
    pub fn name(&self) -> &'static str {
        match self {
            Action::TakeUpcard => "take_upcard",
            Action::PassUpcard => "pass_upcard",
            Action::DrawStock => "draw_stock",
            Action::DrawDiscard => "draw_discard",
            Action::Discard(_) => "discard",
            Action::Knock { .. } => "knock",
            Action::BigGin => "big_gin",
            Action::LayOff { .. } => "lay_off",
            Action::FinishLayoff => "finish_layoff",
        }
    }

    /// Every action of every kind naming any card, and lay-offs onto meld indexes
    /// `0..meld_indexes` (knocks without declared melds, as legal actions list them): what a
    /// state sorts into legal and refused, for exhaustive tests. Kinds without fields first,
    /// then by card: discard, knock, lay-offs.
    pub fn every(meld_indexes: usize) -> Vec<Action> {
        let mut all = vec![
            Action::TakeUpcard,
            Action::PassUpcard,
            Action::DrawStock,
            Action::DrawDiscard,
            Action::BigGin,
            Action::FinishLayoff,
        ];
        for card in Card::all() {
            all.push(Action::Discard(card));
            all.push(Action::Knock {
                discard: card,
                melds: None,
            });
            all.extend((0..meld_indexes).map(|meld| Action::LayOff { card, meld }));
        }
        all
    }

    /// The action as JSON, e.g. `{"type":"discard","card":"7h"}`.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("actions serialize")
    }

    /// Parses the JSON form. Errors: `IllegalAction` (malformed), naming what was wrong.
    pub fn from_json(json: &str) -> Result<Action> {
        serde_json::from_str(json)
            .map_err(|e| GinError::illegal(Reason::Malformed, format!("invalid action JSON: {e}")))
    }
}

/// Writes a meld's cards without spaces, sorted by rank then suit: `As2s3s`.
fn meld_text(meld: CardSet) -> String {
    meld.sorted_by_rank().iter().map(Card::to_string).collect()
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Discard(c) => write!(f, "discard {c}"),
            Action::Knock { discard, melds } => {
                write!(f, "knock {discard}")?;
                if let Some(melds) = melds {
                    f.write_str(" melds")?;
                    for m in melds {
                        write!(f, " {}", meld_text(*m))?;
                    }
                }
                Ok(())
            }
            Action::LayOff { card, meld } => write!(f, "lay_off {card} {meld}"),
            other => f.write_str(other.name()),
        }
    }
}

/// Parses a meld written without spaces (`As2s3s`) into a set; errors on odd length, unknown
/// cards and duplicates.
fn parse_meld(token: &str) -> Result<CardSet> {
    if token.is_empty() || token.len() & 1 == 1 || !token.is_ascii() {
        return Err(GinError::illegal(
            Reason::Malformed,
            format!("invalid meld {token:?}: write a meld's cards without spaces, like As2s3s"),
        ));
    }
    let cards = (0..token.len())
        .step_by(2)
        .map(|i| token[i..i + 2].parse::<Card>())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(CardSet::from_cards(cards)?)
}

impl FromStr for Action {
    type Err = GinError;

    /// Parses the text form strictly: the exact verb, the exact number of arguments.
    /// Errors: `IllegalAction` for the shape, `InvalidCards` for a bad card.
    fn from_str(s: &str) -> Result<Action> {
        let tokens: Vec<&str> = s.split_whitespace().collect();
        let Some((&verb, args)) = tokens.split_first() else {
            return Err(GinError::illegal(
                Reason::Malformed,
                "empty action: expected one of take_upcard, pass_upcard, draw_stock, \
                 draw_discard, discard CARD, knock CARD [melds MELD...], big_gin, \
                 lay_off CARD MELD_INDEX, finish_layoff",
            ));
        };
        let arity = |want: usize, usage: &str| -> Result<()> {
            if args.len() == want {
                Ok(())
            } else {
                Err(GinError::illegal(
                    Reason::Malformed,
                    format!("invalid action {s:?}: usage: {usage}"),
                ))
            }
        };
        match verb {
            "take_upcard" | "pass_upcard" | "draw_stock" | "draw_discard" | "big_gin"
            | "finish_layoff" => {
                arity(0, verb)?;
                Ok(match verb {
                    "take_upcard" => Action::TakeUpcard,
                    "pass_upcard" => Action::PassUpcard,
                    "draw_stock" => Action::DrawStock,
                    "draw_discard" => Action::DrawDiscard,
                    "big_gin" => Action::BigGin,
                    _ => Action::FinishLayoff,
                })
            }
            "discard" => {
                arity(1, "discard CARD")?;
                Ok(Action::Discard(args[0].parse()?))
            }
            "knock" => {
                let usage =
                    "knock CARD [melds MELD ...] (a meld's cards without spaces, like As2s3s)";
                match args {
                    [card] => Ok(Action::Knock {
                        discard: card.parse()?,
                        melds: None,
                    }),
                    [card, "melds", melds @ ..] => Ok(Action::Knock {
                        discard: card.parse()?,
                        melds: Some(
                            melds
                                .iter()
                                .map(|m| parse_meld(m))
                                .collect::<Result<Vec<_>>>()?,
                        ),
                    }),
                    _ => Err(GinError::illegal(
                        Reason::Malformed,
                        format!("invalid action {s:?}: usage: {usage}"),
                    )),
                }
            }
            "lay_off" => {
                arity(2, "lay_off CARD MELD_INDEX")?;
                let card = args[0].parse()?;
                let meld = args[1].parse::<usize>().map_err(|_| {
                    GinError::illegal(
                        Reason::Malformed,
                        format!(
                            "invalid action {s:?}: the meld index {:?} is not a number",
                            args[1]
                        ),
                    )
                })?;
                Ok(Action::LayOff { card, meld })
            }
            _ => Err(GinError::illegal(
                Reason::Malformed,
                format!(
                "unknown action {verb:?}: expected one of take_upcard, pass_upcard, draw_stock, \
                 draw_discard, discard, knock, big_gin, lay_off, finish_layoff"
            ),
            )),
        }
    }
}

/// The JSON shape of an action (internally tagged by `type`).
#[derive(Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
enum ActionJson {
    TakeUpcard,
    PassUpcard,
    DrawStock,
    DrawDiscard,
    Discard {
        card: Card,
    },
    Knock {
        discard: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        melds: Option<Vec<CardSet>>,
    },
    BigGin,
    LayOff {
        card: Card,
        meld: usize,
    },
    FinishLayoff,
}

impl From<Action> for ActionJson {
    fn from(a: Action) -> ActionJson {
        match a {
            Action::TakeUpcard => ActionJson::TakeUpcard,
            Action::PassUpcard => ActionJson::PassUpcard,
            Action::DrawStock => ActionJson::DrawStock,
            Action::DrawDiscard => ActionJson::DrawDiscard,
            Action::Discard(card) => ActionJson::Discard { card },
            Action::Knock { discard, melds } => ActionJson::Knock { discard, melds },
            Action::BigGin => ActionJson::BigGin,
            Action::LayOff { card, meld } => ActionJson::LayOff { card, meld },
            Action::FinishLayoff => ActionJson::FinishLayoff,
        }
    }
}

impl From<ActionJson> for Action {
    fn from(a: ActionJson) -> Action {
        match a {
            ActionJson::TakeUpcard => Action::TakeUpcard,
            ActionJson::PassUpcard => Action::PassUpcard,
            ActionJson::DrawStock => Action::DrawStock,
            ActionJson::DrawDiscard => Action::DrawDiscard,
            ActionJson::Discard { card } => Action::Discard(card),
            ActionJson::Knock { discard, melds } => Action::Knock { discard, melds },
            ActionJson::BigGin => Action::BigGin,
            ActionJson::LayOff { card, meld } => Action::LayOff { card, meld },
            ActionJson::FinishLayoff => Action::FinishLayoff,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_kinds() -> Vec<Action> {
        let c = |s: &str| s.parse::<Card>().unwrap();
        let m = |s: &str| s.parse::<CardSet>().unwrap();
        vec![
            Action::TakeUpcard,
            Action::PassUpcard,
            Action::DrawStock,
            Action::DrawDiscard,
            Action::Discard(c("7h")),
            Action::Knock {
                discard: c("Td"),
                melds: None,
            },
            Action::Knock {
                discard: c("Td"),
                melds: Some(vec![m("As 2s 3s"), m("4c 4d 4h")]),
            },
            Action::Knock {
                discard: c("Td"),
                melds: Some(vec![]),
            },
            Action::BigGin,
            Action::LayOff {
                card: c("7h"),
                meld: 2,
            },
            Action::FinishLayoff,
        ]
    }

    #[test]
    fn text_and_json_round_trip() {
        for a in all_kinds() {
            let t = a.to_string();
            assert_eq!(t.parse::<Action>().unwrap(), a, "{t}");
            let j = a.to_json();
            assert_eq!(Action::from_json(&j).unwrap(), a, "{j}");
        }
    }

    #[test]
    fn json_shapes() {
        let a = Action::from_json(r#"{"type":"lay_off","card":"7h","meld":0}"#).unwrap();
        assert_eq!(a.to_string(), "lay_off 7h 0");
        let k = Action::from_json(r#"{"type":"knock","discard":"7h","melds":[["As","2s","3s"]]}"#)
            .unwrap();
        assert_eq!(k.to_string(), "knock 7h melds As2s3s");
        assert_eq!(
            Action::DrawStock.to_json(),
            r#"{"type":"draw_stock"}"#.to_string()
        );
        assert_eq!(
            "knock 7h".parse::<Action>().unwrap().to_json(),
            r#"{"type":"knock","discard":"7h"}"#
        );
    }

    #[test]
    fn strict_parsing() {
        for bad in [
            "",
            "discard",
            "discard 7h 8h",
            "draw_stock now",
            "Discard 7h",
            "knock",
            "knock 7h 8h",
            "knock 7h melds As2s3",
            "knock 7h melds As2sAs",
            "lay_off 7h",
            "lay_off 7h x",
            "lay_off 7h -1",
            "discard 1h",
            "fold",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad:?} parsed");
        }
        for bad in [
            r#"{"type":"discard"}"#,
            r#"{"type":"discard","card":"7h","x":1}"#,
            r#"{"type":"fold"}"#,
            r#"{"card":"7h"}"#,
            r#"{"type":"lay_off","card":"7h","meld":-1}"#,
        ] {
            assert!(Action::from_json(bad).is_err(), "{bad} parsed");
        }
    }
}
