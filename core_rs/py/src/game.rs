//! Bindings of the rules, actions, deals, matches and observations.
//!
//! Structured values cross the boundary as JSON (the rules crate's serde forms, which are the
//! documented wire forms of the API): `to_dict()` / `from_dict()` go through `json`.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};
use serde::de::DeserializeOwned;
use serde::Serialize;

use ginrummy_rules::action::Action as RustAction;
use ginrummy_rules::deal::{Deal as RustDeal, Resolved};
use ginrummy_rules::error::Reason;
use ginrummy_rules::game::Match as RustMatch;
use ginrummy_rules::layout::{
    deal_end, knock_arrangements, spectator_view, DealEnd, KnockArrangements,
};
use ginrummy_rules::observation::Observation as RustObservation;
use ginrummy_rules::rules::Rules as RustRules;
use ginrummy_rules::{Seat, SEATS};

use crate::{
    arrange_set, card_strings, cards_arg, illegal_action_err, Arrangement, IntoPyResult,
    InvalidRulesError, InvalidStateError,
};

fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("rules-core values always serialize")
}

fn from_json<T: DeserializeOwned>(text: &str, what: &str) -> PyResult<T> {
    serde_json::from_str(text)
        .map_err(|e| InvalidStateError::new_err(format!("invalid {what}: {e}")))
}

pub(crate) fn json_loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

pub(crate) fn json_dumps(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    obj.py()
        .import("json")?
        .call_method1("dumps", (obj,))?
        .extract()
}

/// The rule options of a table, with the names of RULES.md.
#[pyclass(frozen, eq, module = "ginrummy._core")]
#[derive(Clone, PartialEq)]
pub struct Rules {
    pub(crate) inner: RustRules,
}

fn rules_from_json(text: &str) -> PyResult<RustRules> {
    let rules: RustRules = serde_json::from_str(text)
        .map_err(|e| InvalidRulesError::new_err(format!("invalid rules: {e}")))?;
    rules.validate().py()?;
    Ok(rules)
}

#[pymethods]
impl Rules {
    /// `Rules(knock_limit=10, variant="classic", ...)`: unknown options and values out of range
    /// raise `InvalidRulesError`.
    #[new]
    #[pyo3(signature = (**options))]
    fn new(options: Option<&Bound<'_, PyDict>>) -> PyResult<Rules> {
        let text = match options {
            Some(d) => json_dumps(d.as_any())?,
            None => "{}".to_owned(),
        };
        Ok(Rules {
            inner: rules_from_json(&text)?,
        })
    }

    #[staticmethod]
    fn from_dict(options: &Bound<'_, PyDict>) -> PyResult<Rules> {
        Ok(Rules {
            inner: rules_from_json(&json_dumps(options.as_any())?)?,
        })
    }

    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Rules> {
        Ok(Rules {
            inner: rules_from_json(text)?,
        })
    }

    fn to_json(&self) -> String {
        to_json(&self.inner)
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &self.to_json())
    }

    /// Every rule option, in field order, as dicts: `name`, `kind` (`"int"`, `"bool"` or
    /// `"choice"`), for ints `minimum` and `maximum`, for choices `choices`, then `default` and
    /// a one-line `description`. The ranges are the very table that validation enforces.
    #[staticmethod]
    fn options(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
        json_loads(py, &RustRules::options_json())
    }

    /// Maximum deadwood to knock (0..=10).
    #[getter]
    fn knock_limit(&self) -> u8 {
        self.inner.knock_limit
    }

    /// `classic`, `oklahoma`, `straight` or `hollywood`.
    #[getter]
    fn variant(&self) -> String {
        self.inner.variant.to_string()
    }

    #[getter]
    fn oklahoma_spades_double(&self) -> bool {
        self.inner.oklahoma_spades_double
    }

    #[getter]
    fn gin_bonus(&self) -> u32 {
        self.inner.gin_bonus
    }

    #[getter]
    fn undercut_bonus(&self) -> u32 {
        self.inner.undercut_bonus
    }

    #[getter]
    fn big_gin_bonus(&self) -> u32 {
        self.inner.big_gin_bonus
    }

    #[getter]
    fn big_gin(&self) -> bool {
        self.inner.big_gin
    }

    /// `draw` or `reshuffle`.
    #[getter]
    fn stock_exhaustion(&self) -> String {
        self.inner.stock_exhaustion.to_string()
    }

    #[getter]
    fn target_score(&self) -> u32 {
        self.inner.target_score
    }

    #[getter]
    fn game_bonus(&self) -> u32 {
        self.inner.game_bonus
    }

    #[getter]
    fn line_bonus(&self) -> u32 {
        self.inner.line_bonus
    }

    #[getter]
    fn shutout(&self) -> bool {
        self.inner.shutout
    }

    fn __repr__(&self) -> String {
        format!("Rules({})", self.to_json())
    }
}

/// One move. Text form `discard 7h`, `knock 7h`, `lay_off 7h 0`, ...; dict form
/// `{"type": "discard", "card": "7h"}`.
#[pyclass(frozen, eq, hash, module = "ginrummy._core")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Action {
    pub(crate) inner: RustAction,
}

#[pymethods]
impl Action {
    #[new]
    fn new(text: &str) -> PyResult<Action> {
        Ok(Action {
            inner: text.parse::<RustAction>().py()?,
        })
    }

    #[staticmethod]
    fn parse(text: &str) -> PyResult<Action> {
        Action::new(text)
    }

    #[staticmethod]
    fn from_dict(value: &Bound<'_, PyDict>) -> PyResult<Action> {
        let text = json_dumps(value.as_any())?;
        let inner: RustAction = serde_json::from_str(&text).map_err(|e| {
            illegal_action_err(Reason::Malformed, format!("invalid action {text}: {e}"))
        })?;
        Ok(Action { inner })
    }

    /// Parses the action's JSON form, as bytes or text (the API's request body, without its
    /// version): one parser, serde's, from the wire to the core.
    #[staticmethod]
    fn from_json(data: &Bound<'_, PyAny>) -> PyResult<Action> {
        Ok(Action {
            inner: action_from_json(data)?,
        })
    }

    /// The action's JSON form (as `to_dict`, encoded).
    fn to_json(&self) -> String {
        to_json(&self.inner)
    }

    /// The action's type: `discard`, `knock`, `draw_stock`, ...
    #[getter]
    fn kind<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.to_dict(py)?.get_item("type")
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &to_json(&self.inner))
    }

    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Action('{}')", self.inner)
    }
}

/// Reads an action argument: an `Action`, its text form, or its dict form.
pub(crate) fn action_arg(obj: &Bound<'_, PyAny>) -> PyResult<RustAction> {
    if let Ok(a) = obj.cast::<Action>() {
        return Ok(a.get().inner.clone());
    }
    if let Ok(text) = obj.cast::<PyString>() {
        return text.to_str()?.parse::<RustAction>().py();
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        return Ok(Action::from_dict(d)?.inner);
    }
    if obj.cast::<PyBytes>().is_ok() {
        return action_from_json(obj);
    }
    Err(illegal_action_err(
        Reason::Malformed,
        "an action is an Action, its text form like 'discard 7h', its JSON as bytes, or a dict like {'type': 'discard', 'card': '7h'}",
    ))
}

/// An action from its JSON form: bytes or str.
fn action_from_json(data: &Bound<'_, PyAny>) -> PyResult<RustAction> {
    let parsed = if let Ok(b) = data.cast::<PyBytes>() {
        serde_json::from_slice::<RustAction>(b.as_bytes())
    } else {
        serde_json::from_str::<RustAction>(data.cast::<PyString>()?.to_str()?)
    };
    parsed.map_err(|e| illegal_action_err(Reason::Malformed, format!("invalid action JSON: {e}")))
}

fn actions_to_py(actions: Vec<RustAction>) -> Vec<Action> {
    actions.into_iter().map(|inner| Action { inner }).collect()
}

/// A seat argument, checked against Gin's seat count.
pub(crate) fn seat_arg(seat: u8) -> PyResult<Seat> {
    SEATS.seat(usize::from(seat)).map_err(|_| {
        pyo3::exceptions::PyValueError::new_err(format!("seat must be 0 or 1, got {seat}"))
    })
}

/// What one seat may see. Build one from a plain dict to ask our bots for a move.
#[pyclass(frozen, module = "ginrummy._core")]
#[derive(Clone)]
pub struct Observation {
    pub(crate) inner: RustObservation,
}

#[pymethods]
impl Observation {
    #[staticmethod]
    fn from_dict(value: &Bound<'_, PyDict>) -> PyResult<Observation> {
        Observation::from_json(&json_dumps(value.as_any())?)
    }

    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Observation> {
        Ok(Observation {
            inner: from_json(text, "observation")?,
        })
    }

    fn to_json(&self) -> String {
        to_json(&self.inner)
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &self.to_json())
    }

    /// The legal actions of the observing seat (empty when it is not its turn).
    fn legal_actions(&self) -> Vec<Action> {
        actions_to_py(self.inner.legal_actions())
    }

    fn __repr__(&self) -> String {
        format!("Observation({})", self.to_json())
    }
}

/// The 52 card strings, made once: a resolved payload shares them instead of allocating.
static CARD_STRINGS: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

fn card_str<'py>(py: Python<'py>, card: ginrummy_rules::Card) -> Bound<'py, PyString> {
    let all = CARD_STRINGS.get_or_init(py, || {
        ginrummy_rules::Card::all()
            .map(|c| PyString::intern(py, &c.to_string()).unbind())
            .collect()
    });
    all[usize::from(card.index())].bind(py).clone()
}

/// The dict of a resolved action (the payload of the event the service records).
fn resolved_to_py<'py>(py: Python<'py>, resolved: &Resolved) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let melds = |melds: &[ginrummy_rules::CardSet]| -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for m in melds {
            list.append(PyList::new(
                py,
                m.sorted_by_rank().iter().map(|c| card_str(py, *c)),
            )?)?;
        }
        Ok(list)
    };
    d.set_item(intern!(py, "type"), resolved_name(py, resolved))?;
    match resolved {
        Resolved::TakeUpcard { card }
        | Resolved::DrawStock { card }
        | Resolved::DrawDiscard { card }
        | Resolved::Discard { card } => {
            d.set_item(intern!(py, "card"), card_str(py, *card))?;
        }
        Resolved::Knock { discard, melds: m } => {
            d.set_item(intern!(py, "discard"), card_str(py, *discard))?;
            d.set_item(intern!(py, "melds"), melds(m)?)?;
        }
        Resolved::BigGin { melds: m } => {
            d.set_item(intern!(py, "melds"), melds(m)?)?;
        }
        Resolved::LayOff { card, meld } => {
            d.set_item(intern!(py, "card"), card_str(py, *card))?;
            d.set_item(intern!(py, "meld"), *meld)?;
        }
        Resolved::PassUpcard | Resolved::FinishLayoff => {}
    }
    Ok(d)
}

/// The `type` of a resolved action: the action's name (interned).
fn resolved_name<'py>(py: Python<'py>, resolved: &Resolved) -> &'py Bound<'py, PyString> {
    match resolved {
        Resolved::TakeUpcard { .. } => intern!(py, "take_upcard"),
        Resolved::PassUpcard => intern!(py, "pass_upcard"),
        Resolved::DrawStock { .. } => intern!(py, "draw_stock"),
        Resolved::DrawDiscard { .. } => intern!(py, "draw_discard"),
        Resolved::Discard { .. } => intern!(py, "discard"),
        Resolved::Knock { .. } => intern!(py, "knock"),
        Resolved::BigGin { .. } => intern!(py, "big_gin"),
        Resolved::LayOff { .. } => intern!(py, "lay_off"),
        Resolved::FinishLayoff => intern!(py, "finish_layoff"),
    }
}

fn seat_opt(seat: Option<u8>) -> PyResult<Option<Seat>> {
    seat.map(seat_arg).transpose()
}

fn rules_or_default(rules: Option<&Rules>) -> RustRules {
    rules.map(|r| r.inner.clone()).unwrap_or_default()
}

/// One hand of Gin Rummy.
#[pyclass(module = "ginrummy._core")]
#[derive(Clone)]
pub struct Deal {
    pub(crate) inner: RustDeal,
}

#[pymethods]
impl Deal {
    /// Deals from `seed` with the documented shuffle; `dealer` is seat 0 or 1.
    #[new]
    #[pyo3(signature = (rules=None, seed=0, dealer=0))]
    fn new(rules: Option<&Rules>, seed: u64, dealer: u8) -> PyResult<Deal> {
        Ok(Deal {
            inner: RustDeal::new(rules_or_default(rules), seed, seat_arg(dealer)?).py()?,
        })
    }

    /// Deals from an explicit deck order (52 distinct cards, dealt as documented).
    #[staticmethod]
    #[pyo3(signature = (deck, rules=None, dealer=0))]
    fn from_deck(deck: Vec<String>, rules: Option<&Rules>, dealer: u8) -> PyResult<Deal> {
        let cards = deck
            .iter()
            .map(|s| s.parse())
            .collect::<Result<Vec<_>, ginrummy_rules::CardsError>>()
            .py()?;
        let deck: [ginrummy_rules::Card; 52] = cards.try_into().map_err(|v: Vec<_>| {
            crate::InvalidCardsError::new_err(format!("a deck has 52 cards, got {}", v.len()))
        })?;
        Ok(Deal {
            inner: RustDeal::from_deck(rules_or_default(rules), seat_arg(dealer)?, deck).py()?,
        })
    }

    fn legal_actions(&self) -> Vec<Action> {
        actions_to_py(self.inner.legal_actions())
    }

    /// Applies an action; on error the deal is unchanged.
    fn apply(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let action = action_arg(action)?;
        self.inner.apply(action).py()
    }

    /// What `apply(action)` would do, without applying it: see `Match.resolve`.
    #[pyo3(signature = (action, seat=None))]
    fn resolve<'py>(
        &self,
        py: Python<'py>,
        action: &Bound<'py, PyAny>,
        seat: Option<u8>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let action = action_arg(action)?;
        let resolved = self.inner.resolve(seat_opt(seat)?, &action).py()?;
        resolved_to_py(py, &resolved)
    }

    fn observation(&self, seat: u8) -> PyResult<Observation> {
        Ok(Observation {
            inner: self.inner.observation(seat_arg(seat)?).py()?,
        })
    }

    /// The seat to act, or `None` once the deal is over.
    #[getter]
    fn to_act(&self) -> Option<u8> {
        self.inner.to_act().map(u8::from)
    }

    #[getter]
    fn phase<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &to_json(&self.inner.phase()))
    }

    #[getter]
    fn is_over(&self) -> bool {
        self.inner.outcome().is_some()
    }

    /// The outcome as a dict once the deal is over, else `None`.
    #[getter]
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.inner
            .outcome()
            .map(|o| json_loads(py, &to_json(o)))
            .transpose()
    }

    /// A seat's hand (hidden information: for engines and tests, not for players).
    fn hand(&self, seat: u8) -> PyResult<Vec<String>> {
        Ok(card_strings(self.inner.hand(seat_arg(seat)?)))
    }

    /// The stock, top card first (hidden information: for engines, audits and tests).
    fn stock(&self) -> Vec<String> {
        self.inner.stock().iter().map(|c| c.to_string()).collect()
    }

    /// The whole deck order this deal was dealt from (hidden until the deal ends).
    fn deck(&self) -> Vec<String> {
        self.inner.deck().iter().map(|c| c.to_string()).collect()
    }

    fn to_json(&self) -> String {
        to_json(&self.inner)
    }

    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Deal> {
        Ok(Deal {
            inner: from_json(text, "deal")?,
        })
    }

    fn __copy__(&self) -> Deal {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Deal {
        self.clone()
    }
}

/// The JSON object of [`Match::seat_view_json`]: the observation's fields in their order,
/// then `arrangement`, `legal_actions`, `knock_arrangements` and `end`.
#[derive(Serialize)]
struct SeatView<'a> {
    #[serde(flatten)]
    observation: &'a RustObservation,
    /// What `arrange(hand)` returns; `None` for an empty hand.
    arrangement: Option<Arrangement>,
    /// The seat's legal actions in their dict form, or none.
    legal_actions: Vec<RustAction>,
    /// For each legal knock, the ways to lay out the kept cards within the knock limit.
    knock_arrangements: Vec<KnockArrangements>,
    /// The deal's end once it has ended: every hand laid out as scored.
    end: Option<DealEnd>,
}

/// A match: deals until a player reaches the target score, with the match bonuses.
#[pyclass(module = "ginrummy._core")]
#[derive(Clone)]
pub struct Match {
    pub(crate) inner: RustMatch,
}

#[pymethods]
impl Match {
    #[new]
    #[pyo3(signature = (rules=None, seed=0))]
    fn new(rules: Option<&Rules>, seed: u64) -> PyResult<Match> {
        Ok(Match {
            inner: RustMatch::new(rules_or_default(rules), seed).py()?,
        })
    }

    fn legal_actions(&self) -> Vec<Action> {
        actions_to_py(self.inner.legal_actions())
    }

    /// Applies an action; on error the match is unchanged.
    fn apply(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let action = action_arg(action)?;
        self.inner.apply(action).py()
    }

    /// Checks an action without applying it: raises what `apply` would raise, else returns
    /// the card the action moves into the hand (the stock's top card for `draw_stock`, the
    /// pile's top card for `take_upcard` and `draw_discard`), or `None`. Hidden information:
    /// for the service, which records the card in its event.
    fn check(&self, action: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
        let action = action_arg(action)?;
        self.inner.check(&action).py()?;
        let deal = self.inner.current_deal();
        let card = match action {
            RustAction::DrawStock => deal.stock().first().copied(),
            RustAction::TakeUpcard | RustAction::DrawDiscard => deal.top_discard(),
            _ => None,
        };
        Ok(card.map(|c| c.to_string()))
    }

    /// What `apply(action)` would do, without applying it (and without copying the match):
    /// the payload of the event that records it, `{"type": <the action's name>, ...}` with
    /// `card` (the card taken, drawn, discarded or laid off: hidden information for
    /// `draw_stock`), `discard` and `melds` for a knock (the declared melds, or the best
    /// arrangement of the kept cards: exactly what `apply` lays), `melds` for big gin (all 11
    /// cards), `meld` for a lay-off. Raises exactly what `apply` would raise; with `seat`, also
    /// `IllegalActionError` (reason `not_your_turn`) when it is not that seat's turn.
    #[pyo3(signature = (action, seat=None))]
    fn resolve<'py>(
        &self,
        py: Python<'py>,
        action: &Bound<'py, PyAny>,
        seat: Option<u8>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let action = action_arg(action)?;
        let resolved = self.inner.resolve(seat_opt(seat)?, &action).py()?;
        resolved_to_py(py, &resolved)
    }

    fn observation(&self, seat: u8) -> PyResult<Observation> {
        Ok(Observation {
            inner: self.inner.observation(seat_arg(seat)?).py()?,
        })
    }

    #[getter]
    fn to_act(&self) -> Option<u8> {
        self.inner.to_act().map(u8::from)
    }

    #[getter]
    fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// The dealer of the current deal (the last one once the match is over).
    #[getter]
    fn dealer(&self) -> u8 {
        self.inner.dealer().into()
    }

    /// Hand points so far, per seat.
    #[getter]
    fn scores(&self) -> (u32, u32) {
        let s = self.inner.scores();
        (s.as_slice()[0], s.as_slice()[1])
    }

    /// The final breakdown as a dict once the match is over, else `None`.
    #[getter]
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.inner
            .result()
            .map(|r| json_loads(py, &to_json(&r)))
            .transpose()
    }

    /// The finished deals' records, as dicts.
    fn deals<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, &to_json(&self.inner.deals()))
    }

    /// The current deal's deck order (hidden information: for commitments and audits).
    fn current_deck(&self) -> Vec<String> {
        self.inner
            .current_deal()
            .deck()
            .iter()
            .map(|c| c.to_string())
            .collect()
    }

    /// A seat's view as one JSON object: the fields of `observation(seat).to_json()`, then
    /// `"arrangement"`, what `arrange(hand)` returns as `{"melds", "deadwood_cards",
    /// "deadwood", "discard"}` (`discard` is the best discard of an 11-card hand, else null;
    /// the whole value is null for an empty hand), and `"legal_actions"`, the dicts of
    /// `legal_actions()` when `with_legal` is true and `seat` is to act, else `[]`.
    /// An invalid seat raises like `observation`.
    fn seat_view_json(&self, seat: u8, with_legal: bool) -> PyResult<String> {
        let observation = self.inner.observation(seat_arg(seat)?).py()?;
        let hand = observation.hand;
        let legal_actions = if with_legal && self.inner.to_act().map(u8::from) == Some(seat) {
            self.inner.legal_actions()
        } else {
            Vec::new()
        };
        let view = SeatView {
            arrangement: if hand.is_empty() {
                None
            } else {
                Some(arrange_set(hand)?)
            },
            knock_arrangements: knock_arrangements(hand, &legal_actions, observation.knock_limit),
            end: deal_end(self.inner.current_deal()),
            legal_actions,
            observation: &observation,
        };
        Ok(to_json(&view))
    }

    /// The current deal (the last one once the match is over) as a spectator sees it, as JSON:
    /// `{"dealer", "phase", "to_act", "hands": [{"seat", "card_count", "known"}], "discards",
    /// "upcard_passed_by", "stock_size", "knock_limit", "knock": {"knocker", "melds",
    /// "layoffs"} | null}`: only the cards face up on the table.
    fn spectator_view_json(&self) -> String {
        to_json(&spectator_view(self.inner.current_deal()))
    }

    /// The end of finished deal number `number` as JSON: `{"knocker", "discard", "hands":
    /// [{"seat", "melds", "deadwood_cards", "deadwood", "layoffs"}], "outcome"}`, every hand
    /// laid out as scored; `None` when no finished deal has that number.
    fn deal_end_json(&self, number: u32) -> Option<String> {
        self.inner
            .deals()
            .iter()
            .find(|d| d.number == number)
            .and_then(|d| deal_end(&d.deal))
            .map(|end| to_json(&end))
    }

    /// A seat's hand in the current deal (the last one once the match is over), in the order
    /// of the observation's `hand`: by rank, then suit. An invalid seat raises like
    /// `observation`.
    fn hand(&self, seat: u8) -> PyResult<Vec<String>> {
        Ok(card_strings(
            self.inner.current_deal().hand(seat_arg(seat)?),
        ))
    }

    /// How many deals have been dealt: the finished deals plus the one in play, so the
    /// current deal (the last one once the match is over) is deal number `deals_started - 1`.
    /// It grows by one exactly when an `apply` ends a deal and the next one is dealt, which is
    /// exactly when `current_deck()` changes; it stays put when the last deal ends the match.
    #[getter]
    fn deals_started(&self) -> usize {
        self.inner.deals().len() + usize::from(!self.inner.is_over())
    }

    /// The top card of the face-up discard pile of the current deal (the last one once the
    /// match is over): the last entry of the observation's `discards` not taken back; `None`
    /// if there is none.
    fn top_discard(&self) -> Option<String> {
        self.inner
            .current_deal()
            .top_discard()
            .map(|c| c.to_string())
    }

    fn to_json(&self) -> String {
        to_json(&self.inner)
    }

    #[staticmethod]
    fn from_json(text: &str) -> PyResult<Match> {
        Ok(Match {
            inner: from_json(text, "match")?,
        })
    }

    fn __copy__(&self) -> Match {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Match {
        self.clone()
    }
}

/// Cards argument helper re-exported for the hand-only entry points.
#[pyfunction]
fn parse_cards(cards: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    Ok(card_strings(cards_arg(cards)?))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Rules>()?;
    m.add_class::<Action>()?;
    m.add_class::<Observation>()?;
    m.add_class::<Deal>()?;
    m.add_class::<Match>()?;
    m.add_function(wrap_pyfunction!(parse_cards, m)?)?;
    Ok(())
}
