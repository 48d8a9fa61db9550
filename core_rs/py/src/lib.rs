//! `ginrummy._core`: the thin PyO3 binding of `ginrummy-rules` (and of `ginrummy-rummy`, as
//! the submodule `ginrummy._core.rummy`).
//!
//! Everything here converts arguments, calls the rules crate and maps its one error enum to the
//! Python exception hierarchy; no game logic lives in this crate. The typed public facade is
//! `ginrummy.core` (Python), and `_core.pyi` documents these signatures.

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use serde::Serialize;

use ginrummy_rules::cards::{Card, CardSet};
use ginrummy_rules::error::Reason;
use ginrummy_rules::melds;
use ginrummy_rules::{CardsError, GinError};

mod analysis;
mod bots;
mod game;
mod gin;
mod rummy;

create_exception!(
    _core,
    GinRummyError,
    PyException,
    "Base class of every error raised by the rules core."
);
create_exception!(
    _core,
    InvalidCardsError,
    GinRummyError,
    "Card text that does not parse, duplicate cards, or a hand of the wrong size."
);
create_exception!(
    _core,
    InvalidMeldsError,
    GinRummyError,
    "Melds that are not valid sets or runs, overlap, or use cards not in the hand."
);
create_exception!(
    _core,
    IllegalActionError,
    GinRummyError,
    "An action the rules do not allow in the current state, or one that does not parse; the \
     state is unchanged. `str(exc)` is the message (written from the acting seat's information \
     only) and `exc.reason` the machine-readable reason code, one of `ILLEGAL_ACTION_REASONS`."
);
create_exception!(
    _core,
    InvalidRulesError,
    GinRummyError,
    "Rule options that are unknown, out of range or inconsistent."
);
create_exception!(
    _core,
    InvalidStateError,
    GinRummyError,
    "A serialized state or observation that does not parse or is inconsistent."
);

/// An `IllegalActionError` whose `str()` is `message` (its only arg) and whose `reason`
/// attribute is the refusal's reason code.
pub(crate) fn illegal_action_err(reason: Reason, message: impl Into<String>) -> PyErr {
    illegal_action_code_err(reason.as_str(), message)
}

/// An `IllegalActionError` with this reason code (any game's) and message.
pub(crate) fn illegal_action_code_err(reason: &str, message: impl Into<String>) -> PyErr {
    let err = IllegalActionError::new_err(message.into());
    Python::attach(|py| {
        if let Err(e) = err.value(py).setattr("reason", reason) {
            return e;
        }
        err
    })
}

/// Maps the rules crate's error enum to the matching Python exception.
pub(crate) fn to_py_err(err: GinError) -> PyErr {
    let msg = err.to_string();
    match err {
        GinError::InvalidCards(_) => InvalidCardsError::new_err(msg),
        GinError::InvalidMelds(_) => InvalidMeldsError::new_err(msg),
        GinError::IllegalAction(refusal) => illegal_action_err(refusal.reason, refusal.message),
        GinError::InvalidRules(_) => InvalidRulesError::new_err(msg),
        GinError::InvalidState(_) => InvalidStateError::new_err(msg),
    }
}

/// Extension trait: `result.py()?` converts a rules error into a Python exception.
pub(crate) trait IntoPyResult<T> {
    fn py(self) -> PyResult<T>;
}

impl<T> IntoPyResult<T> for Result<T, GinError> {
    fn py(self) -> PyResult<T> {
        self.map_err(to_py_err)
    }
}

impl<T> IntoPyResult<T> for Result<T, CardsError> {
    fn py(self) -> PyResult<T> {
        self.map_err(|e| to_py_err(e.into()))
    }
}

/// A parsed, immutable set of cards. Parse once, use many times (the fast path).
#[pyclass(frozen, eq, hash, module = "ginrummy._core")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Hand {
    pub(crate) cards: CardSet,
}

#[pymethods]
impl Hand {
    #[new]
    fn new(cards: &Bound<'_, PyAny>) -> PyResult<Hand> {
        Ok(Hand {
            cards: cards_arg(cards)?,
        })
    }

    /// The cards as strings, sorted by rank then suit.
    fn cards(&self) -> Vec<String> {
        card_strings(self.cards)
    }

    /// Minimum deadwood (11 cards: after the best discard).
    fn deadwood(&self) -> PyResult<u32> {
        deadwood_of(self.cards)
    }

    fn __len__(&self) -> usize {
        self.cards.len()
    }

    fn __contains__(&self, card: &str) -> PyResult<bool> {
        Ok(self.cards.contains(card.parse::<Card>().py()?))
    }

    fn __str__(&self) -> String {
        self.cards.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Hand('{}')", self.cards)
    }
}

/// Reads a cards argument: a `Hand`, one space-separated string, or an iterable of card strings.
///
/// Lists of strings are the common case and take the fast path.
pub(crate) fn cards_arg(obj: &Bound<'_, PyAny>) -> PyResult<CardSet> {
    if let Ok(list) = obj.cast::<PyList>() {
        return cards_from_items(list.iter());
    }
    if let Ok(text) = obj.cast::<PyString>() {
        return cards_from_text(text.to_str()?);
    }
    if let Ok(hand) = obj.cast::<Hand>() {
        return Ok(hand.get().cards);
    }
    let items = obj.try_iter().map_err(|_| {
        InvalidCardsError::new_err(
            "cards must be a string like 'As 2c Td' or a list of card strings",
        )
    })?;
    cards_from_items(items.collect::<PyResult<Vec<_>>>()?.into_iter())
}

/// Parses space-separated cards, with the two-character fast path per card.
fn cards_from_text(text: &str) -> PyResult<CardSet> {
    let mut set = CardSet::EMPTY;
    for token in text.split_ascii_whitespace() {
        let Some(card) = fast_card(token.as_bytes()) else {
            return text.parse::<CardSet>().py();
        };
        if set.contains(card) {
            return Err(InvalidCardsError::new_err(format!("duplicate card {card}")));
        }
        set.insert(card);
    }
    Ok(set)
}

fn cards_from_items<'py>(items: impl Iterator<Item = Bound<'py, PyAny>>) -> PyResult<CardSet> {
    let mut set = CardSet::EMPTY;
    for item in items {
        let text = item.cast::<PyString>().map_err(|_| {
            InvalidCardsError::new_err(format!(
                "cards must be strings like 'As', got {}",
                item.get_type()
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_default()
            ))
        })?;
        let text = text.to_str()?;
        let card = match fast_card(text.as_bytes()) {
            Some(card) => card,
            None => text.trim().parse::<Card>().py()?,
        };
        if set.contains(card) {
            return Err(InvalidCardsError::new_err(format!("duplicate card {card}")));
        }
        set.insert(card);
    }
    Ok(set)
}

/// The card written as exactly two ASCII characters, rank then suit (`As`, `Td`); `None`
/// for anything else, which then goes through the full parser and its error messages.
fn fast_card(text: &[u8]) -> Option<Card> {
    let [rank, suit] = text else { return None };
    let rank = match rank {
        b'A' | b'a' => 0,
        b'2'..=b'9' => rank - b'1',
        b'T' | b't' => 9,
        b'J' | b'j' => 10,
        b'Q' | b'q' => 11,
        b'K' | b'k' => 12,
        _ => return None,
    };
    let suit = match suit {
        b'c' | b'C' => 0,
        b'd' | b'D' => 1,
        b'h' | b'H' => 2,
        b's' | b'S' => 3,
        _ => return None,
    };
    Card::new(rank, suit)
}

pub(crate) fn card_strings(cards: CardSet) -> Vec<String> {
    cards.sorted_by_rank().iter().map(Card::to_string).collect()
}

fn check_size(cards: CardSet) -> PyResult<()> {
    if cards.len() > 11 {
        return Err(InvalidCardsError::new_err(format!(
            "a hand has at most 11 cards, got {}",
            cards.len()
        )));
    }
    Ok(())
}

fn deadwood_of(cards: CardSet) -> PyResult<u32> {
    check_size(cards)?;
    Ok(if cards.len() == 11 {
        melds::deadwood_after_discard(cards)
    } else {
        melds::min_deadwood(cards)
    })
}

/// An optimal arrangement of a hand into melds and deadwood.
///
/// Serializes (for `Match.seat_view_json`) as
/// `{"melds": [[card, ...], ...], "deadwood_cards": [...], "deadwood": n, "discard": card|null}`.
#[pyclass(frozen, get_all, module = "ginrummy._core")]
#[derive(Serialize)]
pub struct Arrangement {
    /// The melds, each a list of card strings.
    melds: Vec<Vec<String>>,
    /// Cards in no meld.
    deadwood_cards: Vec<String>,
    /// The deadwood count.
    deadwood: u32,
    /// For an 11-card hand, the best discard; `None` otherwise.
    discard: Option<String>,
}

#[pymethods]
impl Arrangement {
    fn __repr__(&self) -> String {
        let discard = match &self.discard {
            Some(card) => format!("'{card}'"),
            None => "None".to_owned(),
        };
        format!(
            "Arrangement(melds={:?}, deadwood_cards={:?}, deadwood={}, discard={discard})",
            self.melds, self.deadwood_cards, self.deadwood
        )
    }
}

pub(crate) fn arrangement_to_py(a: &melds::Arrangement, discard: Option<Card>) -> Arrangement {
    Arrangement {
        melds: a.melds.iter().map(|m| card_strings(*m)).collect(),
        deadwood_cards: card_strings(a.deadwood_cards),
        deadwood: a.deadwood,
        discard: discard.map(|c| c.to_string()),
    }
}

/// Minimum deadwood of a hand of up to 10 cards; for 11 cards, after the best discard.
#[pyfunction]
fn deadwood(cards: &Bound<'_, PyAny>) -> PyResult<u32> {
    deadwood_of(cards_arg(cards)?)
}

/// An optimal arrangement of up to 11 cards; for 11 cards, of the 10 kept after the best
/// discard, which is then `discard`. What `arrange` returns.
pub(crate) fn arrange_set(cards: CardSet) -> PyResult<Arrangement> {
    check_size(cards)?;
    Ok(if cards.len() == 11 {
        let choice = melds::best_discard(cards);
        arrangement_to_py(&choice.arrangement, Some(choice.discard))
    } else {
        arrangement_to_py(&melds::arrange(cards), None)
    })
}

/// An optimal arrangement; for 11 cards, of the 10 kept after the best discard.
#[pyfunction]
fn arrange(cards: &Bound<'_, PyAny>) -> PyResult<Arrangement> {
    arrange_set(cards_arg(cards)?)
}

/// Every arrangement of all the given cards that attains the minimum deadwood.
#[pyfunction]
fn all_arrangements(cards: &Bound<'_, PyAny>) -> PyResult<Vec<Arrangement>> {
    let cards = cards_arg(cards)?;
    check_size(cards)?;
    Ok(melds::all_arrangements(cards)
        .iter()
        .map(|a| arrangement_to_py(a, None))
        .collect())
}

/// Minimum deadwood of many hands at once; the computation releases the GIL.
#[pyfunction]
fn deadwood_many(py: Python<'_>, hands: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    let mut sets = Vec::new();
    if let Ok(list) = hands.cast::<PyList>() {
        sets.reserve(list.len());
    }
    for hand in hands.try_iter()? {
        let set = cards_arg(&hand?)?;
        check_size(set)?;
        sets.push(set);
    }
    Ok(py.detach(|| {
        sets.iter()
            .map(|&s| {
                if s.len() == 11 {
                    melds::deadwood_after_discard(s)
                } else {
                    melds::min_deadwood(s)
                }
            })
            .collect()
    }))
}

/// The defender's best lay-offs onto the knocker's melds, chosen jointly with the defender's
/// own arrangement. Returns `(layoffs, arrangement)`: `layoffs` is a list of
/// `(card, meld_index)` in an order that can be applied one at a time.
#[pyfunction]
fn best_layoffs(
    defender: &Bound<'_, PyAny>,
    knocker_melds: Vec<Bound<'_, PyAny>>,
) -> PyResult<(Vec<(String, usize)>, Arrangement)> {
    let defender = cards_arg(defender)?;
    let knocker: Vec<CardSet> = knocker_melds
        .iter()
        .map(cards_arg)
        .collect::<PyResult<_>>()?;
    for m in &knocker {
        if melds::meld_kind(*m).is_none() {
            return Err(InvalidMeldsError::new_err(format!(
                "knocker meld {m} is neither a set nor a run"
            )));
        }
        if !m.intersection(defender).is_empty() {
            return Err(InvalidCardsError::new_err(format!(
                "knocker meld {m} shares cards with the defender's hand"
            )));
        }
    }
    let plan = melds::best_layoffs(defender, &knocker);
    Ok((
        plan.layoffs
            .iter()
            .map(|(c, i)| (c.to_string(), *i))
            .collect(),
        arrangement_to_py(&plan.arrangement, None),
    ))
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("GinRummyError", py.get_type::<GinRummyError>())?;
    m.add("InvalidCardsError", py.get_type::<InvalidCardsError>())?;
    m.add("InvalidMeldsError", py.get_type::<InvalidMeldsError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    // The class-level default, for instances not raised by the core (the core always sets it).
    py.get_type::<IllegalActionError>().setattr("reason", "")?;
    m.add(
        "ILLEGAL_ACTION_REASONS",
        pyo3::types::PyTuple::new(py, Reason::ALL.iter().map(|r| r.as_str()))?,
    )?;
    m.add("InvalidRulesError", py.get_type::<InvalidRulesError>())?;
    m.add("InvalidStateError", py.get_type::<InvalidStateError>())?;
    m.add_class::<Hand>()?;
    m.add_class::<Arrangement>()?;
    m.add_function(wrap_pyfunction!(deadwood, m)?)?;
    m.add_function(wrap_pyfunction!(arrange, m)?)?;
    m.add_function(wrap_pyfunction!(all_arrangements, m)?)?;
    m.add_function(wrap_pyfunction!(deadwood_many, m)?)?;
    m.add_function(wrap_pyfunction!(best_layoffs, m)?)?;
    game::register(m)?;
    bots::register(m)?;
    analysis::register(m)?;
    gin::register(m)?;
    rummy::register(m)?;
    Ok(())
}
