//! What NativeCodeCalls and constraints written in Rust receive and return.
//!
//! - [`Builder`] is `$_builder`: a NativeCodeCall closure's first parameter
//!   may be `&mut Builder` (to create ops: it dereferences to the
//!   [`Context`](crate::Context), `b.loc()` is `$_loc`, `b.rewriter()` the
//!   rewriter), `&mut Context`, `&Context` or
//!   `&mut PatternRewriter` ([`FromBuilder`]).
//! - [`NativeArg`] lists the conversions from what a pattern binds to a
//!   parameter's type (an op to its `Value` or `OpId`, a typed attribute to
//!   `Attribute` and back, a variadic operand's [`Values`] to `Vec<Value>`).
//! - [`NativeValue`] lists what a NativeCodeCall used in a result may
//!   return, [`MatcherResult`] what one used in a source pattern (a `$_self`
//!   matcher) may return.
//!
//! The other items of this module are called by the code the pattern
//! macros generate and are not part of the API.

pub use drr_runtime::pattern::{
    Builder, FromBuilder, MatcherResult, NativeArg, NativeValue, Values,
};

#[doc(hidden)]
pub use drr_runtime::pattern::*;
