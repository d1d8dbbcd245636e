//! The verifiers of the operations every context registers:
//! `builtin.module`, `builtin.unrealized_conversion_cast` and the `func`
//! dialect (`func.func`, `func.return`, `func.call`, `func.call_indirect`,
//! `func.constant`), with MLIR's checks, messages and order (checked
//! against mlir-opt 22): the count traits (regions, results, successors,
//! operands), the structural traits (`HasParent`, `NoRegionArguments`,
//! `SingleBlock`), the ODS attribute constraints (presence first, by
//! name, then each constraint in declaration order), then the interfaces
//! (`Symbol`, `FunctionOpInterface`) and the op's own verifier. Like MLIR,
//! each op's checks stop at its first failure.
//!
//! The symbol-table rules are region invariants of the symbol table op
//! (`builtin.module`), found at its exit: symbol names unique in its
//! block, and the uses of the `func.call` ops it encloses (outside nested
//! symbol tables) resolved to a `func.func` of matching type, the way
//! MLIR's `SymbolTableCollection::lookupNearestSymbolFrom` resolves them.

use super::walk::{Emit, Verifier};
use super::{Event, VerifyNote};
use crate::attributes::{AttrData, Attribute};
use crate::builtin;
use crate::ir::{OpData, OpId};
use crate::op_definition::{OpDefinition, OpTraits};
use crate::text::{print_attribute, print_type};
use crate::types::{Type, TypeData};

/// An ODS attribute constraint of the ops verified here: its summary and
/// test.
#[derive(Clone, Copy)]
enum AttrKind {
    /// `StrAttr`, `SymbolNameAttr`.
    Str,
    /// `TypeAttrOf<FunctionType>`.
    FunctionType,
    /// `DictArrayAttr`.
    DictArray,
    /// `FlatSymbolRefAttr`.
    FlatSymbolRef,
    /// `UnitAttr`.
    Unit,
}

impl AttrKind {
    fn summary(self) -> &'static str {
        match self {
            AttrKind::Str => "string attribute",
            AttrKind::FunctionType => "type attribute of function type",
            AttrKind::DictArray => "Array of dictionary attributes",
            AttrKind::FlatSymbolRef => "flat symbol reference attribute",
            AttrKind::Unit => "unit attribute",
        }
    }
}

/// The attribute names the checks here read, by index into
/// [`NAMES`] (their symbols are looked up once per verification, see
/// [`Verifier::names`]).
#[derive(Clone, Copy)]
pub(super) enum AttrName {
    SymName,
    SymVisibility,
    FunctionType,
    ArgAttrs,
    ResAttrs,
    NoInline,
    Callee,
    Value,
}

/// The strings of [`AttrName`], in its order.
pub(super) const NAMES: [&str; 8] = [
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "no_inline",
    "callee",
    "value",
];

/// The attributes of [`NAMES`] an op has, by [`AttrName`].
type Found = [Option<Attribute>; NAMES.len()];

/// An attribute of an op's ODS arguments: name, constraint.
type OdsAttr = (AttrName, AttrKind);

/// An op's ODS attributes: the required ones, sorted by name (the order
/// MLIR checks their presence in), then all of them in declaration order
/// (the order it checks their constraints in).
struct OdsAttrs {
    required: &'static [AttrName],
    all: &'static [OdsAttr],
}

const MODULE_ATTRS: OdsAttrs = OdsAttrs {
    required: &[],
    all: &[
        (AttrName::SymName, AttrKind::Str),
        (AttrName::SymVisibility, AttrKind::Str),
    ],
};

const FUNC_ATTRS: OdsAttrs = OdsAttrs {
    required: &[AttrName::FunctionType, AttrName::SymName],
    all: &[
        (AttrName::SymName, AttrKind::Str),
        (AttrName::FunctionType, AttrKind::FunctionType),
        (AttrName::SymVisibility, AttrKind::Str),
        (AttrName::ArgAttrs, AttrKind::DictArray),
        (AttrName::ResAttrs, AttrKind::DictArray),
        (AttrName::NoInline, AttrKind::Unit),
    ],
};

const CALL_ATTRS: OdsAttrs = OdsAttrs {
    required: &[AttrName::Callee],
    all: &[
        (AttrName::Callee, AttrKind::FlatSymbolRef),
        (AttrName::ArgAttrs, AttrKind::DictArray),
        (AttrName::ResAttrs, AttrKind::DictArray),
        (AttrName::NoInline, AttrKind::Unit),
    ],
};

const CALL_INDIRECT_ATTRS: OdsAttrs = OdsAttrs {
    required: &[],
    all: &[
        (AttrName::ArgAttrs, AttrKind::DictArray),
        (AttrName::ResAttrs, AttrKind::DictArray),
    ],
};

const CONSTANT_ATTRS: OdsAttrs = OdsAttrs {
    required: &[AttrName::Value],
    all: &[(AttrName::Value, AttrKind::FlatSymbolRef)],
};

/// MLIR's count traits, checked in its order (regions, results,
/// successors, operands).
#[derive(Clone, Copy)]
pub(super) struct Counts {
    /// Regions: `Some(n)` exactly `n` (0 or 1).
    pub(super) regions: Option<usize>,
    /// Results: `Some(n)` exactly `n` (0 or 1).
    pub(super) results: Option<usize>,
    /// Successors: exactly `n`, or at least `n` if `successors_at_least`.
    pub(super) successors: usize,
    /// `AtLeastNSuccessors` rather than an exact count.
    pub(super) successors_at_least: bool,
    /// Operands: `Some(n)` exactly `n` (0 or 1), or at least `min`.
    pub(super) operands: Option<usize>,
    /// `AtLeastNOperands`.
    pub(super) min_operands: usize,
}

impl Counts {
    /// No regions, results, successors; any operands.
    pub(super) const PLAIN: Counts = Counts {
        regions: Some(0),
        results: Some(0),
        successors: 0,
        successors_at_least: false,
        operands: None,
        min_operands: 0,
    };
}

impl Verifier<'_> {
    /// The checks of a registered op without a generated verifier: the
    /// builtin and `func` ops (others have none).
    #[inline(never)]
    pub(super) fn verify_builtin(&mut self, op: OpId, data: &OpData, def: &'static OpDefinition) {
        // The two ops of every function first, each with a fast path for
        // its common valid form.
        if std::ptr::eq(def, &builtin::FUNC) {
            if !self.func_fast(op, data) {
                self.verify_func(op, data);
            }
        } else if std::ptr::eq(def, &builtin::RETURN) {
            if !self.return_fast(data) {
                self.verify_return(op, data);
            }
        } else {
            self.verify_other_builtin(op, data, def);
        }
    }

    /// [`Verifier::verify_builtin`] for the ops but `func.func` and
    /// `func.return`.
    #[inline(never)]
    fn verify_other_builtin(&mut self, op: OpId, data: &OpData, def: &'static OpDefinition) {
        if self.verify_cf(op, data, def) {
            return;
        }
        if std::ptr::eq(def, &builtin::MODULE) {
            self.verify_module(op, data);
        } else if std::ptr::eq(def, &builtin::CALL) {
            self.verify_call(op, data);
        } else if std::ptr::eq(def, &builtin::CALL_INDIRECT) {
            self.verify_call_indirect(op, data);
        } else if std::ptr::eq(def, &builtin::CONSTANT) {
            self.verify_constant(op, data);
        } else if std::ptr::eq(def, &builtin::UNREALIZED_CONVERSION_CAST) {
            let counts = Counts {
                results: None,
                ..Counts::PLAIN
            };
            // `CastOpInterface`'s check, after the traits'.
            if self.check_counts(op, data, counts) && data.results().is_empty() {
                self.op_error(op, "expected at least one result for cast operation".into());
            }
        }
    }

    /// The count traits; false (after reporting) at the first failure.
    pub(super) fn check_counts(&mut self, op: OpId, data: &OpData, c: Counts) -> bool {
        let message = match c.regions {
            Some(0) if !data.regions().is_empty() => Some("requires zero regions".to_string()),
            Some(1) if data.regions().len() != 1 => Some("requires one region".to_string()),
            _ => None,
        }
        .or_else(|| match c.results {
            Some(0) if !data.results().is_empty() => Some("requires zero results".to_string()),
            Some(1) if data.results().len() != 1 => Some("requires one result".to_string()),
            _ => None,
        })
        .or_else(|| {
            let (n, want) = (data.successors().len(), c.successors);
            if c.successors_at_least {
                (n < want).then(|| format!("requires at least {want} successors but found {n}"))
            } else if n != want {
                let noun = if want == 1 { "successor" } else { "successors" };
                Some(format!("requires {want} {noun} but found {n}"))
            } else {
                None
            }
        })
        .or_else(|| match c.operands {
            Some(0) if !data.operands.is_empty() => Some("requires zero operands".to_string()),
            Some(1) if data.operands.len() != 1 => Some("requires a single operand".to_string()),
            None if data.operands.len() < c.min_operands => Some(format!(
                "expected {} or more operands, but found {}",
                c.min_operands,
                data.operands.len()
            )),
            _ => None,
        });
        match message {
            Some(m) => {
                self.op_error(op, m);
                false
            }
            None => true,
        }
    }

    /// Attribute `name` of the op whose record is `data`: among its
    /// inherent attributes (properties), then its discardable ones.
    #[inline]
    fn attr(&self, data: &OpData, name: AttrName) -> Option<Attribute> {
        let ctx = self.ctx;
        let sym = self.names[name as usize]?;
        data.properties()
            .and_then(|p| ctx.dict_get(p, sym))
            .or_else(|| ctx.dict_get(data.attributes(), sym))
    }

    /// [`Verifier::attr`] of op `op`.
    pub(super) fn attr_of(&self, op: OpId, name: AttrName) -> Option<Attribute> {
        self.attr(self.ctx.op(op), name)
    }

    /// Every attribute of [`NAMES`] the op whose record is `data` has
    /// (inherent before discardable), by [`AttrName`], in one pass over its
    /// dictionaries.
    fn gather(&self, data: &OpData) -> Found {
        let ctx = self.ctx;
        let mut found = [None; NAMES.len()];
        let dicts = [Some(data.attributes()), data.properties()];
        for dict in dicts.into_iter().flatten() {
            for e in ctx.dict_entries(dict) {
                if let Some(i) = self.names.iter().position(|&n| n == Some(e.name)) {
                    found[i] = Some(e.value);
                }
            }
        }
        found
    }

    /// The ODS attribute checks: required attributes present (by name),
    /// then every present attribute's constraint (in declaration order).
    fn check_ods_attrs(&mut self, op: OpId, found: &Found, attrs: &OdsAttrs) -> bool {
        for &name in attrs.required {
            if found[name as usize].is_none() {
                let name = NAMES[name as usize];
                self.op_error(op, format!("requires attribute '{name}'"));
                return false;
            }
        }
        for &(name, kind) in attrs.all {
            if let Some(a) = found[name as usize]
                && !self.satisfies(a, kind)
            {
                let name = NAMES[name as usize];
                self.op_error(
                    op,
                    format!(
                        "attribute '{name}' failed to satisfy constraint: {}",
                        kind.summary()
                    ),
                );
                return false;
            }
        }
        true
    }

    fn satisfies(&self, attr: Attribute, kind: AttrKind) -> bool {
        let ctx = self.ctx;
        match (kind, ctx.attr_data(attr)) {
            (AttrKind::Str, AttrData::String { .. }) => true,
            (AttrKind::FunctionType, AttrData::Type(t)) => {
                matches!(ctx.type_data(*t), TypeData::Function { .. })
            }
            (AttrKind::DictArray, AttrData::Array(items)) => items
                .iter()
                .all(|&i| matches!(ctx.attr_data(i), AttrData::Dictionary(_))),
            (AttrKind::FlatSymbolRef, AttrData::SymbolRef { nested, .. }) => nested.is_empty(),
            (AttrKind::Unit, AttrData::Unit) => true,
            _ => false,
        }
    }

    /// The bytes of a string attribute.
    fn string_of(&self, attr: Option<Attribute>) -> Option<&[u8]> {
        match self.ctx.attr_data(attr?) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The inputs and results of a `TypeAttr` of a function type.
    fn function_type_of(&self, attr: Option<Attribute>) -> Option<(&[Type], &[Type])> {
        let ctx = self.ctx;
        let AttrData::Type(t) = ctx.attr_data(attr?) else {
            return None;
        };
        match ctx.type_data(*t) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// MLIR's `Symbol` interface checks (`detail::verifySymbol` and the
    /// interface's own): a string name, a valid visibility, no public
    /// declaration (`declaration` tells whether the op is one), and a
    /// registered parent with the `SymbolTable` trait.
    fn check_symbol(&mut self, op: OpId, found: &Found, declaration: bool) -> bool {
        let ctx = self.ctx;
        if self.string_of(found[AttrName::SymName as usize]).is_none() {
            self.op_error(op, "requires string attribute 'sym_name'".into());
            return false;
        }
        let visibility = found[AttrName::SymVisibility as usize];
        if let Some(vis) = visibility {
            match self.string_of(Some(vis)) {
                None => {
                    let shown = print_attribute(ctx, vis);
                    self.op_error(
                        op,
                        format!(
                            "requires visibility attribute 'sym_visibility' to be a string attribute, but got {shown}"
                        ),
                    );
                    return false;
                }
                Some(v) if v != b"public" && v != b"private" && v != b"nested" => {
                    let shown = print_attribute(ctx, vis);
                    self.op_error(
                        op,
                        format!(
                            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {shown}"
                        ),
                    );
                    return false;
                }
                Some(_) => {}
            }
        }
        let public = self.string_of(visibility).is_none_or(|v| v == b"public");
        if declaration && public {
            self.op_error(
                op,
                "symbol declaration cannot have public visibility".into(),
            );
            return false;
        }
        if let Some(parent) = ctx.parent_op(op)
            && let Some(pdef) = ctx.op_definition(ctx.op(parent).name())
            && !pdef.traits.contains(OpTraits::SYMBOL_TABLE)
        {
            self.op_error(op, "symbol's parent must have the SymbolTable trait".into());
            return false;
        }
        true
    }

    /// `builtin.module`.
    fn verify_module(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            regions: Some(1),
            operands: Some(0),
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts) {
            return;
        }
        // MLIR's trait order: NoRegionArguments, then SingleBlock.
        let region = data.regions()[0];
        if let Ok(r) = ctx.try_region(region)
            && let Some(&entry) = r.blocks().first()
            && ctx.try_block(entry).is_ok_and(|b| !b.args().is_empty())
        {
            self.op_error(op, "region should have no arguments".into());
            return;
        }
        if ctx.try_region(region).is_ok_and(|r| r.blocks().len() > 1) {
            self.op_error(op, "expects region #0 to have 0 or 1 blocks".into());
            return;
        }
        let found = self.gather(data);
        if !self.check_ods_attrs(op, &found, &MODULE_ATTRS) {
            return;
        }
        if ctx.try_region(region).is_ok_and(|r| r.blocks().len() != 1) {
            self.op_error(
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into(),
            );
            return;
        }
        // An optional symbol: checked when named.
        if found[AttrName::SymName as usize].is_some() && !self.check_symbol(op, &found, false) {
            return;
        }
        // ModuleOp::verify: attribute names, data layout specs.
        let mut names: Vec<&str> = [data.properties(), Some(data.attributes())]
            .into_iter()
            .flatten()
            .flat_map(|d| ctx.dict_entries(d).iter().map(|e| ctx.str(e.name)))
            .collect();
        names.sort_unstable();
        if let Some(bad) = names
            .iter()
            .find(|n| !n.contains('.') && **n != "sym_name" && **n != "sym_visibility")
        {
            self.op_error(
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{bad}'"),
            );
        }
        // (MLIR then reports modules with several data layout specs, but
        // as an error that does not fail verification: mlir-opt prints it
        // and goes on. A verification failure here would reject what
        // mlir-opt accepts, so it is not checked.)
    }

    /// The common valid `func.func`, checked without building messages:
    /// no operands, results or successors, one region; properties exactly
    /// `{function_type = <function type>, sym_name = "…"}` and no
    /// discardable attributes; a body (a public declaration is an error);
    /// a symbol-table parent; entry block arguments of the signature's
    /// types. True if all holds; false sends the op to
    /// [`Verifier::verify_func`], which finds the same answer the slow
    /// way (and words the failure). Remembers the function for its
    /// `func.return` ([`Verifier::return_fast`]).
    ///
    /// (A module of small functions has a `func.func` every ~8 ops: the
    /// full checks cost more than the rest of the verification of their
    /// bodies.)
    #[inline]
    fn func_fast(&mut self, op: OpId, data: &OpData) -> bool {
        let ctx = self.ctx;
        let [_] = data.regions() else {
            return false;
        };
        if !data.results().is_empty() || !data.successors().is_empty() || !data.operands.is_empty()
        {
            return false;
        }
        let Some(props) = data.properties() else {
            return false;
        };
        let [a, b] = ctx.dict_entries(props) else {
            return false;
        };
        if Some(a.name) != self.names[AttrName::FunctionType as usize]
            || Some(b.name) != self.names[AttrName::SymName as usize]
            || data.attributes() != ctx.empty_dictionary()
        {
            return false;
        }
        // The signature (functions share a few: the last one's is kept).
        let (inputs, results) = match self.last_signature {
            Some((attr, inputs, results)) if attr == a.value => (inputs, results),
            _ => {
                let AttrData::Type(fn_type) = ctx.attr_data(a.value) else {
                    return false;
                };
                let TypeData::Function { inputs, results } = ctx.type_data(*fn_type) else {
                    return false;
                };
                self.last_signature = Some((a.value, &inputs[..], &results[..]));
                (&inputs[..], &results[..])
            }
        };
        if !matches!(ctx.attr_data(b.value), AttrData::String { .. }) {
            return false;
        }
        // The body's entry block, as the region checks just found it.
        let Some((region_op, entry, block)) = self.last_single_block else {
            return false;
        };
        if region_op != op {
            return false;
        }
        // The parent is a symbol table (known for the last block asked).
        let parent_block = data.parent_block();
        if parent_block.is_none() || parent_block != self.symbol_parent {
            let parent = ctx.parent_op(op);
            let table = parent.is_none_or(|p| {
                ctx.op_definition(ctx.op(p).name())
                    .is_none_or(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
            });
            if !table {
                return false;
            }
            self.symbol_parent = parent_block;
        }
        if block.args().len() != inputs.len() {
            return false;
        }
        for (&arg, &ty) in block.args().iter().zip(inputs) {
            if ctx.values.get(arg).is_none_or(|v| v.ty() != ty) {
                return false;
            }
        }
        self.last_func = Some((op, entry, results));
        // A function of the root's block: its name is recorded here (see
        // `symbols.rs`), from the entry at hand.
        if parent_block == self.root_block {
            self.note_root_name(b.value);
        }
        true
    }

    /// The common valid `func.return`: no regions, results or successors,
    /// in the function [`Verifier::func_fast`] verified last, with operands
    /// of its result types. False sends it to [`Verifier::verify_return`].
    #[inline]
    fn return_fast(&mut self, data: &OpData) -> bool {
        let ctx = self.ctx;
        if !data.regions().is_empty()
            || !data.results().is_empty()
            || !data.successors().is_empty()
            || data.next.is_some()
        {
            return false;
        }
        let Some((func, entry, results)) = self.last_func else {
            return false;
        };
        // In the function's entry block (the usual place), or another of
        // its blocks.
        let block = data.parent_block();
        if block != Some(entry) {
            let parent = block
                .and_then(|b| ctx.blocks.get(b))
                .and_then(|b| b.parent_region())
                .and_then(|r| ctx.regions.get(r))
                .and_then(|r| r.parent_op());
            if parent != Some(func) {
                return false;
            }
        }
        data.operands.len() == results.len()
            && data
                .operands
                .iter()
                .zip(results)
                .all(|(o, &ty)| ctx.values.get(o.value()).is_some_and(|v| v.ty() == ty))
    }

    /// `func.func`.
    #[cold]
    #[inline(never)]
    fn verify_func(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            regions: Some(1),
            operands: Some(0),
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts) {
            return;
        }
        let found = self.gather(data);
        if !self.check_ods_attrs(op, &found, &FUNC_ATTRS) {
            return;
        }
        let region = data.regions()[0];
        let entry = ctx
            .try_region(region)
            .ok()
            .and_then(|r| r.blocks().first().copied());
        if !self.check_symbol(op, &found, entry.is_none()) {
            return;
        }
        // FunctionOpInterface: argument and result attributes, then the
        // entry block's arguments.
        let Some((inputs, results)) = self.function_type_of(found[AttrName::FunctionType as usize])
        else {
            return;
        };
        for (what, name, count) in [
            ("argument", AttrName::ArgAttrs, inputs.len()),
            ("result", AttrName::ResAttrs, results.len()),
        ] {
            let Some(AttrData::Array(items)) = found[name as usize].map(|a| ctx.attr_data(a))
            else {
                continue;
            };
            let plural = if what == "argument" {
                "arguments"
            } else {
                "results"
            };
            if items.len() != count {
                self.op_error(
                    op,
                    format!(
                        "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                        items.len()
                    ),
                );
                return;
            }
            for &item in items {
                if let AttrData::Dictionary(entries) = ctx.attr_data(item)
                    && entries.iter().any(|e| !ctx.str(e.name).contains('.'))
                {
                    self.op_error(op, format!("{plural} may only have dialect attributes"));
                    return;
                }
            }
        }
        let Some(entry) = entry else {
            return;
        };
        let Ok(block) = ctx.try_block(entry) else {
            return;
        };
        if block.args().len() != inputs.len() {
            self.op_error(
                op,
                format!(
                    "entry block must have {} arguments to match function signature",
                    inputs.len()
                ),
            );
            return;
        }
        for (i, (&arg, &ty)) in block.args().iter().zip(inputs).enumerate() {
            let Ok(arg) = ctx.try_value(arg) else {
                continue;
            };
            if arg.ty() != ty {
                self.op_error(
                    op,
                    format!(
                        "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                        print_type(ctx, arg.ty()),
                        print_type(ctx, ty)
                    ),
                );
                return;
            }
        }
    }

    /// `func.return`.
    #[cold]
    #[inline(never)]
    fn verify_return(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts::PLAIN;
        if !self.check_counts(op, data, counts) {
            return;
        }
        // HasParent<FuncOp>.
        let parent = ctx.parent_op(op).filter(|&p| {
            ctx.op_definition(ctx.op(p).name())
                .is_some_and(|d| std::ptr::eq(d, &builtin::FUNC))
        });
        let Some(func) = parent else {
            self.op_error(op, "expects parent op 'func.func'".into());
            return;
        };
        // Terminator (after HasParent in the op's traits, as MLIR checks
        // them: `OpTraits::VERIFIES_LAST`).
        if data.next.is_some() && data.parent_block().is_some() {
            self.op_error(op, "must be the last operation in the parent block".into());
            return;
        }
        let Some((_, results)) = self.function_type_of(self.attr_of(func, AttrName::FunctionType))
        else {
            return;
        };
        let name = |v: &Self| {
            v.string_of(v.attr_of(func, AttrName::SymName))
                .map(|n| String::from_utf8_lossy(n).into_owned())
                .unwrap_or_default()
        };
        if data.operands.len() != results.len() {
            self.op_error(
                op,
                format!(
                    "has {} operands, but enclosing function (@{}) returns {}",
                    data.operands.len(),
                    name(self),
                    results.len()
                ),
            );
            return;
        }
        for (i, (operand, &ty)) in data.operands.iter().zip(results).enumerate() {
            let Ok(v) = ctx.try_value(operand.value()) else {
                continue;
            };
            if v.ty() != ty {
                let message = format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{}",
                    print_type(ctx, v.ty()),
                    print_type(ctx, ty),
                    name(self)
                );
                self.report(op, Event::OpEntry(op), Emit::Error, message);
                return;
            }
        }
    }

    /// `func.call`: its own checks; the callee is resolved by the symbol
    /// table that encloses it ([`Verifier::check_call_symbol`]).
    fn verify_call(&mut self, op: OpId, data: &OpData) {
        let counts = Counts {
            results: None,
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts)
            || !self.check_ods_attrs(op, &self.gather(data), &CALL_ATTRS)
        {
            return;
        }
        let from = self.errors.len();
        self.check_call_symbol(op, data);
        self.defer_symbol_uses(from);
    }

    /// `func.call`'s symbol use, a region invariant of the closest
    /// enclosing symbol table in the verified tree (none: not checked, as
    /// in MLIR when the table is not verified): the callee names a
    /// `func.func` in the nearest symbol table (MLIR's
    /// `lookupNearestSymbolFrom`), whose type matches the call's operands
    /// and results.
    fn check_call_symbol(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let Some(table) = self.verifying_symbol_table(op) else {
            return;
        };
        let exit = Event::OpExit(table);
        let Some(AttrData::SymbolRef { root, .. }) =
            self.attr(data, AttrName::Callee).map(|a| ctx.attr_data(a))
        else {
            return;
        };
        let name = ctx.str(*root).to_string();
        let callee = self
            .nearest_symbol_table(op)
            .and_then(|t| self.lookup_symbol(t, *root))
            .filter(|&f| {
                ctx.op_definition(ctx.op(f).name())
                    .is_some_and(|d| std::ptr::eq(d, &builtin::FUNC))
            });
        let Some(callee) = callee else {
            self.report(
                op,
                exit,
                Emit::OpError,
                format!("'{name}' does not reference a valid function"),
            );
            return;
        };
        let Some((inputs, results)) =
            self.function_type_of(self.attr_of(callee, AttrName::FunctionType))
        else {
            return;
        };
        if inputs.len() != data.operands.len() {
            self.report(
                op,
                exit,
                Emit::OpError,
                "incorrect number of operands for callee".into(),
            );
            return;
        }
        for (i, (operand, &ty)) in data.operands.iter().zip(inputs).enumerate() {
            let Ok(v) = ctx.try_value(operand.value()) else {
                continue;
            };
            if v.ty() != ty {
                let message = format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    print_type(ctx, ty),
                    print_type(ctx, v.ty())
                );
                self.report(op, exit, Emit::OpError, message);
                return;
            }
        }
        if results.len() != data.results().len() {
            self.report(
                op,
                exit,
                Emit::OpError,
                "incorrect number of results for callee".into(),
            );
            return;
        }
        for (i, (&r, &ty)) in data.results().iter().zip(results).enumerate() {
            let Ok(v) = ctx.try_value(r) else {
                continue;
            };
            if v.ty() != ty {
                let quoted = |types: &mut dyn Iterator<Item = Type>| {
                    types
                        .map(|t| format!("'{}'", print_type(ctx, t)))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let ours = quoted(
                    &mut data
                        .results()
                        .iter()
                        .filter_map(|&r| ctx.try_value(r).ok())
                        .map(|v| v.ty()),
                );
                let theirs = quoted(&mut results.iter().copied());
                let loc = self.loc(op);
                let e = self.report(
                    op,
                    exit,
                    Emit::OpError,
                    format!("result type mismatch at index {i}"),
                );
                e.notes.push(VerifyNote {
                    loc,
                    message: format!("      op result types: {ours}"),
                });
                e.notes.push(VerifyNote {
                    loc,
                    message: format!("function result types: {theirs}"),
                });
                return;
            }
        }
    }

    /// `func.call_indirect`.
    fn verify_call_indirect(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            results: None,
            min_operands: 1,
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts)
            || !self.check_ods_attrs(op, &self.gather(data), &CALL_INDIRECT_ATTRS)
        {
            return;
        }
        let Ok(callee) = ctx.try_value(data.operands[0].value()) else {
            return;
        };
        let TypeData::Function { inputs, results } = ctx.type_data(callee.ty()) else {
            self.op_error(
                op,
                format!(
                    "operand #0 must be function type, but got '{}'",
                    print_type(ctx, callee.ty())
                ),
            );
            return;
        };
        let types = |values: &mut dyn Iterator<Item = crate::Value>| -> Option<Vec<Type>> {
            values
                .map(|v| ctx.try_value(v).ok().map(|d| d.ty()))
                .collect()
        };
        let args = types(&mut data.operands[1..].iter().map(|o| o.value()));
        if args.is_some_and(|a| a != *inputs) {
            self.op_error(
                op,
                "failed to verify that callee input types match argument types".into(),
            );
            return;
        }
        let outs = types(&mut data.results().iter().copied());
        if outs.is_some_and(|r| r != *results) {
            self.op_error(
                op,
                "failed to verify that callee result types match result types".into(),
            );
        }
    }

    /// `func.constant`.
    fn verify_constant(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            results: Some(1),
            operands: Some(0),
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts)
            || !self.check_ods_attrs(op, &self.gather(data), &CONSTANT_ATTRS)
        {
            return;
        }
        let Some(AttrData::SymbolRef { root, .. }) =
            self.attr(data, AttrName::Value).map(|a| ctx.attr_data(a))
        else {
            return;
        };
        let name = ctx.str(*root).to_string();
        // The closest enclosing `builtin.module`'s symbol of that name.
        let mut module = ctx.parent_op(op);
        for _ in 0..=ctx.ops.len() {
            match module {
                Some(m)
                    if !ctx
                        .op_definition(ctx.op(m).name())
                        .is_some_and(|d| std::ptr::eq(d, &builtin::MODULE)) =>
                {
                    module = ctx.parent_op(m);
                }
                _ => break,
            }
        }
        let func = module
            .and_then(|m| self.lookup_symbol(m, *root))
            .filter(|&f| {
                ctx.op_definition(ctx.op(f).name())
                    .is_some_and(|d| std::ptr::eq(d, &builtin::FUNC))
            });
        let Some(func) = func else {
            self.op_error(op, format!("reference to undefined function '{name}'"));
            return;
        };
        let fn_type = match self
            .attr_of(func, AttrName::FunctionType)
            .map(|a| ctx.attr_data(a))
        {
            Some(AttrData::Type(t)) => Some(*t),
            _ => None,
        };
        let result_type = ctx.try_value(data.results()[0]).ok().map(|v| v.ty());
        if fn_type != result_type {
            self.op_error(op, "reference to function with mismatched type".into());
        }
    }
}
