//! The expert's determinised playouts, for [`crate::analysis`]: every root action valued on
//! the same determinisations.

use crate::action::Action;
use crate::bots::expert::{base_state, determinise, Sampler};
use crate::bots::playout::{Move, PlayState};
use crate::bots::policy::{self, MEDIUM};
use crate::bots::{Ctx, Level};
use crate::error::{GinError, Reason, Result};
use crate::observation::Observation;
use crate::shuffle::SplitMix64;
use ginrummy_cards::seat::Seat;

/// A root action as a playout move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RootMove(Move);

impl RootMove {
    /// The playout move of an action of the upcard, draw or discard phase.
    /// Errors: `IllegalAction` for lay-off actions (valued exactly instead).
    pub(crate) fn of(action: &Action) -> Result<RootMove> {
        Ok(RootMove(match action {
            Action::TakeUpcard | Action::DrawDiscard => Move::Take,
            Action::PassUpcard => Move::Pass,
            Action::DrawStock => Move::Stock,
            Action::Discard(c) => Move::Discard(*c),
            Action::Knock { discard, melds } => Move::Knock(*discard, melds.clone()),
            Action::BigGin => Move::BigGin,
            Action::LayOff { .. } | Action::FinishLayoff => {
                return Err(GinError::illegal(
                    Reason::WrongPhase,
                    format!("{action} is not played out: lay-offs are valued exactly"),
                ))
            }
        }))
    }
}

/// The medium policy's action at `obs` (upcard, draw or discard phase): the analysis's
/// default among near-equal actions.
pub(crate) fn medium_choice(obs: &Observation, match_aware: bool) -> Action {
    let mut ctx = Ctx::from_observation(obs);
    if !match_aware {
        ctx.match_view = None;
    }
    // Medium uses no randomness: the generator is never read.
    let mut rng = SplitMix64::new(0);
    policy::decide(Level::Medium, &ctx, &mut rng)
}

/// The playouts of one position.
pub(crate) struct Evaluator<'o> {
    base: PlayState<'o>,
    sampler: Sampler,
    me: Seat,
}

impl<'o> Evaluator<'o> {
    /// The position of `obs` (upcard, draw or discard phase); `match_aware`: both seats'
    /// playout policies see the match score. Errors: `InvalidState` when the observation
    /// cannot be determinised (inconsistent card counts, an empty stock).
    pub(crate) fn new(obs: &'o Observation, match_aware: bool) -> Result<Evaluator<'o>> {
        let mut ctx = Ctx::from_observation(obs);
        if !match_aware {
            ctx.match_view = None;
        }
        let base = base_state(obs, &ctx).ok_or_else(|| {
            GinError::InvalidState(
                "the observation cannot be determinised: its unseen cards do not match the \
                 opponent's hidden cards and the stock"
                    .into(),
            )
        })?;
        Ok(Evaluator {
            base,
            sampler: Sampler::new(obs, &ctx),
            me: obs.seat,
        })
    }

    /// One determinisation: the deal points for the seat of every move, into `out`.
    pub(crate) fn playouts(&self, moves: &[RootMove], rng: &mut SplitMix64, out: &mut [i32]) {
        let mut state = self.base.clone();
        determinise(&mut state, &self.sampler, self.me, rng);
        for (o, m) in out.iter_mut().zip(moves) {
            *o = state.clone().play(&m.0, self.me, &MEDIUM);
        }
    }
}
