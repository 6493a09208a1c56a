//! Playing a LAN game from this device: its moves, setup, pass, undo,
//! resignation and draw requests go to the other device as messages, and
//! the host's clock ends the game when a flag falls (the host decides).

use super::state::{can_claim, LanGame};
use super::{clock, sync_err};
use crate::clock::now_ms;
use crate::core::{AppCore, GameAction};
use janggi_net::{Msg, Role};
use janggi_rules::{notation, Side, Square};
use janggi_wire::dto::{BoardView, LanLink};
use janggi_wire::error::AppError;

impl AppCore {
    /// Runs a local action on the LAN game: `f` returns the message for the
    /// other device; the session follows and the message is queued.
    fn lan_act<F>(&self, f: F) -> Result<BoardView, AppError>
    where
        F: FnOnce(&mut LanGame) -> Result<Msg, AppError>,
    {
        let mut st = self.inner.lan.lock();
        let g = st.game.as_mut().ok_or_else(AppError::no_game)?;
        // The host's own move after its flag fell is not played: it loses
        // on time (as in a game on one device).
        if !self.lan_flag(g) {
            let msg = f(g)?;
            g.send(msg);
        }
        let view = self.lan_refresh(&mut st);
        // The view goes out as an event too: every window showing the game
        // follows, whoever called the command.
        self.lan_emit(&st, view.clone());
        view.ok_or_else(AppError::no_game)
    }

    /// `action` done by this device's player in a LAN game (the remote
    /// seat of [`AppCore::act`]): a move, setup, pass, undo request,
    /// resignation or draw offer or answer goes to the other device; a
    /// clock pause does nothing (the host's clock runs for both).
    pub(in crate::core) fn lan_play(&self, action: GameAction) -> Result<BoardView, AppError> {
        match action {
            GameAction::Move { from, to } => self.lan_act(|g| {
                let (from, to) = (square(from, "from")?, square(to, "to")?);
                let game = g
                    .sync
                    .game()
                    .ok_or_else(|| AppError::bad_argument("choose the setups first"))?;
                let m = game
                    .legal_moves()
                    .iter()
                    .copied()
                    .find(|m| !m.is_pass() && m.from() == from && m.to() == to);
                let uci = match m {
                    Some(m) => notation::uci(game.position(), m),
                    None if game.outcome().is_over() => return Err(AppError::game_over()),
                    None => return Err(AppError::illegal("not a legal move")),
                };
                g.sync.play_uci(&uci).map_err(sync_err)
            }),
            GameAction::Pass => self.lan_act(|g| g.sync.pass().map_err(sync_err)),
            // This device's side only.
            GameAction::ChooseSetup { side, setup } => self.lan_act(|g| {
                if Side::from(side) != g.sync.my_side() {
                    return Err(AppError::not_your_turn(
                        "the other player chooses that setup",
                    ));
                }
                g.sync.choose_setup(setup.into()).map_err(sync_err)
            }),
            // Asks the other player.
            GameAction::Undo => self.lan_act(|g| {
                if g.link != LanLink::Connected {
                    return Err(AppError::bad_argument("the other device is not connected"));
                }
                g.sync.request_undo().map_err(sync_err)
            }),
            GameAction::Resign => self.lan_act(|g| g.sync.resign().map_err(sync_err)),
            GameAction::OfferDraw => self.lan_offer_draw(),
            GameAction::AnswerDraw(accept) => self.lan_answer_draw(accept),
            GameAction::PauseClock(_) => self.get_view(),
        }
    }

    /// `lan_answer_undo { accept }`.
    pub fn lan_answer_undo(&self, accept: bool) -> Result<BoardView, AppError> {
        self.lan_act(|g| g.sync.answer_undo(accept).map_err(sync_err))
    }

    /// `lan_offer_draw`.
    pub fn lan_offer_draw(&self) -> Result<BoardView, AppError> {
        self.lan_act(|g| g.sync.offer_draw().map_err(sync_err))
    }

    /// `lan_answer_draw { accept }`.
    pub fn lan_answer_draw(&self, accept: bool) -> Result<BoardView, AppError> {
        self.lan_act(|g| g.sync.answer_draw(accept).map_err(sync_err))
    }

    /// `lan_claim_win`: the other device is gone longer than the limit and
    /// the timer is on: it loses on time (host).
    pub fn lan_claim_win(&self) -> Result<BoardView, AppError> {
        self.lan_act(|g| {
            if !can_claim(g) {
                return Err(AppError::bad_argument(
                    "the other device is not gone long enough (or the timer is off)",
                ));
            }
            let peer = !g.sync.my_side();
            g.sync.time_out(peer).map_err(sync_err)
        })
    }

    /// The host's move clock: the side to move loses when its time is up
    /// (the clock stops while the other device is gone). Called by the
    /// network threads about every 200 ms.
    pub(super) fn lan_tick(&self) {
        let mut st = self.inner.lan.lock();
        let Some(g) = st.game.as_mut() else { return };
        if g.sync.role() != Role::Host || g.is_over() || g.link != LanLink::Connected {
            return;
        }
        if g.clock.is_some() {
            if self.lan_flag(g) {
                let view = self.lan_refresh(&mut st);
                self.lan_emit(&st, view);
            } else if now_ms().saturating_sub(g.clock_saved_ms) >= clock::SAVE_EVERY_MS {
                self.lan_save(&mut st);
            }
            return;
        }
        let (Some(secs), Some(turn)) = (g.sync.settings().move_timer_secs, g.sync.turn()) else {
            return;
        };
        if now_ms().saturating_sub(g.turn_started_ms) < u64::from(secs) * 1000 {
            return;
        }
        if let Ok(msg) = g.sync.time_out(turn) {
            g.send(msg);
            let view = self.lan_refresh(&mut st);
            self.lan_emit(&st, view);
        }
    }

    /// Host: if the flag of the side to move has fallen, it loses on time
    /// (the message goes to the joiner). `true` when the game ended so.
    pub(super) fn lan_flag(&self, g: &mut LanGame) -> bool {
        if g.sync.role() != Role::Host || g.is_over() {
            return false;
        }
        let Some(side) = g.flag_fallen(now_ms()) else {
            return false;
        };
        match g.sync.time_out(side) {
            Ok(msg) => {
                g.send(msg);
                true
            }
            Err(_) => false,
        }
    }
}

fn square(v: u32, what: &str) -> Result<Square, AppError> {
    Square::from_index(v as usize)
        .ok_or_else(|| AppError::bad_argument(format!("{what}: square {v} is not in 0..89")))
}
