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

use rustc_hash::FxHashMap;

use super::walk::{Emit, Verifier};
use super::{Event, VerifyNote};
use crate::attributes::{AttrData, Attribute};
use crate::builtin;
use crate::ir::{OpData, OpId};
use crate::op_definition::{OpDefinition, OpTraits};
use crate::text::{print_attribute, print_type};
use crate::types::{Type, TypeData};

/// The dialects mlir-opt 22 knows (`mlir-opt-22 --show-dialects`). An op
/// of one of them is never an unknown op of an unloaded dialect to
/// mlir-opt (it loads the dialect when it parses the op), which decides
/// where symbol lookups stop ([`Verifier::nearest_symbol_table`]): a call
/// inside `"affine.for"` resolves in the enclosing module, one inside an
/// op of a dialect mlir-opt does not know does not resolve.
pub(crate) const MLIR_OPT_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

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

/// An attribute of an op's ODS arguments: name, constraint, required.
type OdsAttr = (&'static str, AttrKind, bool);

const MODULE_ATTRS: &[OdsAttr] = &[
    ("sym_name", AttrKind::Str, false),
    ("sym_visibility", AttrKind::Str, false),
];

const FUNC_ATTRS: &[OdsAttr] = &[
    ("sym_name", AttrKind::Str, true),
    ("function_type", AttrKind::FunctionType, true),
    ("sym_visibility", AttrKind::Str, false),
    ("arg_attrs", AttrKind::DictArray, false),
    ("res_attrs", AttrKind::DictArray, false),
    ("no_inline", AttrKind::Unit, false),
];

const CALL_ATTRS: &[OdsAttr] = &[
    ("callee", AttrKind::FlatSymbolRef, true),
    ("arg_attrs", AttrKind::DictArray, false),
    ("res_attrs", AttrKind::DictArray, false),
    ("no_inline", AttrKind::Unit, false),
];

const CALL_INDIRECT_ATTRS: &[OdsAttr] = &[
    ("arg_attrs", AttrKind::DictArray, false),
    ("res_attrs", AttrKind::DictArray, false),
];

const CONSTANT_ATTRS: &[OdsAttr] = &[("value", AttrKind::FlatSymbolRef, true)];

/// MLIR's count traits, checked in its order (regions, results,
/// successors, operands).
#[derive(Clone, Copy)]
struct Counts {
    /// Regions: `Some(n)` exactly `n` (0 or 1).
    regions: Option<usize>,
    /// Results: `Some(n)` exactly `n` (0 or 1).
    results: Option<usize>,
    /// Operands: `Some(n)` exactly `n` (0), or at least `min`.
    operands: Option<usize>,
    /// `AtLeastNOperands`.
    min_operands: usize,
}

impl Verifier<'_> {
    /// The checks of a registered op without a generated verifier: the
    /// builtin and `func` ops (others have none).
    #[inline(never)]
    pub(super) fn verify_builtin(&mut self, op: OpId, data: &OpData, def: &'static OpDefinition) {
        if std::ptr::eq(def, &builtin::MODULE) {
            self.verify_module(op, data);
        } else if std::ptr::eq(def, &builtin::FUNC) {
            self.verify_func(op, data);
        } else if std::ptr::eq(def, &builtin::RETURN) {
            self.verify_return(op, data);
        } else if std::ptr::eq(def, &builtin::CALL) {
            self.verify_call(op, data);
        } else if std::ptr::eq(def, &builtin::CALL_INDIRECT) {
            self.verify_call_indirect(op, data);
        } else if std::ptr::eq(def, &builtin::CONSTANT) {
            self.verify_constant(op, data);
        } else if std::ptr::eq(def, &builtin::UNREALIZED_CONVERSION_CAST) {
            let counts = Counts {
                regions: Some(0),
                results: None,
                operands: None,
                min_operands: 0,
            };
            self.check_counts(op, data, counts);
        }
    }

    /// The count traits; false (after reporting) at the first failure.
    fn check_counts(&mut self, op: OpId, data: &OpData, c: Counts) -> bool {
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
            let n = data.successors().len();
            (n != 0).then(|| format!("requires 0 successors but found {n}"))
        })
        .or_else(|| match c.operands {
            Some(0) if !data.operands.is_empty() => Some("requires zero operands".to_string()),
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

    /// The ODS attribute checks: required attributes present (by name),
    /// then every present attribute's constraint (in declaration order).
    fn check_ods_attrs(&mut self, op: OpId, attrs: &[OdsAttr]) -> bool {
        let ctx = self.ctx;
        let mut required: Vec<&str> = attrs.iter().filter(|a| a.2).map(|a| a.0).collect();
        required.sort_unstable();
        for name in required {
            if ctx.attr(op, name).is_none() {
                self.op_error(op, format!("requires attribute '{name}'"));
                return false;
            }
        }
        for &(name, kind, _) in attrs {
            if let Some(a) = ctx.attr(op, name)
                && !self.satisfies(a, kind)
            {
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
    fn check_symbol(&mut self, op: OpId, declaration: bool) -> bool {
        let ctx = self.ctx;
        if self.string_of(ctx.attr(op, "sym_name")).is_none() {
            self.op_error(op, "requires string attribute 'sym_name'".into());
            return false;
        }
        let visibility = ctx.attr(op, "sym_visibility");
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
            results: Some(0),
            operands: Some(0),
            min_operands: 0,
        };
        if !self.check_counts(op, data, counts) {
            return;
        }
        // NoRegionArguments (SingleBlock is checked with the regions).
        let region = data.regions()[0];
        if let Ok(r) = ctx.try_region(region)
            && let Some(&entry) = r.blocks().first()
            && ctx.try_block(entry).is_ok_and(|b| !b.args().is_empty())
        {
            self.op_error(op, "region should have no arguments".into());
            return;
        }
        if ctx.try_region(region).is_ok_and(|r| r.blocks().len() > 1) {
            // Reported by the region checks (`SingleBlock`).
            return;
        }
        if !self.check_ods_attrs(op, MODULE_ATTRS) {
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
        if ctx.attr(op, "sym_name").is_some() && !self.check_symbol(op, false) {
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
            return;
        }
        // (MLIR then reports modules with several data layout specs, but
        // as an error that does not fail verification: mlir-opt prints it
        // and goes on. A verification failure here would reject what
        // mlir-opt accepts, so it is not checked.)
        self.check_symbol_names(op);
    }

    /// The symbol table rule of `table` (a `builtin.module`) found at its
    /// exit: symbol names are unique in its block (the first repeat is
    /// reported, with a note at the first definition).
    fn check_symbol_names(&mut self, table: OpId) {
        let ctx = self.ctx;
        let Some(&region) = ctx.op(table).regions().first() else {
            return;
        };
        let Some(&block) = ctx.try_region(region).ok().and_then(|r| r.blocks().first()) else {
            return;
        };
        let mut seen: FxHashMap<&[u8], OpId> = FxHashMap::default();
        for o in ctx.block_ops(block) {
            let Some(name) = self.string_of(ctx.attr(o, "sym_name")) else {
                continue;
            };
            if let Some(&first) = seen.get(name) {
                let message = format!(
                    "redefinition of symbol named '{}'",
                    String::from_utf8_lossy(name)
                );
                let loc = self.loc(first);
                self.report(o, Event::OpExit(table), Emit::Error, message)
                    .notes
                    .push(VerifyNote {
                        loc,
                        message: "see existing symbol definition here".into(),
                    });
                return;
            }
            seen.insert(name, o);
        }
    }

    /// `func.func`.
    fn verify_func(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            regions: Some(1),
            results: Some(0),
            operands: Some(0),
            min_operands: 0,
        };
        if !self.check_counts(op, data, counts) || !self.check_ods_attrs(op, FUNC_ATTRS) {
            return;
        }
        let region = data.regions()[0];
        let entry = ctx
            .try_region(region)
            .ok()
            .and_then(|r| r.blocks().first().copied());
        if !self.check_symbol(op, entry.is_none()) {
            return;
        }
        // FunctionOpInterface: argument and result attributes, then the
        // entry block's arguments.
        let Some((inputs, results)) = self.function_type_of(ctx.attr(op, "function_type")) else {
            return;
        };
        for (what, name, count) in [
            ("argument", "arg_attrs", inputs.len()),
            ("result", "res_attrs", results.len()),
        ] {
            let Some(AttrData::Array(items)) = ctx.attr(op, name).map(|a| ctx.attr_data(a)) else {
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
    fn verify_return(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            regions: Some(0),
            results: Some(0),
            operands: None,
            min_operands: 0,
        };
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
        if !self.check_ods_attrs(op, &[]) {
            return;
        }
        let Some((_, results)) = self.function_type_of(ctx.attr(func, "function_type")) else {
            return;
        };
        let name = self
            .string_of(ctx.attr(func, "sym_name"))
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_default();
        if data.operands.len() != results.len() {
            self.op_error(
                op,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    data.operands.len(),
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
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    print_type(ctx, v.ty()),
                    print_type(ctx, ty)
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
            regions: Some(0),
            results: None,
            operands: None,
            min_operands: 0,
        };
        if !self.check_counts(op, data, counts) || !self.check_ods_attrs(op, CALL_ATTRS) {
            return;
        }
        self.check_call_symbol(op, data);
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
            ctx.attr(op, "callee").map(|a| ctx.attr_data(a))
        else {
            return;
        };
        let name = ctx.str(*root).to_string();
        let callee = self
            .nearest_symbol_table(op)
            .and_then(|t| self.lookup_symbol(t, name.as_bytes()))
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
        let Some((inputs, results)) = self.function_type_of(ctx.attr(callee, "function_type"))
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

    /// The symbol table whose verification checks `op`'s symbol uses: its
    /// closest ancestor with the `SymbolTable` trait, if that lies in the
    /// verified tree.
    fn verifying_symbol_table(&self, op: OpId) -> Option<OpId> {
        let ctx = self.ctx;
        let mut current = ctx.parent_op(op);
        let mut seen_root = false;
        for _ in 0..=ctx.ops.len() {
            let c = current?;
            // The table must be the root or below it: once the walk passes
            // the root, a table above is not verified.
            if seen_root {
                return None;
            }
            if c == self.root {
                seen_root = true;
            }
            let data = ctx.op(c);
            if ctx
                .op_definition(data.name())
                .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
            {
                return Some(c);
            }
            current = ctx.parent_op(c);
        }
        None
    }

    /// MLIR's `SymbolTable::getNearestSymbolTable`: the closest op from
    /// `op` up with the `SymbolTable` trait, unless an op on the way might
    /// be an unknown symbol table (an op with one region of a dialect that
    /// is not loaded: neither registered here nor one of the dialects
    /// mlir-opt loads, see [`MLIR_OPT_DIALECTS`]).
    fn nearest_symbol_table(&self, op: OpId) -> Option<OpId> {
        let ctx = self.ctx;
        let mut current = Some(op);
        for _ in 0..=ctx.ops.len() {
            let c = current?;
            let data = ctx.op(c);
            let def = ctx.op_definition(data.name());
            if def.is_none() && data.regions().len() == 1 {
                let dialect = ctx.op_dialect_str(data.name());
                if ctx.dialect(dialect).is_none() && !MLIR_OPT_DIALECTS.contains(&dialect) {
                    return None;
                }
            }
            if def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
                return Some(c);
            }
            current = ctx.parent_op(c);
        }
        None
    }

    /// The op named `name` in the first block of symbol table `table` (the
    /// first of that name), from a table built on first use.
    fn lookup_symbol(&mut self, table: OpId, name: &[u8]) -> Option<OpId> {
        let ctx = self.ctx;
        if !self.symbol_tables.contains_key(&table) {
            let mut map: FxHashMap<Box<[u8]>, OpId> = FxHashMap::default();
            let block = ctx
                .op(table)
                .regions()
                .first()
                .and_then(|&r| ctx.try_region(r).ok())
                .and_then(|r| r.blocks().first().copied());
            if let Some(block) = block {
                for o in ctx.block_ops(block) {
                    if let Some(n) = self.string_of(ctx.attr(o, "sym_name")) {
                        map.entry(n.into()).or_insert(o);
                    }
                }
            }
            self.symbol_tables.insert(table, map);
        }
        self.symbol_tables.get(&table)?.get(name).copied()
    }

    /// `func.call_indirect`.
    fn verify_call_indirect(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            regions: Some(0),
            results: None,
            operands: None,
            min_operands: 1,
        };
        if !self.check_counts(op, data, counts) || !self.check_ods_attrs(op, CALL_INDIRECT_ATTRS) {
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
            regions: Some(0),
            results: Some(1),
            operands: Some(0),
            min_operands: 0,
        };
        if !self.check_counts(op, data, counts) || !self.check_ods_attrs(op, CONSTANT_ATTRS) {
            return;
        }
        let Some(AttrData::SymbolRef { root, .. }) =
            ctx.attr(op, "value").map(|a| ctx.attr_data(a))
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
            .and_then(|m| self.lookup_symbol(m, name.as_bytes()))
            .filter(|&f| {
                ctx.op_definition(ctx.op(f).name())
                    .is_some_and(|d| std::ptr::eq(d, &builtin::FUNC))
            });
        let Some(func) = func else {
            self.op_error(op, format!("reference to undefined function '{name}'"));
            return;
        };
        let fn_type = match ctx.attr(func, "function_type").map(|a| ctx.attr_data(a)) {
            Some(AttrData::Type(t)) => Some(*t),
            _ => None,
        };
        let result_type = ctx.try_value(data.results()[0]).ok().map(|v| v.ty());
        if fn_type != result_type {
            self.op_error(op, "reference to function with mismatched type".into());
        }
    }
}
