//! The symbol table of a pattern, and the syntactic default benefit.
//!
//! A [`SymbolTable`] lists every binding in evaluation order: first the
//! source pattern (pre-order, left to right), then the result patterns in
//! order (each in post-order: a node's binding comes after those of its
//! arguments, as the node is created after them), then the supplemental
//! patterns. Invariants, established by
//! [`check_pattern`](super::check::check_pattern):
//!
//! - a name has exactly one [`Binding`]; a name repeated on several source
//!   leaves is one binding plus an [`Equality`] listing the repetitions
//!   (DRR: "bounds one operand to the name while verifying the rest are all
//!   equal"); every other repetition was rejected (`bound more than once`);
//! - `$_` never binds; `$x__N` binds `x` (result side) or is rejected
//!   (source side);
//! - every [`Reference`] resolves to a binding that is visible where the
//!   reference is (unresolved references were rejected).
//!
//! What syntax cannot tell — whether an `Argument` leaf is an operand or
//! an attribute, whether a path operator is an op or a `NativeCodeCall` —
//! is recorded as such and decided by the generated code.

use std::collections::HashMap;

use proc_macro2::Span;

use super::ast::{Arg, Dag, NodePath, Operator, Symbol};

/// What a symbol is bound to, as far as syntax tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindingKind {
    /// `(Op:$x …)` in the source pattern: the matched op, standing for all
    /// its results (`$x__N` picks declared result `N`). A zero-result op
    /// bound this way stands for the op itself (for `location`, native
    /// code).
    SourceOp,
    /// `$x` / `Constraint:$x` as a direct argument of a source op: an
    /// operand or an attribute, decided by the op's definition (the
    /// generated code asks `ods!`'s per-position traits). If the operator
    /// turns out to be a named `NativeCodeCall`, this is one of its
    /// out-parameters.
    Argument,
    /// `$x` / `Constraint:$x` inside a source `either` or `variadic`: an
    /// operand (one value).
    Operand,
    /// `(variadic:$x …)`: the whole variadic operand range.
    VariadicRange,
    /// `$x` argument of an inline source `NativeCodeCall`: an
    /// out-parameter filled by the matcher (an attribute if the leaf has an
    /// attribute constraint, a value otherwise — DRR's rule).
    NativeMatchOutput,
    /// `(Op:$x …)` / `(Op:$x__N …)` in a result or supplemental pattern
    /// with a path operator: a created op, or the values returned by a
    /// named `NativeCodeCall`.
    ResultNode {
        /// `N` of `$x__N`: this pattern contributes only result `N`.
        selected: Option<usize>,
    },
    /// `(NativeCodeCall<…, N>:$x …)` in a result or supplemental pattern:
    /// the values returned by an inline `NativeCodeCall`.
    NativeResult {
        /// Number of values returned.
        count: usize,
        /// `N` of `$x__N`.
        selected: Option<usize>,
    },
    /// `(region:$r …)` in the source pattern: a matched region.
    Region,
    /// `(block:$b …)`, or `$b` as an element of a `(region …)`, in the
    /// source pattern: a matched block.
    Block,
    /// `$x` / `Constraint:$x` as an argument of a source `(block …)`: one
    /// block argument.
    BlockArg,
    /// `Variadic<T>:$xs` as an argument of a source `(block …)`: the block
    /// arguments at that point (any number).
    BlockArgRange,
    /// `T:$x` / `(returnType …):$x` as an argument of a `(block …)` built by
    /// a result pattern: the new block's argument(s), visible inside the
    /// block only.
    ResultBlockArg,
}

impl BindingKind {
    /// True if `$x__N` may refer into this binding (it stands for several
    /// values).
    pub fn has_results(&self) -> bool {
        matches!(
            self,
            BindingKind::SourceOp
                | BindingKind::ResultNode { .. }
                | BindingKind::NativeResult { .. }
        )
    }

    /// True for bindings made by the source pattern.
    pub fn is_source(&self) -> bool {
        matches!(
            self,
            BindingKind::SourceOp
                | BindingKind::Argument
                | BindingKind::Operand
                | BindingKind::VariadicRange
                | BindingKind::NativeMatchOutput
                | BindingKind::Region
                | BindingKind::Block
                | BindingKind::BlockArg
                | BindingKind::BlockArgRange
        )
    }

    /// True for bindings that a repeated name may compare (operands and
    /// block arguments: the same SSA value, or the same range of values).
    pub fn is_repeatable(&self) -> bool {
        matches!(
            self,
            BindingKind::Argument
                | BindingKind::Operand
                | BindingKind::BlockArg
                | BindingKind::BlockArgRange
        )
    }

    /// True for block arguments of the source pattern.
    pub fn is_block_arg(&self) -> bool {
        matches!(self, BindingKind::BlockArg | BindingKind::BlockArgRange)
    }

    /// A description for messages.
    pub fn describe(&self) -> &'static str {
        match self {
            BindingKind::SourceOp => "a matched op",
            BindingKind::Argument => "an op argument",
            BindingKind::Operand => "an operand",
            BindingKind::VariadicRange => "a variadic operand range",
            BindingKind::NativeMatchOutput => "a NativeCodeCall matcher output",
            BindingKind::ResultNode { .. } => "a created op",
            BindingKind::NativeResult { .. } => "NativeCodeCall results",
            BindingKind::Region => "a matched region",
            BindingKind::Block => "a matched block",
            BindingKind::BlockArg => "a block argument",
            BindingKind::BlockArgRange => "a range of block arguments",
            BindingKind::ResultBlockArg => "an argument of a built block",
        }
    }
}

/// One bound name.
#[derive(Clone, Debug)]
pub struct Binding {
    /// The name (without `$` and `__N`).
    pub name: String,
    /// What it is bound to.
    pub kind: BindingKind,
    /// The binding occurrence.
    pub symbol: Symbol,
    /// Where: the DAG for an op binding, the leaf for an argument.
    pub node: NodePath,
    /// True if the leaf carries a constraint (`Constraint:$x`).
    pub constrained: bool,
}

/// A name repeated on several source leaves: all occurrences must be
/// operands holding the same value. Whether they are operands is decided
/// by the generated code (DRR: `bound more than once` otherwise).
#[derive(Clone, Debug)]
pub struct Equality {
    /// Index of the first occurrence in [`SymbolTable::bindings`].
    pub binding: usize,
    /// The further occurrences.
    pub repeats: Vec<(Symbol, NodePath)>,
}

/// A use of a bound symbol.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The symbol as written (possibly `$x__N`).
    pub symbol: Symbol,
    /// Where it occurs (the leaf, or the constraint / directive DAG).
    pub at: NodePath,
    /// Index of the binding in [`SymbolTable::bindings`].
    pub binding: usize,
}

/// All bindings, repetitions and references of a pattern.
#[derive(Clone, Debug, Default)]
pub struct SymbolTable {
    /// Bindings in evaluation order.
    pub bindings: Vec<Binding>,
    /// Repeated source leaves.
    pub equalities: Vec<Equality>,
    /// Resolved references, in evaluation order.
    pub references: Vec<Reference>,
    by_name: HashMap<String, usize>,
}

impl SymbolTable {
    /// The binding of `name`, if any.
    pub fn get(&self, name: &str) -> Option<&Binding> {
        self.by_name.get(name).map(|&i| &self.bindings[i])
    }

    /// The index of the binding of `name`, if any.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }

    /// Adds a binding; `Err(existing index)` if the name is already bound.
    pub(crate) fn bind(&mut self, binding: Binding) -> Result<usize, usize> {
        if let Some(&i) = self.by_name.get(&binding.name) {
            return Err(i);
        }
        let i = self.bindings.len();
        self.by_name.insert(binding.name.clone(), i);
        self.bindings.push(binding);
        Ok(i)
    }

    /// Records a repetition of the source binding `binding`.
    pub(crate) fn repeat(&mut self, binding: usize, symbol: Symbol, at: NodePath) {
        if let Some(e) = self.equalities.iter_mut().find(|e| e.binding == binding) {
            e.repeats.push((symbol, at));
        } else {
            self.equalities.push(Equality {
                binding,
                repeats: vec![(symbol, at)],
            });
        }
    }

    /// The bindings made by the source pattern.
    pub fn source_bindings(&self) -> impl Iterator<Item = &Binding> {
        self.bindings.iter().filter(|b| b.kind.is_source())
    }
}

/// The benefit of a pattern as far as syntax tells.
///
/// DRR's benefit is the number of op nodes in the source pattern plus the
/// `addBenefit` delta. Syntax cannot tell whether a path operator is an
/// op or a named `NativeCodeCall`, so every path operator in the source is
/// counted ([`Benefit::source_paths`]); the generated code subtracts those
/// that are `NativeCodeCall`s, with a `const` computed from the items
/// `ods!` generates:
///
/// ```text
/// const BENEFIT: u16 = {
///     let n: i64 = SOURCE_PATHS as i64 + DELTA
///         - <P1 as ::drr::ods::DagOperator>::IS_NATIVE_CODE_CALL as i64 - …;   // for each maybe_native node
///     assert!(0 <= n && n < 65535, "pattern benefit out of range …");
///     n as u16
/// };
/// ```
#[derive(Clone, Debug)]
pub struct Benefit {
    /// Path operators in the source pattern (op candidates), including
    /// those nested in `either` / `variadic`.
    pub source_paths: usize,
    /// The path operators among them that syntax does not force to be ops
    /// (a source `NativeCodeCall` matcher is legal there); the others are
    /// ops or the pattern is rejected (the root, bound nodes, nodes with
    /// nested DAGs, nodes inside `variadic`).
    pub maybe_native: Vec<NodePath>,
    /// The `addBenefit` delta (0 if absent).
    pub delta: i64,
    /// The span of `(addBenefit N)`, if written.
    pub delta_span: Option<Span>,
}

impl Benefit {
    /// The benefit if every path operator is an op (an upper bound).
    pub fn max(&self) -> i64 {
        self.source_paths as i64 + self.delta
    }

    /// The benefit if every `maybe_native` path is a `NativeCodeCall` (a
    /// lower bound).
    pub fn min(&self) -> i64 {
        self.max() - self.maybe_native.len() as i64
    }

    /// The benefit, if syntax determines it.
    pub fn exact(&self) -> Option<i64> {
        self.maybe_native.is_empty().then(|| self.max())
    }
}

/// DRR's default benefit as far as syntax tells: the number of path
/// operators (op candidates) in a source DAG, counting those nested in
/// `either` and `variadic` and the ops of its `(region …)`s, excluding
/// inline `NativeCodeCall`s and directives.
pub fn default_benefit(source: &Dag) -> usize {
    let own = usize::from(matches!(source.operator, Operator::Path(_)));
    own + source
        .args
        .iter()
        .map(|a| match a {
            Arg::Dag(d) => default_benefit(d),
            _ => 0,
        })
        .sum::<usize>()
}
