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
//! # Regions, blocks, and more than the root (beyond DRR)
//!
//! DRR matches and builds ops by their operands and attributes only, and
//! rewrites exactly one op, the root. drr extends its DAG syntax so that a
//! pattern can look into an op's regions and blocks, build ops with
//! regions, inline a region, and rewrite other matched ops; each extension
//! is a DAG or a directive in DRR's style, so a pattern still reads as
//! "this shape becomes that shape". The rules syntax decides live in
//! `region_check.rs`, the code in `region_gen.rs`, the helpers it calls in
//! `drr_runtime::pattern`'s `region` module.
//!
//! ## Source side: regions, blocks, block arguments
//!
//! ```text
//! (IfOp $c, (region (block (YieldOp $v))), (region (block (YieldOp $v))))
//! (ForOp $lb, $ub, $step, $inits, (region (block $iv, Variadic<AnyType>:$iters, (YieldOp $iters))))
//! (ExecuteRegionOp (region:$r (block (anyOps), (YieldOp $vs))))
//! (IfOp:$op $c, $then, (region))
//! ```
//!
//! - **Regions are DAG arguments** after an op's `arguments`, in the order
//!   of its `regions` list: all of them or none (an op written without its
//!   regions matches any regions, as in DRR). A leaf binds the region
//!   (`$then`, a `RegionId` to constraints and results; `$_` ignores it; a
//!   `VariadicRegion` binds the list).
//! - **`(region e…)`** matches a region with exactly that many blocks,
//!   `(region)` an empty one. Each element is a block: `$b` (bound),
//!   `$_`, or `(block …)`. `(region:$r …)` also binds the region.
//! - **`(block a…, ops…)`**, only inside `(region …)`: the leaves first are
//!   the block's arguments, matched by count (`$x`, `T:$x` with a type
//!   constraint, `$_`; at most one `Variadic<T>:$xs` taking the arguments
//!   the others leave, bound as a value range); the DAGs after them are the
//!   block's ops, matched in order, exactly, like nested source DAGs (an
//!   op's operands may be block arguments, values defined earlier in the
//!   block, or anything bound before). At most one `(anyOps)` among them
//!   matches any ops in between (zero or more). The last op DAG is the
//!   block's terminator: the op must be a terminator (a `const` assertion
//!   at the DAG), unless the region's owner is `NoTerminator`; a
//!   terminator DAG is matched like any other DAG, so `(YieldOp $v)` both
//!   checks and binds what the block yields. `(block:$b …)` binds the
//!   block.
//! - **Names repeat as equalities**, as operands do in DRR: a block
//!   argument or a yielded value named like a value bound elsewhere must be
//!   that value (`(YieldOp $iters)` with `$iters` the block's arguments:
//!   "the body yields its arguments unchanged"). Inside a block, `(Op:$x
//!   …)` followed by an operand `$x` means "the results of that op", so
//!   `(block (AddOp:$s $a, $b), (YieldOp $s))` says "yields the sum" (DRR
//!   #49, a bound op used as an operand, stays an error outside blocks).
//!   A block argument bound twice is an error.
//! - **Compile-time checks** (generated, at the pattern's tokens): a
//!   region DAG on an op without a region there, a block-argument count
//!   that an op with `NoRegionArguments` cannot have, a terminator DAG that
//!   is not a terminator.
//! - **Region and block constraints** are ordinary `Constraint` records
//!   whose Rust predicate takes a `RegionId` or `BlockId`: `(IsEmpty
//!   $else)` in the constraints list.
//! - **Matching** reads a region's blocks, a block's arguments and its ops
//!   into fixed-size arrays and recurses into the ordinary op matching:
//!   nothing is allocated for fixed shapes (a `Variadic` block-argument
//!   range is a `SmallVec` of four inline values, like a variadic operand
//!   range), nothing is mutated, and every check below that a rewrite
//!   could fail on runs before the rewrite starts.
//!
//! ## Result side: ops with regions, inlining
//!
//! ```text
//! (IfOp $c, (region $then), (region))                  // move a region, empty else
//! (IfOp $c, (cloneRegion $then), (region $b))          // clone a region, move a block
//! (IfOp $c, (region (block (YieldOp $a))), (region (block (YieldOp $b))))
//! (LoopOp $lb, $ub, $step, $x, (region (block Index:$iv, (returnType $x):$acc, (AddOp $acc, $iv):$s, (YieldOp $s))))
//! (inlineRegion $body, $lb, $inits)
//! ```
//!
//! - A built op's region arguments follow its arguments, all or none
//!   (none: its regions are empty; a `const` assertion compares the count
//!   with the op's `regions`). Each is
//!   `(region e…)` — its elements a matched region `$r` or block `$b`
//!   (moved, as MLIR's `inlineRegionBefore` / block moves; each at most
//!   once) or a new `(block …)` — or `(cloneRegion $r)` (MLIR's
//!   `cloneRegionBefore`, with values defined inside mapped to the
//!   clones).
//! - A new `(block T:$x, …, ops…)` declares typed arguments (a type
//!   constraint naming a buildable type, or `(returnType …):$x` for the
//!   type of a value or an expression) and builds its ops in order, like
//!   result DAGs; values bound inside a built block are visible only in it
//!   (a use outside is an error).
//! - **`(inlineRegion $r, values…)`**, the last result pattern: inlines
//!   the single block of region `$r` (or block `$b`) at the root's place,
//!   its arguments replaced by `values…` (a `Variadic` binding counts as
//!   its values), and replaces the root's results by the operands of the
//!   block's terminator, which is then erased (MLIR's `inlineBlockBefore`,
//!   then `replaceOp`). Single-block-ness is checked at compile time
//!   (`SizedRegion<1>`, `(region $b)`, or a `(region …)` of one block),
//!   the argument and terminator-operand counts while matching.
//!
//! ## More than the root
//!
//! - **`(replace $op, values…)`** (a result or supplemental pattern)
//!   replaces the results of a matched op other than the root and erases
//!   it; **`(erase $op)`** erases one whose results are unused, or used
//!   only by the root and the other ops the rewrite removes (or ops nested
//!   in them). `(erase $root)` erases the root
//!   instead of replacing it (its results must be unused). Each op is
//!   removed at most once; whether it can be (every use of it goes away)
//!   is checked while matching, so the pattern fails rather than leaving
//!   dangling uses.
//! - **Multi-root patterns**: the source parameter may be a list
//!   `[dag0, dag1, …]`. The pattern is rooted at `dag0`'s op (the driver
//!   tries it there, as any pattern); each further DAG must be *joined*: an
//!   operand leaf of its op repeats a symbol bound by an earlier DAG (`[(AddOp
//!   $x, $y), (SubOp:$s $x, $y)]`), and its op is searched among the users
//!   of that value (each candidate tried in turn, without allocating).
//!   Other roots are rewritten with `replace` / `erase`; the first root is
//!   replaced by the result patterns as usual.
//! - **Order of the rewrite**: result ops are built, then supplemental
//!   patterns run, then `replace`s, then the root is replaced (or erased,
//!   or its region inlined and the terminator erased), then `erase`s — all
//!   through the `PatternRewriter`, so the driver's worklist and listeners
//!   see every change.
//! - **Benefit**: DRR's default counts the ops of the source pattern;
//!   here every op DAG counts, in blocks and in every source DAG of a
//!   multi-root pattern (`(anyOps)` and block arguments count nothing).
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
mod region_check;
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

    /// The number of errors recorded so far.
    pub fn len(&self) -> usize {
        self.errors.borrow().len()
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
mod region_gen;
mod result_gen;

pub use expand::{expand_pat, expand_pattern, expand_patterns};
