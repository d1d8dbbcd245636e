//! Parsing an `ods!` block into the [`ast`](super::ast): the block goes
//! through the record-language front end ([`crate::tablegen`]), whose
//! records are rendered as ODS items (ops, dialects, constraints,
//! NativeCodeCalls, enums, constants).

use proc_macro2::TokenStream;

use super::Ctxt;
use super::ast::*;
use crate::tablegen::{self, Outcome, Target};

/// Parses and evaluates a whole `ods!` input; errors go to `cx`. A class
/// the block uses but does not define (which `ods!` fetches from another
/// block through its class macro) is reported as an error here.
pub fn parse_input(cx: &Ctxt, input: TokenStream) -> OdsInput {
    match tablegen::run(cx, input, "ods", Target::Ods) {
        Outcome::Done(fe) => fe.ods,
        Outcome::Callback(ts) => {
            cx.error(
                proc_macro2::Span::call_site(),
                format!("the block uses a class it does not define: {ts}"),
            );
            OdsInput::default()
        }
    }
}
