//! The messages in an event's content (JSON), before and after a session
//! opens. Decoding never panics; anything over its size is refused before
//! it is parsed.

use crate::seal::MAX_CONTENT;
use serde::{Deserialize, Serialize};

/// The version in an offer.
pub const VERSION: u32 = 1;

/// The longest content accepted.
pub const MAX_EVENT_CONTENT: usize = MAX_CONTENT + 64;

/// One message.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase", deny_unknown_fields)]
pub enum Wire {
    /// Guest → channel: the guest's SPAKE2 message.
    Offer {
        /// [`VERSION`].
        v: u32,
        /// `code` or `resume`.
        mode: String,
        /// base64.
        pake: String,
    },
    /// Host → guest: the host's SPAKE2 message.
    Answer {
        /// base64.
        pake: String,
    },
    /// Guest → host: the guest's proof.
    Confirm {
        /// base64.
        proof: String,
    },
    /// Host → guest: the host's proof; the session is open.
    Accept {
        /// base64.
        proof: String,
    },
    /// Host → guest: no session (`wrongCode`, `locked`, `busy`,
    /// `badToken`, `version`).
    Refuse {
        /// Why.
        why: String,
    },
    /// Either way, once open: a sealed message ([`crate::seal`]).
    Seal {
        /// base64.
        s: String,
    },
}

/// Why content was refused.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WireError {
    /// Over [`MAX_EVENT_CONTENT`].
    Oversized,
    /// Not one of the messages.
    Malformed,
}

impl Wire {
    /// Its name, for reports.
    pub fn kind(&self) -> &'static str {
        match self {
            Wire::Offer { .. } => "offer",
            Wire::Answer { .. } => "answer",
            Wire::Confirm { .. } => "confirm",
            Wire::Accept { .. } => "accept",
            Wire::Refuse { .. } => "refuse",
            Wire::Seal { .. } => "seal",
        }
    }

    /// Encodes.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Decodes an event's content.
    pub fn decode(content: &str) -> Result<Wire, WireError> {
        if content.len() > MAX_EVENT_CONTENT {
            return Err(WireError::Oversized);
        }
        let w: Wire = serde_json::from_str(content).map_err(|_| WireError::Malformed)?;
        let small = |s: &str| s.len() <= 200;
        let ok = match &w {
            Wire::Offer { mode, pake, .. } => small(mode) && small(pake),
            Wire::Answer { pake } => small(pake),
            Wire::Confirm { proof } | Wire::Accept { proof } => small(proof),
            Wire::Refuse { why } => small(why),
            Wire::Seal { .. } => true,
        };
        if ok {
            Ok(w)
        } else {
            Err(WireError::Malformed)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_refusals() {
        let m = Wire::Offer {
            v: 1,
            mode: "code".into(),
            pake: "AAA".into(),
        };
        assert_eq!(Wire::decode(&m.encode()), Ok(m));
        for bad in [
            "",
            "{}",
            "[1]",
            r#"{"t":"offer"}"#,
            r#"{"t":"seal","s":"x","y":1}"#,
            "\u{0}",
        ] {
            assert_eq!(Wire::decode(bad), Err(WireError::Malformed), "{bad}");
        }
        let long = format!(r#"{{"t":"refuse","why":"{}"}}"#, "x".repeat(300));
        assert_eq!(Wire::decode(&long), Err(WireError::Malformed));
        assert_eq!(
            Wire::decode(&" ".repeat(MAX_EVENT_CONTENT + 1)),
            Err(WireError::Oversized)
        );
    }
}
