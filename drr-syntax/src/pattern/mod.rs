//! The front end of `pat!` and `pattern!`: parse → check, no code
//! generation.
//!
//! The body of `pat!(…)` / `pattern!(…)` is the template-argument list of
//! DRR's `Pat<…>` / `Pattern<…>`, token for token:
//!
//! ```text
//! pat!((AOp (BOp:$b), F32Attr:$attr), (COp $b, $attr))
//! pattern!((ThreeResultOp:$r $in),
//!          [(OneResultOp $in), (TwoResultOp:$t__1 $in)],
//!          [(HasNoUseOf:$r__2)],      // additional constraints
//!          [],                        // supplemental patterns
//!          (addBenefit 5))
//! ```
//!
//! Pipeline: [`parse_pat`] / [`parse_pattern`] (tokens → [`ast`]), then
//! [`check_pattern`] (DRR's rules that syntax decides → [`CheckedPattern`]
//! with a [`symbols::SymbolTable`], the syntactic [`symbols::Benefit`], the
//! replacement plan and the [`check::Obligation`]s left to generated code).
//! Both stages report every independent error, each at its token, combined
//! into one `syn::Error`; neither panics.
//!
//! # Choices where DRR and Rust differ
//!
//! - **`addBenefit` position.** `(addBenefit N)` is accepted as the 4th or
//!   the 5th parameter of both macros (the manual shows `Pat<src, res,
//!   constraints, benefit>`, MLIR implements `…, supplemental, benefit>`).
//!   In the 4th position a list `[…]` is the supplemental patterns, a DAG
//!   `(addBenefit N)` the benefit.
//! - **Commas** between DAG arguments are optional (the manual writes
//!   `(AOp (BOp:$b_result) $attr)`), as is a comma after the operator (the
//!   manual writes `(ThreeResultOp:$results__2, ...)`).
//! - **Native code is Rust.** A `NativeCodeCall` is either a named item
//!   (`def Foo : NativeCodeCall<closure>` in `ods!`, used as `(Foo $a)`) or
//!   inline: `(NativeCodeCall<|…| expr> $a)`, `(NativeCodeCall<path, 2> …)`,
//!   `(NativeCodeCallVoid<…> …)`, with a Rust closure or path between the
//!   angle brackets and an optional result count. A C++ string there is
//!   rejected with a hint. An inline predicate may also be written in the
//!   constraints list as `(Constraint<|a, b| …, "summary"> $a, $b)`.
//! - **`returnType`'s expression form** accepts a Rust expression in braces,
//!   `(returnType { rewriter.i32_type() })`, or a string literal holding a
//!   Rust expression, `(returnType "rewriter.i32_type()")`, which is parsed
//!   with [`syn::LitStr::parse`] (errors point at the literal). What names
//!   the expression can use (the rewriter, the context) is fixed by the
//!   code generator.
//! - **Source NativeCodeCall matchers.** DRR requires the C++ template of
//!   a matcher to mention `$_self` exactly once (#6); in Rust the matcher
//!   is a closure or function that is always handed the defining op, so
//!   #6 cannot be violated and there is nothing to check. What is checked:
//!   no binding on the call (#50), only leaf arguments (#7, #3, #4), no
//!   `returnType` (#5), no `NativeCodeCallVoid` (a matcher must say whether
//!   it matched); the closure's arity and types are rustc's business.
//! - **Constraints list elements** must be DAGs (#46): a bare
//!   `HasNoUseOf:$x` element is rejected with a hint to write
//!   `(HasNoUseOf:$x)`. `(TypeConstraint:$x)` (the manual's form) and
//!   `(TypeConstraint $x)` (mlir-tblgen's) are both kept; which one a
//!   type constraint accepts is decided with its definition (#21).
//! - **Paths need commas before `::`.** Tokens carry no whitespace, so
//!   `(AOp ::x::Cst)` is the single path `AOp::x::Cst`; write
//!   `(AOp, ::x::Cst)`.
//! - **Entity limit lifted.** DRR rejects constraints over more than 4
//!   entities (`only support up to 4-entity constraints now`, #23); Rust
//!   has no such limit, so neither do we.
//!
//! # Path operators: op or NativeCodeCall?
//!
//! `(Foo $a)` may apply an op or a named `NativeCodeCall` (and, in the
//! constraints list, a constraint); the macro cannot see `ods!`'s
//! definitions. The AST keeps such operators as [`ast::Operator::Path`];
//! the checker
//!
//! - applies the rules that hold either way;
//! - records, as [`check::Obligation::MustBeOp`], the nodes that syntax
//!   forces to be ops (the source root; bound source nodes, #50; source
//!   nodes with nested DAGs, #7/#3/#4; nodes inside `variadic`, #17; result
//!   nodes with `returnType`, #5), and as
//!   [`check::Obligation::MustBeNativeCodeCall`] the DAGs nested in
//!   `returnType` (#32), each with DRR's message;
//! - counts every source path operator as an op for the benefit and lists
//!   those that may be NativeCodeCalls in [`symbols::Benefit::maybe_native`].
//!
//! The expected mechanism for the code generator: `ods!` gives both kinds a
//! common marker trait in the type namespace (e.g. `DagOperator` with
//! `const IS_OP: bool`, `const IS_NATIVE_CODE_CALL: bool`, `const
//! NUM_RESULTS: usize`, implemented by each op type and by each
//! NativeCodeCall's marker type), so generated code can (1) emit a `const`
//! assertion per obligation, spanned at the obligation's span (or a
//! `#[diagnostic::on_unimplemented]` trait bound `P: IsOp` worded with the
//! obligation's message), (2) compute the exact benefit as a `const`
//! (`source_paths + delta − Σ IS_NATIVE_CODE_CALL over maybe_native`,
//! asserted `< 65535`), and (3) compute the replacement plan from
//! [`check::ValueCount::OfOperator`] nodes. Where the code shape itself
//! depends on the kind (a source node is matched by fetching the defining
//! op and downcasting, or by calling the native matcher with that op), the
//! generator dispatches through a trait implemented by both kinds, so one
//! expansion type-checks for either; see the open questions in the report.
//!
//! # Checks left to generated code
//!
//! These need the ops' definitions (numbers as in the table of
//! mlir-tblgen's diagnostics in the repository's `ui-tests/README.md`):
//! argument count of source and result ops (#51, #37); operand vs attribute
//! vs property slot of each argument (#10, #11, #19, #20, #42, #43) and
//! hence whether a repeated source name is an operand equality or a
//! `bound more than once` (#49, see [`symbols::Equality`]); variadic
//! operands (`variadic` on a non-variadic operand #8, a nested DAG on a
//! variadic operand #9, a type constraint on a variadic operand #12,
//! `variadic` on a non-operand #18, a non-variadic nested op given to a
//! variadic result operand #38); `either` on an attribute (#16);
//! replacement counts (#24 straddling multi-result op, #25 not enough
//! values) and `returnType` on a root-replacing op (#39, recorded as
//! [`check::Obligation::NoReturnTypeOnReplacement`]: it depends on result
//! counts); `constBuilderCall` of constant attributes (#1); result leaves
//! of an unsupported kind such as an attribute constraint (#34);
//! attribute slots filled by a non-NativeCodeCall DAG (#40, #41);
//! type-constraint entity counts and attribute constraints in the
//! constraints list (#21, #22: `F32Tensor` vs `HasNoUseOf` is not
//! syntactic); result indices `$x__N` within the op's result count; result
//! type inference (#56); and the op-vs-NativeCodeCall obligations above.

pub mod ast;
pub mod check;
mod lib_args;
pub mod mentions;
pub mod parse;
pub mod symbols;

#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::fmt::Display;

use proc_macro2::Span;

pub use ast::PatternDef;
pub use check::{CheckedPattern, check_pattern};
pub use parse::{parse_pat, parse_pattern};
pub use symbols::default_benefit;

/// Collects errors and combines them (serde's `Ctxt` pattern).
#[derive(Debug, Default)]
pub struct Errors {
    errors: RefCell<Vec<syn::Error>>,
}

impl Errors {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records an error at `span`.
    pub fn error(&self, span: Span, msg: impl Display) {
        self.errors.borrow_mut().push(syn::Error::new(span, msg));
    }

    /// Records an error.
    pub fn push(&self, err: syn::Error) {
        self.errors.borrow_mut().push(err);
    }

    /// True if nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.errors.borrow().is_empty()
    }

    /// The recorded errors combined, or `value` if there are none (an
    /// internal error if `value` is `None` too).
    pub fn finish<T>(self, value: Option<T>) -> syn::Result<T> {
        let mut errors = self.errors.into_inner().into_iter();
        match errors.next() {
            Some(mut first) => {
                for e in errors {
                    first.combine(e);
                }
                Err(first)
            }
            None => value.ok_or_else(|| {
                syn::Error::new(Span::call_site(), "internal error: no pattern and no error")
            }),
        }
    }
}

pub mod expand;
pub mod generate;

pub use expand::{expand_pat, expand_pattern, expand_patterns};
